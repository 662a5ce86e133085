package io.sigment.analytics.pricing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.analytics.AnalyticsVerticle;
import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.analytics.analyses.FrozenFixtures;
import io.sigment.analytics.engine.ThreeCreatorsAccess;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.testing.ServiceHarness;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * pricing_facts and the snapshot actions against a real database, over the event bus as accounts-service and
 * jobs-service call them; completed snapshots are written with the service's store at chosen times.
 */
class DiscountFactsTest {
    private static final Instant NOW = Instant.parse("2030-06-01T12:00:00Z");
    private static ServiceHarness analytics;
    private static ServiceClient bus;
    private static AnalysesStore store;

    @BeforeAll
    static void analyticsAlone() {
        analytics = ServiceHarness.of("analytics").clockAt(NOW).start(AnalyticsVerticle::new);
        bus = analytics.client;
        store = new AnalysesStore(analytics.pool());
    }

    @AfterAll
    static void close() {
        analytics.close();
    }

    @Test
    void a_creator_counts_as_recently_analyzed_for_30_days_after_its_snapshot_completed() {
        var workspace = workspace();
        completed(workspace, "instagram", NOW.minus(Duration.ofDays(29)), 0, 1);
        completed(workspace, "instagram", NOW.minus(Duration.ofDays(31)), 2);
        var facts = facts(
                workspace,
                new JsonObject()
                        .put("platform", "instagram")
                        .put(
                                "handles",
                                new JsonArray().add("A").add("@b").add("c").add("zed")));
        assertThat(facts.getJsonArray("recently_analyzed_handles")).containsExactly("A", "@b");
        var youtube =
                facts(workspace, new JsonObject().put("platform", "youtube").put("handles", new JsonArray().add("a")));
        assertThat(youtube.getJsonArray("recently_analyzed_handles")).isEmpty();
        var elsewhere = facts(
                workspace(), new JsonObject().put("platform", "instagram").put("handles", new JsonArray().add("a")));
        assertThat(elsewhere.getJsonArray("recently_analyzed_handles")).isEmpty();
    }

    @Test
    void a_rerun_is_priced_by_whether_the_analysis_ever_completed_and_names_its_creators() {
        var workspace = workspace();
        var analysisId = completed(workspace, "instagram", NOW.minus(Duration.ofDays(90)), 0, 1);
        var facts =
                facts(workspace, new JsonObject().put("platform", "instagram").put("analysis_id", analysisId));
        assertThat(facts.getBoolean("analysis_completed_before")).isTrue();
        assertThat(facts.getJsonArray("handles")).containsExactly("a", "b");

        assertThatThrownBy(() -> facts(
                        workspace(),
                        new JsonObject().put("platform", "instagram").put("analysis_id", analysisId)))
                .isInstanceOfSatisfying(
                        ToolError.class, e -> assertThat(e.kind()).isEqualTo(ToolError.Kind.NOT_FOUND));
        assertThatThrownBy(() -> facts(
                        workspace, new JsonObject().put("platform", "tiktok").put("analysis_id", analysisId)))
                .isInstanceOfSatisfying(
                        ToolError.class, e -> assertThat(e.kind()).isEqualTo(ToolError.Kind.NOT_FOUND));
    }

    @Test
    void open_snapshot_is_idempotent_and_refuses_another_workspaces_analysis() {
        var workspace = workspace();
        var analysisId = "ana_" + UUID.randomUUID();
        var open = new JsonObject()
                .put("platform", "instagram")
                .put("analysis_id", analysisId)
                .put("snapshot_id", "snp_" + UUID.randomUUID())
                .put("handles", new JsonArray().add("a"))
                .put("job_id", "j");
        var first = bus.request(AnalyticsAction.OPEN_SNAPSHOT, caller(workspace), open)
                .await();
        assertThat(bus.request(AnalyticsAction.OPEN_SNAPSHOT, caller(workspace), open)
                        .await())
                .isEqualTo(first);
        assertThatThrownBy(() -> bus.request(
                                AnalyticsAction.OPEN_SNAPSHOT,
                                caller(workspace()),
                                open.copy().put("snapshot_id", "snp_" + UUID.randomUUID()))
                        .await())
                .isInstanceOfSatisfying(
                        ToolError.class, e -> assertThat(e.kind()).isEqualTo(ToolError.Kind.NOT_FOUND));
        var failed = bus.request(
                        AnalyticsAction.FAIL_SNAPSHOT,
                        caller(workspace),
                        new JsonObject()
                                .put("snapshot_id", open.getString("snapshot_id"))
                                .put("error", "boom"))
                .await();
        assertThat(failed.getString("status")).isEqualTo("failed");
    }

    /** An analysis of the three creators picked by index, with one snapshot completed at {@code at}. */
    private static String completed(String workspace, String platform, Instant at, int... creators) {
        var analysisId = "ana_" + UUID.randomUUID();
        var snapshotId = "snp_" + UUID.randomUUID();
        var samples = FrozenFixtures.frozen(ThreeCreatorsAccess.samples());
        var handles = new JsonArray();
        for (int c : creators) handles.add(samples.get(c).handle());
        bus.request(
                        AnalyticsAction.OPEN_SNAPSHOT,
                        caller(workspace),
                        new JsonObject()
                                .put("platform", platform)
                                .put("analysis_id", analysisId)
                                .put("snapshot_id", snapshotId)
                                .put("handles", handles)
                                .put("job_id", "snapshot:" + analysisId + "/" + snapshotId))
                .await();
        for (int c : creators) store.freeze(snapshotId, samples.get(c)).await();
        store.complete(
                        snapshotId,
                        "{}",
                        new JsonObject(),
                        new JsonArray(),
                        OffsetDateTime.ofInstant(at, ZoneOffset.UTC))
                .await();
        return analysisId;
    }

    private static JsonObject facts(String workspace, JsonObject args) {
        return bus.request(AnalyticsAction.PRICING_FACTS, caller(workspace), args)
                .await();
    }

    private static String workspace() {
        return "ws_" + UUID.randomUUID();
    }

    private static Caller caller(String workspace) {
        return new Caller("r", "usr", workspace, "api_key", "key", "agent", List.of(workspace));
    }
}
