package io.sigment.common.api.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The replies jobs-service reads from analytics read back what they write, and keep analytics' wire JSON. */
class AnalyticsRepliesTest {

    @Test
    void an_analyzed_snapshot_reads_back_with_its_headline_as_given() {
        var analyzed = new SnapshotAnalysis(
                "snap_1", 12, new JsonObject().put("creators_analyzed", 12).put("median_overlap", 0.04));
        assertThat(SnapshotAnalysis.fromJson(analyzed.toJson())).isEqualTo(analyzed);
        var sample = new JsonObject("{\"snapshot_id\":\"snap_2\",\"status\":\"completed\",\"creators_analyzed\":3,"
                + "\"headline\":{\"creators_analyzed\":3}}");
        var decoded = SnapshotAnalysis.fromJson(sample);
        assertThat(decoded.creatorsAnalyzed()).isEqualTo(3);
        assertThat(decoded.toJson().encode()).isEqualTo(sample.encode());
        assertThat(new SnapshotAnalysis("snap_3", 0, null).toJson().getJsonObject("headline"))
                .isEmpty();
    }

    @Test
    void a_deepening_keeps_its_platforms_in_order_and_a_platform_without_handles_has_none() {
        var deepen = new LinkedHashMap<String, List<String>>();
        deepen.put("tiktok", List.of("b"));
        deepen.put("instagram", List.of("c3", "c7"));
        var ranked = new DiscoveryDeepening(new DiscoveryId("dc_1"), deepen);
        assertThat(DiscoveryDeepening.fromJson(ranked.toJson())).isEqualTo(ranked);
        assertThat(ranked.toJson().encode())
                .isEqualTo("{\"discovery_id\":\"dc_1\",\"deepen\":{\"tiktok\":[\"b\"],\"instagram\":[\"c3\",\"c7\"]}}");
        assertThat(ranked.handles("youtube")).isEmpty();
        var completed = DiscoveryDeepening.fromJson(new JsonObject("{\"discovery_id\":\"dc_2\",\"deepen\":{}}"));
        assertThat(completed).isEqualTo(new DiscoveryDeepening(new DiscoveryId("dc_2"), Map.of()));
    }

    @Test
    void a_summary_reads_back_and_leaves_out_what_a_running_discovery_has_not_got() {
        var done = new DiscoverySummary(
                new DiscoveryId("dc_3"),
                "yoga",
                List.of("instagram"),
                "completed",
                4,
                90,
                "2026-11-01T10:00:00Z",
                "2026-11-01T10:12:00Z",
                null,
                "dc_1");
        assertThat(DiscoverySummary.fromJson(done.toJson())).isEqualTo(done);
        var sample = new JsonObject("{\"discovery_id\":\"dc_4\",\"topic\":\"home workouts\","
                + "\"platforms\":[\"instagram\",\"tiktok\"],\"status\":\"running\",\"groups_found\":0,\"creators_found\":0,"
                + "\"created_at\":\"2026-11-01T10:00:00Z\"}");
        var running = DiscoverySummary.fromJson(sample);
        assertThat(running)
                .isEqualTo(new DiscoverySummary(
                        new DiscoveryId("dc_4"),
                        "home workouts",
                        List.of("instagram", "tiktok"),
                        "running",
                        0,
                        0,
                        "2026-11-01T10:00:00Z",
                        null,
                        null,
                        null));
        assertThat(running.toJson().encode()).isEqualTo(sample.encode());
    }
}
