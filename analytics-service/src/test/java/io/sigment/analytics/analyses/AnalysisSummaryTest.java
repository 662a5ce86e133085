package io.sigment.analytics.analyses;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.analytics.StoredResult;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

class AnalysisSummaryTest {
    private static JsonObject sampleOverview() {
        return new JsonObject()
                .put("core_threshold", 2)
                .put("unique_audience_sample", 20_412)
                .put("core_audience_sample", 10_695)
                .put("core_pct", 52.4)
                .put("estimated_audience_size", 1_234_567.0)
                .put("estimated_core_audience_size", 646_913.0);
    }

    private static JsonObject interval(double value, double low, double high) {
        return new JsonObject()
                .put("value", value)
                .put("low", low)
                .put("high", high)
                .put("confidence", 0.95);
    }

    /** The overview as get_analysis_result reads it from a stored result. */
    private static AnalysisResult.Overview read(JsonObject overview) {
        return WireCodec.fromJson(overview, AnalysisResult.Overview.class);
    }

    @Test
    void the_first_sentence_names_the_figures_targets_are_judged_on_then_the_estimates_each_with_its_interval() {
        var overview = sampleOverview()
                .put(
                        "intervals",
                        new JsonObject().put("estimated_core_audience_size", interval(646_913, 601_000, 690_000)))
                .put(
                        "audience_estimate",
                        new JsonObject()
                                .put("window_posts", 30)
                                .put("unique_audience", interval(79_400, 75_100, 83_900))
                                .put("core_audience", interval(48_700, 44_200, 52_300))
                                .put("core_pct", interval(61.4, 57.2, 65.3))
                                .put("core_reach", interval(758_000, 706_000, 806_000)));
        assertThat(AnalysisSummary.of(read(overview)))
                .isEqualTo("Targets are judged on the spec's figures, counted in the "
                        + "sample: core % 52% and core reach 647,000 (601,000–690,000, 95% interval over resampled posts); the audience "
                        + "estimates: estimated audience core % about 61% (57–65%, 95% interval) and estimated audience core reach "
                        + "about 758,000 (706,000–806,000, 95% interval). Of the people who engaged with any of these creators' 30 "
                        + "most recent posts, estimated audience unique people about 79,000 (75,000–84,000), of them estimated "
                        + "audience core people (engaging with 2 or more) about 49,000 (44,000–52,000); core reach counts the core "
                        + "people one post from each creator would reach. In the sample (the engagers Sigment read on the sampled "
                        + "posts): unique audience sample 20,412 people, core audience sample 10,695 engaging with 2 or more; by the "
                        + "spec's formulas on the sample, estimated audience size 1.2 million.");
    }

    @Test
    void a_snapshot_from_before_audience_estimates_says_its_figures_are_the_samples() {
        assertThat(AnalysisSummary.of(read(sampleOverview())))
                .startsWith("Targets are judged on the spec's figures, counted "
                        + "in the sample: core % 52% and core reach 647,000. Measured before audience estimates: every figure of this "
                        + "snapshot describes the sample, not the creators' whole audience. In the sample");
    }

    @Test
    void targets_say_met_on_the_sample_and_on_the_estimates_with_how_surely() {
        var audience = new StoredResult.AudienceTargets(true, 0.835, null, null);
        assertThat(AnalysisSummary.targets(false, audience))
                .isEqualTo(" Targets: not met on the sample's core % and core "
                        + "reach; met by the estimated audience core % and estimated audience core reach, which meet both in 84% of "
                        + "their replicates (drawn with their intervals' spread).");
        assertThat(AnalysisSummary.targets(true, null))
                .isEqualTo(" Targets: met on the sample's core % and core reach.");
    }
}
