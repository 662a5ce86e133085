package io.sigment.local.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.common.Platform;
import io.sigment.emulator.world.World;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * 15 fixed selections of the emulator's world (seed 42, five per platform, of one subtopic, one topic or
 * unrelated), scraped the scraper's way and estimated, against the world's ground truth with loose bounds: the
 * calibration benchmark ({@link AudienceCalibrationBenchmark}) holds the real figures. The sample's core % read
 * as the audience's is off by several points; the estimate must be much closer. The intervals do not yet reach
 * their stated 95% (Instagram selections of one topic are over-estimated: analytics-service README), so this
 * only guards that at least 60% still cover the truth.
 */
class AudienceEstimatesAgainstTruthTest {

  @Test
  void audience_core_pct_estimates_are_near_the_truth_and_their_intervals_mostly_cover_it() {
    var world = World.generate(42, 1200);
    var random = new SplittableRandom(2026);
    var estimateErrors = new ArrayList<Double>();
    var sampleErrors = new ArrayList<Double>();
    int covered = 0;
    int total = 0;
    for (int i = 0; i < 5; i++) {
      for (var platform : Platform.values()) {
        var pw = world.platform(platform);
        var selection = CalibrationSelection.draw(pw, random);
        var engine = new OverlapEngine(AudienceIndex.of(EmulatedScrape.samples(pw, selection.creators())),
            AnalysisOptions.defaults(platform));
        var estimate = engine.audienceEstimate(selection.handles()).corePct();
        double truth = EmulatedScrape.truth(pw, selection.creators()).corePct();
        double sample = engine.metrics(selection.handles()).overview().corePct();
        estimateErrors.add(Math.abs(estimate.value() - truth));
        sampleErrors.add(Math.abs(sample - truth));
        covered += estimate.low() <= truth && truth <= estimate.high() ? 1 : 0;
        total++;
        if (platform != Platform.INSTAGRAM) {
          assertThat(estimate.value()).as("%s %s of %d", platform, selection.mix(), selection.creators().size())
              .isBetween(truth - 6, truth + 6);
        }
      }
    }
    assertThat(median(estimateErrors)).isLessThan(median(sampleErrors) / 2);
    assertThat(median(estimateErrors)).isLessThan(3);
    assertThat(covered).as("intervals covering the truth of %d", total).isGreaterThanOrEqualTo(9);
  }

  private static double median(ArrayList<Double> values) {
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
