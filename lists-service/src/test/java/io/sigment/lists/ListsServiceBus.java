package io.sigment.lists;

import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.lists.AnalysisShare;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.testing.MovableClock;
import io.sigment.common.testing.ServiceHarness;
import io.sigment.common.testing.TestConfig;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * lists-service alone on a local (non-clustered) Vert.x against a fresh, migrated database ({@link ServiceHarness}),
 * with a clock the test moves; requests go over the event bus exactly as the gateway and analytics-service send them.
 */
public final class ListsServiceBus implements AutoCloseable {
    public final MovableClock clock;
    private final ServiceHarness service;

    public ListsServiceBus() {
        this(freshConfig());
    }

    /** lists-service on the database of {@code config}, migrated to the newest version first. */
    public ListsServiceBus(Config config) {
        service = ServiceHarness.of("lists")
                .database(config)
                .clockAt(Instant.parse("2030-01-01T00:00:00Z"))
                .start(ListsVerticle::new);
        clock = service.clock;
    }

    /** A node's settings on a fresh, unmigrated database. */
    public static Config freshConfig() {
        return TestConfig.withFreshDatabase(TestConfig.node()).with(Setting.PUBLIC_BASE_URL, "https://sigment.test");
    }

    /** Runs {@code sql} on the service's database, as a test looks at what is stored. */
    public List<Row> sql(String sql, Object... params) {
        return service.sql(sql, params);
    }

    /** An agent's caller: a user of its own with the given number of workspaces, the first one targeted. */
    public static Caller newCaller(int workspaces) {
        var id = UUID.randomUUID().toString().substring(0, 8);
        var ids = java.util.stream.IntStream.range(0, workspaces)
                .mapToObj(i -> "ws_" + id + "_" + i)
                .toList();
        return new Caller("req-" + id, "usr_" + id, ids.get(0), "api_key", "key_" + id, "test agent", ids);
    }

    /**
     * What analytics-service asks {@code share_analysis_link} for an Instagram analysis it found in the caller's
     * workspaces ({@link AnalysisShare}, no snapshot: the latest; no workspace: the caller's).
     */
    public static JsonObject analysisShare(String analysisId) {
        return new AnalysisShare(new AnalysisId(analysisId), null, "instagram", null).toJson();
    }

    public Future<JsonObject> send(String action, Caller caller, JsonObject args) {
        return service.client.request(ServiceAddress.LISTS, action, caller, args);
    }

    public JsonObject call(String action, Caller caller, JsonObject args) {
        return send(action, caller, args).await();
    }

    /** The ToolError an action fails with (fails the test if it succeeds). */
    public ToolError failure(String action, Caller caller, JsonObject args) {
        try {
            var result = call(action, caller, args);
            throw new AssertionError(action + " succeeded: " + result);
        } catch (ToolError error) {
            return error;
        }
    }

    public static <T> List<T> awaitAll(List<Future<T>> futures) {
        Future.all(futures).await();
        return futures.stream().map(Future::result).toList();
    }

    @Override
    public void close() {
        service.close();
    }
}
