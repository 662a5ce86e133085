package io.sigment.analytics.engine.audience;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.sigment.analytics.engine.graph.InterestGraph;
import io.sigment.analytics.engine.graph.OverlapPair;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class StrongestPairsTest {
  private static List<String> handles(int n) {
    // Handles not in selection order, so that ties are broken by handle as the result breaks them.
    return IntStream.range(0, n).mapToObj(i -> "c" + ((i * 7) % n)).toList();
  }

  @Test
  void ranks_the_pairs_as_the_results_strongest_overlaps_rank_them() {
    var random = new SplittableRandom(3);
    int n = 12;
    var handles = handles(n);
    double[] seen = new double[n];
    for (int c = 0; c < n; c++) {
      seen[c] = 50 + random.nextInt(40);
    }
    double[][] together = new double[n][n];
    var pairs = new ArrayList<OverlapPair>();
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        together[a][b] = random.nextInt(4) == 0 ? 0 : random.nextInt(1, 8); // many ties in Jaccard and count
        pairs.add(OverlapPair.of(handles.get(a), handles.get(b), (long) together[a][b], (long) seen[a],
            (long) seen[b], 1000));
      }
    }
    var expected = InterestGraph.strongest(pairs, Set.of(), 15).stream()
        .map(p -> p.creatorA() + "|" + p.creatorB()).toList();
    var ranked = StrongestPairs.ranked(seen, together, handles, 15).stream()
        .map(p -> handles.get(p[0]) + "|" + handles.get(p[1])).toList();
    assertThat(ranked).isEqualTo(expected);
  }

  /**
   * A world where the winner's curse is known: pair estimates are the truth times log-normal noise, replicates the
   * estimate times noise of the same spread (as a half-sample replicate stands to the full sample), and the pairs
   * are ranked on the estimates themselves. The 15 strongest of 190 pairs are then high on average; adjusted,
   * their mean log error is near zero.
   */
  @Test
  void the_adjusted_strongest_pairs_lose_the_winners_curse_that_the_plain_estimates_have() {
    var random = new SplittableRandom(11);
    int n = 20;
    var handles = handles(n);
    double sigma = 0.15;
    double plainError = 0;
    double adjustedError = 0;
    int shown = 0;
    for (int world = 0; world < 40; world++) {
      double[][] truth = new double[n][n];
      double[][] full = new double[n][n];
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
          truth[a][b] = 500 * Math.exp(0.1 * random.nextGaussian());
          full[a][b] = truth[a][b] * Math.exp(sigma * random.nextGaussian());
        }
      }
      double[] seen = new double[n];
      java.util.Arrays.fill(seen, 1e7); // Jaccard in the order of the shared counts
      int replicates = 40;
      double[][] repSeen = new double[replicates][];
      double[][][] repPairs = new double[replicates][n][n];
      for (int r = 0; r < replicates; r++) {
        repSeen[r] = seen;
        for (int a = 0; a < n; a++) {
          for (int b = a + 1; b < n; b++) {
            repPairs[r][a][b] = full[a][b] * Math.exp(sigma * random.nextGaussian());
          }
        }
      }
      var bias = StrongestPairs.rankBias(full, repSeen, repPairs, repPairs, handles, 15);
      var intervals = new HashMap<String, Interval>();
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
          intervals.put(AudienceEstimate.pairKey(handles.get(a), handles.get(b)),
              new Interval(full[a][b], full[a][b] / 1.3, full[a][b] * 1.3, 0.95));
        }
      }
      var adjusted = StrongestPairs.adjusted(seen, full, bias, intervals, handles, 15);
      assertThat(adjusted).hasSize(15);
      for (int[] pair : StrongestPairs.ranked(seen, full, handles, 15)) {
        String key = AudienceEstimate.pairKey(handles.get(pair[0]), handles.get(pair[1]));
        double t = truth[pair[0]][pair[1]];
        plainError += Math.log(full[pair[0]][pair[1]] / t);
        adjustedError += Math.log(adjusted.get(key).value() / t);
        shown++;
      }
    }
    plainError /= shown;
    adjustedError /= shown;
    assertThat(plainError).as("the plain estimates' mean log error").isGreaterThan(0.1);
    assertThat(Math.abs(adjustedError)).as("the adjusted estimates' mean log error")
        .isLessThan(0.25 * plainError);
  }

  @Test
  void without_selection_bias_the_strongest_pairs_keep_their_estimates() {
    int n = 6;
    var handles = handles(n);
    double[] seen = {100, 100, 100, 100, 100, 100};
    double[][] full = new double[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        full[a][b] = 10 + a + 2 * b;
      }
    }
    // Every replicate equal to the full sample: the ranks are the same and nothing deviates.
    var bias = StrongestPairs.rankBias(full, new double[][] {seen, seen, seen}, new double[][][] {full, full, full},
        new double[][][] {full, full, full}, handles, 15);
    assertThat(bias.bias()).containsOnly(0.0);
    assertThat(bias.error()).containsOnly(0.0);
  }

  @Test
  void an_interval_moves_by_its_ranks_bias_and_widens_by_the_bias_error() {
    var interval = new Interval(1000, 800, 1250, 0.95);
    var same = StrongestPairs.moved(interval, 0, 0);
    assertThat(same.value()).isCloseTo(1000, within(1e-9));
    assertThat(same.low()).isCloseTo(800, within(1e-9));
    assertThat(same.high()).isCloseTo(1250, within(1e-9));
    var halved = StrongestPairs.moved(interval, Math.log(2), 0);
    assertThat(halved.value()).isCloseTo(500, within(1e-9));
    assertThat(halved.low()).isCloseTo(400, within(1e-9));
    assertThat(halved.high()).isCloseTo(625, within(1e-9));
    var wider = StrongestPairs.moved(interval, 0, 0.1);
    assertThat(wider.low()).isLessThan(800);
    assertThat(wider.high()).isGreaterThan(1250);
    assertThat(Math.log(1000 / wider.low()))
        .isCloseTo(Math.hypot(Math.log(1000 / 800.0), AudienceEstimator.Z95 * 0.1), within(1e-9));
  }
}
