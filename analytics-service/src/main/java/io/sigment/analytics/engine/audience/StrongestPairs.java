package io.sigment.analytics.engine.audience;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shared audience of the pairs a result shows as its strongest overlaps, without the winner's curse.
 *
 * <p>The strongest overlaps are the pairs whose samples overlap most (highest sample Jaccard, the spec's ranking).
 * A pair whose sample happened to catch more shared people than its audiences hold is ranked higher for it, and its
 * estimate, made from the same sample, is high for the same reason: ranking and estimating on one sample picks the
 * lucky pairs. The ranked bootstrap measures that luck per rank: each half-sample replicate ranks the pairs on its
 * own sample the same way, and its k-th strongest pair's estimate is compared with the full sample's estimate of
 * that pair (the replicate stands to the full sample as the full sample stands to the audience: a half-sample
 * replicate's deviation has the full estimate's spread, {@link AudienceEstimator#halfOf}). The mean log
 * deviation at rank k, less what the replicates deviate for every pair alike (the estimator's own half-sample
 * drift), is the selection bias of the k-th strongest pair; the full sample's k-th strongest is divided by it, and
 * its interval moves with it, widened by the bias's own standard error.
 */
final class StrongestPairs {
  private StrongestPairs() {
  }

  /**
   * The pairs (a < b, selection order) ranked as {@code OverlapPair.STRONGEST_FIRST} ranks them: highest sample
   * Jaccard, then the larger shared count, then by handles; only pairs sharing anyone, at most {@code limit}.
   */
  static List<int[]> ranked(double[] seen, double[][] together, List<String> handles, int limit) {
    int n = seen.length;
    var pairs = new ArrayList<int[]>();
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        if (together[a][b] > 0) {
          pairs.add(new int[] {a, b});
        }
      }
    }
    Comparator<int[]> order = Comparator.<int[]>comparingDouble(p -> jaccard(seen, together, p)).reversed()
        .thenComparing(Comparator.<int[]>comparingDouble(p -> together[p[0]][p[1]]).reversed())
        .thenComparing(p -> handles.get(p[0]))
        .thenComparing(p -> handles.get(p[1]));
    pairs.sort(order);
    return pairs.size() > limit ? List.copyOf(pairs.subList(0, limit)) : List.copyOf(pairs);
  }

  static double jaccard(double[] seen, double[][] together, int[] pair) {
    double shared = together[pair[0]][pair[1]];
    double union = seen[pair[0]] + seen[pair[1]] - shared;
    return union <= 0 ? 0 : shared / union;
  }

  /**
   * Per rank k (0 = strongest), the selection bias on the log scale and its standard error: {@code bias[k]},
   * {@code error[k]}. {@code fullPairs} are the full sample's pair estimates; each replicate gives its seen people
   * per creator, seen pairs and pair estimates.
   */
  record RankBias(double[] bias, double[] error) {
  }

  static RankBias rankBias(double[][] fullPairs, double[][] repSeen, double[][][] repTogether,
      double[][][] repPairs, List<String> handles, int limit) {
    int n = fullPairs.length;
    int r = repPairs.length;
    double[][] drift = new double[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = a + 1; b < n; b++) {
        double sum = 0;
        for (int i = 0; i < r; i++) {
          sum += deviation(repPairs[i][a][b], fullPairs[a][b]);
        }
        drift[a][b] = r == 0 ? 0 : sum / r;
      }
    }
    double[] sum = new double[limit];
    double[] squares = new double[limit];
    int[] count = new int[limit];
    for (int i = 0; i < r; i++) {
      var ranked = ranked(repSeen[i], repTogether[i], handles, limit);
      for (int k = 0; k < ranked.size(); k++) {
        int a = ranked.get(k)[0];
        int b = ranked.get(k)[1];
        double d = deviation(repPairs[i][a][b], fullPairs[a][b]) - drift[a][b];
        sum[k] += d;
        squares[k] += d * d;
        count[k]++;
      }
    }
    double[] bias = new double[limit];
    double[] error = new double[limit];
    for (int k = 0; k < limit; k++) {
      if (count[k] < 2) {
        continue;
      }
      double mean = sum[k] / count[k];
      double variance = Math.max(0, (squares[k] - count[k] * mean * mean) / (count[k] - 1));
      bias[k] = mean;
      error[k] = Math.sqrt(variance / count[k]);
    }
    return new RankBias(bias, error);
  }

  /** A replicate's log deviation from the full estimate (both floored at one person). */
  static double deviation(double replicate, double full) {
    return Math.log(Math.max(replicate, 1)) - Math.log(Math.max(full, 1));
  }

  /**
   * The full sample's strongest pairs with their intervals moved by their rank's bias: keyed by
   * {@link AudienceEstimate#pairKey}, strongest first. {@code intervals} are the pairs' unadjusted intervals
   * by key.
   */
  static Map<String, Interval> adjusted(double[] seen, double[][] together, RankBias rankBias,
      Map<String, Interval> intervals, List<String> handles, int limit) {
    var out = new LinkedHashMap<String, Interval>();
    var ranked = ranked(seen, together, handles, limit);
    for (int k = 0; k < ranked.size(); k++) {
      String key = AudienceEstimate.pairKey(handles.get(ranked.get(k)[0]), handles.get(ranked.get(k)[1]));
      out.put(key, moved(intervals.get(key), rankBias.bias()[k], rankBias.error()[k]));
    }
    return out;
  }

  /** An interval divided by exp(bias), its log-scale half-width widened in quadrature by the bias's error. */
  static Interval moved(Interval interval, double bias, double error) {
    double factor = Math.exp(-bias);
    double base = Math.max(interval.value(), 1);
    double spread = AudienceEstimator.Z95 * error;
    double low = interval.low() <= 0 ? 0
        : interval.value() * factor / Math.exp(Math.hypot(Math.log(base / interval.low()), spread));
    double high = base * factor * Math.exp(Math.hypot(Math.log(interval.high() / base), spread));
    return new Interval(interval.value() * factor, low, high, interval.confidence());
  }
}
