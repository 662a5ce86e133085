package io.sigment.analytics.analyses;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

class AnalysisSummaryTest {
  private static JsonObject sampleOverview() {
    return new JsonObject().put("core_threshold", 2).put("unique_audience_sample", 20_412)
        .put("core_audience_sample", 10_695).put("core_pct", 52.4).put("estimated_audience_size", 1_234_567.0)
        .put("estimated_core_audience_size", 646_913.0);
  }

  private static JsonObject interval(double value, double low, double high) {
    return new JsonObject().put("value", value).put("low", low).put("high", high).put("confidence", 0.95);
  }

  @Test
  void the_audience_estimate_leads_in_words_and_the_sample_follows_labelled_as_the_sample() {
    var overview = sampleOverview().put("audience_estimate", new JsonObject().put("window_posts", 30)
        .put("unique_audience", interval(79_400, 75_100, 83_900)).put("core_audience", interval(48_700, 44_200, 52_300))
        .put("core_pct", interval(61.4, 57.2, 65.3)).put("core_reach", interval(758_000, 706_000, 806_000)));
    assertThat(AnalysisSummary.of(overview))
        .startsWith("About 61% (57–65%, 95% interval) of the people who engaged with any of these creators' 30 most "
            + "recent posts engage with 2 or more of them: about 49,000 (44,000–52,000) of 79,000 (75,000–84,000) "
            + "people. Core reach, the people one post from each creator would reach who engage with 2 or more of "
            + "them: about 758,000 (706,000–806,000). ")
        .endsWith("In the sample (the engagers Sigment read on the sampled posts): 20,412 people, 10,695 of them "
            + "(52%) engaging with 2 or more; by the spec's formulas on the sample, estimated audience size 1.2 "
            + "million and core reach 647,000.");
  }

  @Test
  void a_snapshot_from_before_audience_estimates_says_its_figures_are_the_samples() {
    assertThat(AnalysisSummary.of(sampleOverview())).startsWith("Measured before audience estimates: every figure of "
        + "this snapshot describes the sample, not the creators' whole audience. In the sample");
  }

  @Test
  void targets_say_met_on_the_sample_and_on_the_estimate_with_how_surely() {
    var audience = new JsonObject().put("met", true).put("chance_met", 0.835);
    assertThat(AnalysisSummary.targets(false, audience)).isEqualTo(" Targets: not met in the sample; met by the "
        + "audience estimate, which meets both in 84% of its replicates (drawn with its interval's spread).");
    assertThat(AnalysisSummary.targets(true, null)).isEqualTo(" Targets: met in the sample.");
  }
}
