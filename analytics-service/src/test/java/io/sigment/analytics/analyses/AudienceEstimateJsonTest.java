package io.sigment.analytics.analyses;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.analytics.engine.audience.AudienceEstimate;
import io.sigment.analytics.engine.audience.Interval;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AudienceEstimateJsonTest {
    /** Core % 60 (55-65), core reach 50,000 (40,000-60,000); four replicates, two of which meet 58 % and 45,000. */
    private static final AudienceEstimate ESTIMATE = new AudienceEstimate(
            AudienceEstimate.ESTIMAND,
            "m",
            30,
            new Interval(1000, 900, 1100, 0.95),
            new Interval(600, 540, 660, 0.95),
            new Interval(60, 55, 65, 0.95),
            new Interval(50_000, 40_000, 60_000, 0.95),
            Map.of(),
            Map.of("a|b", new Interval(7, 5, 9, 0.95)),
            new double[] {57, 59, 61, 63.5},
            new double[] {52_000, 44_000, 47_000, 58_000});

    private static JsonObject stored() {
        return new JsonObject()
                .put("method_version", AudienceEstimateJson.METHOD_VERSION)
                .put(
                        "overview",
                        new JsonObject()
                                .put("core_pct", 40.0)
                                .put("audience_estimate", WireCodec.toJson(AudienceEstimateJson.overview(ESTIMATE))))
                .put("audience_replicates", WireCodec.toJson(AudienceEstimateJson.replicates(ESTIMATE)));
    }

    @Test
    void targets_on_the_estimate_say_met_on_its_value_and_the_share_of_replicates_meeting_both() {
        var targets = WireCodec.toJson(
                AudienceEstimateJson.targets(AudienceEstimateJson.stored(stored()), new Targets(58, 45_000)));
        assertThat(targets.getBoolean("met")).isTrue();
        assertThat(targets.getDouble("chance_met")).isEqualTo(0.5).isEqualTo(ESTIMATE.chanceTargetsMet(58, 45_000));
        assertThat(targets.getJsonObject("core_pct"))
                .isEqualTo(new JsonObject()
                        .put("value", 60.0)
                        .put("low", 55.0)
                        .put("high", 65.0)
                        .put("confidence", 0.95));
        assertThat(targets.getJsonObject("core_reach").getDouble("low")).isEqualTo(40_000);
        var missed = AudienceEstimateJson.targets(AudienceEstimateJson.stored(stored()), new Targets(61, 0));
        assertThat(missed.met()).isFalse();
        assertThat(missed.chanceMet()).isEqualTo(0.5);
    }

    @Test
    void a_result_from_before_audience_estimates_has_none() {
        assertThat(AudienceEstimateJson.stored(
                        new JsonObject().put("overview", new JsonObject().put("core_pct", 40.0))))
                .isNull();
    }

    @Test
    void replicates_round_trip_exactly_and_a_pair_is_found_in_either_order() {
        double[] values = {0.1, 1e-300, 123456.789, -0.0};
        assertThat(AudienceEstimateJson.decode(AudienceEstimateJson.encode(values)))
                .containsExactly(values);
        assertThat(AudienceEstimateJson.pair(ESTIMATE, "b", "a").value()).isEqualTo(7);
        assertThat(AudienceEstimateJson.pair(ESTIMATE, "a", "c")).isNull();
    }
}
