package io.sigment.jobs.discovery;

import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.jobs.FixedDetailsSamples;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * What a discovery job's steps ({@link DiscoverySteps}) write into its details, from the answers they get as the bus
 * carries them and the outputs of the steps before: a free re-run's copy, the sampling (with and without candidates),
 * the deepening (with and without its own cost), the completion (with and without a message, a re-run's too). Held to
 * {@code discovery-details-samples.json}.
 */
class DiscoveryDetailsSamplesTest {
    private static final String SAMPLED = "{\"candidates\":42,"
            + "\"cost\":{\"provider_runs\":3,\"provider_results\":180,\"youtube_units\":101},"
            + "\"platforms\":{\"tiktok\":{\"scrape_ids\":[\"discovery:dc_1#tiktok-0\"],"
            + "\"cost\":{\"provider_runs\":3,\"provider_results\":180,\"youtube_units\":0}}}}";

    @Test
    void the_steps_write_the_recorded_details() throws Exception {
        new FixedDetailsSamples()
                .writes(
                        "reused",
                        DiscoverySteps.reusedDetails(
                                summary("\"status\":\"completed\",\"groups_found\":4,\"creators_found\":31,"
                                        + "\"completed_at\":\"2026-11-29T09:00:00Z\",\"reused_from\":\"dc_0\"")))
                .writes("sampled", DiscoverySteps.sampledDetails(new JsonObject(SAMPLED)))
                .writes(
                        "sampled nobody",
                        DiscoverySteps.sampledDetails(new JsonObject("{\"candidates\":0,"
                                + "\"cost\":{\"provider_runs\":1,\"provider_results\":0,\"youtube_units\":0},"
                                + "\"platforms\":{}}")))
                .writes(
                        "deepened",
                        DiscoverySteps.deepenedDetails(
                                new JsonObject(SAMPLED),
                                new JsonObject("{\"refined_creators\":8,"
                                        + "\"cost\":{\"provider_runs\":2,\"provider_results\":160,\"youtube_units\":0},"
                                        + "\"platforms\":{}}")))
                .writes(
                        "deepened without cost",
                        DiscoverySteps.deepenedDetails(
                                new JsonObject(SAMPLED), new JsonObject("{\"refined_creators\":0}")))
                .writes(
                        "completed",
                        DiscoverySteps.completedDetails(summary("\"status\":\"completed\",\"groups_found\":4,"
                                + "\"creators_found\":31,\"completed_at\":\"2026-11-29T09:00:00Z\"")))
                .writes(
                        "completed with a message",
                        DiscoverySteps.completedDetails(summary("\"status\":\"completed\",\"groups_found\":0,"
                                + "\"creators_found\":0,\"completed_at\":\"2026-11-29T09:00:00Z\","
                                + "\"message\":\"No creators found for \\\"vegan baking\\\" with at least 1,000 "
                                + "followers.\"")))
                .writes(
                        "reused completed with a message",
                        DiscoverySteps.completedDetails(DiscoverySummary.fromJson(
                                summary("\"status\":\"completed\",\"groups_found\":0,\"creators_found\":0,"
                                                + "\"completed_at\":\"2026-11-29T09:00:00Z\",\"message\":\"Few "
                                                + "creators found.\",\"reused_from\":\"dc_0\"")
                                        .toJson()
                                        .put("reused", true))))
                .areAsRecordedIn("discovery-details-samples.json");
    }

    /** Analytics' answer for discovery {@code dc_1} ({@code vegan baking} on TikTok), with {@code fields}. */
    private static DiscoverySummary summary(String fields) {
        return DiscoverySummary.fromJson(new JsonObject("{\"discovery_id\":\"dc_1\",\"topic\":\"vegan baking\","
                + "\"platforms\":[\"tiktok\"],\"created_at\":\"2026-11-29T08:59:00Z\"," + fields + "}"));
    }
}
