package io.sigment.analytics.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.PostSample;
import io.sigment.common.Platform;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Statistical honesty of the core % interval. A population of people, each with the set of creators
 * they engage with (community structure, varying activity), has a known core share. Each trial
 * samples people independently, runs the engine on the sample and checks whether the 95% interval
 * covers the population's core %. 1,000 trials rather than 200: a calibrated 95% interval falls
 * below 93% in about one run of 200 trials in twenty (binomial noise), and this seed's first 200
 * trials did (183 of 200) while 3,000 trials covered 95.5%.
 */
class CorePctCoverageTest {
  private static final int CREATORS = 6;
  private static final int POPULATION = 60_000;
  private static final int TRIALS = 1_000;

  @Test
  void wilson_interval_covers_the_true_core_pct_in_at_least_93_pct_of_1000_trials() {
    var random = new SplittableRandom(2024);
    int[][] creatorsOf = population(random);
    long engaged = 0;
    long core = 0;
    for (int[] set : creatorsOf) {
      engaged += set.length > 0 ? 1 : 0;
      core += set.length >= 2 ? 1 : 0;
    }
    double truth = 100.0 * core / engaged;
    int covered = 0;
    for (int trial = 0; trial < TRIALS; trial++) {
      double rate = 0.005 + 0.03 * random.nextDouble();
      Estimate estimate = sampleEstimate(creatorsOf, rate, random);
      if (estimate.low() <= truth && truth <= estimate.high()) {
        covered++;
      }
    }
    assertThat(covered).as("trials covering the truth %.2f%%", truth).isGreaterThanOrEqualTo(930);
  }

  private static int[][] population(SplittableRandom random) {
    int[][] creatorsOf = new int[POPULATION][];
    for (int person = 0; person < POPULATION; person++) {
      int community = person % 2;
      double activity = Math.exp(random.nextGaussian());
      var set = new ArrayList<Integer>();
      for (int c = 0; c < CREATORS; c++) {
        double p = (c % 2 == community ? 0.12 : 0.03) * activity;
        if (random.nextDouble() < p) {
          set.add(c);
        }
      }
      creatorsOf[person] = set.stream().mapToInt(Integer::intValue).toArray();
    }
    return creatorsOf;
  }

  private static Estimate sampleEstimate(int[][] creatorsOf, double rate, SplittableRandom random) {
    var people = new ArrayList<List<Integer>>();
    for (int c = 0; c < CREATORS; c++) {
      people.add(new ArrayList<>());
    }
    for (int person = 0; person < creatorsOf.length; person++) {
      if (creatorsOf[person].length > 0 && random.nextDouble() < rate) {
        for (int c : creatorsOf[person]) {
          people.get(c).add(person);
        }
      }
    }
    var samples = new ArrayList<CreatorSample>();
    for (int c = 0; c < CREATORS; c++) {
      int[] ids = people.get(c).stream().mapToInt(Integer::intValue).toArray();
      int[] counts = new int[ids.length];
      java.util.Arrays.fill(counts, 1);
      samples.add(new CreatorSample("c" + c, List.of(new PostSample("p" + c, 1000, ids, counts))));
    }
    var options = AnalysisOptions.defaults(Platform.INSTAGRAM).withBootstrap(0, 1);
    var engine = new OverlapEngine(AudienceIndex.of(samples), options);
    var overview = engine.metrics(samples.stream().map(CreatorSample::handle).toList()).overview();
    return WilsonInterval.corePct(overview.coreAudienceSample(), overview.uniqueAudienceSample());
  }
}
