package io.sigment.common.api;

import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;
import java.util.Arrays;

/**
 * Analytics' internal snapshot actions in {@link FixedWireSamples}: what jobs-service sends, and what analytics reads
 * of it, in its order, with its refusals.
 */
final class AnalyticsRequestSamples {
    private AnalyticsRequestSamples() {}

    static void addTo(FixedWireSamples book) {
        book.writes(
                "fail_snapshot request",
                () -> new JsonObject().put("snapshot_id", "snap_1").put("error", "The scrape failed."));
        book.writes(
                "fail_snapshot request no error",
                () -> new JsonObject().put("snapshot_id", "snap_1").put("error", null));
        book.reads(
                "fail_snapshot",
                json -> values(
                        ToolArgs.string(json, "snapshot_id", 1, 100),
                        ToolArgs.optionalString(json, "error", 0, 4000)),
                "{\"snapshot_id\":\"snap_1\",\"error\":\"The scrape failed.\"}",
                "{\"snapshot_id\":\"snap_1\",\"error\":null}",
                "{\"snapshot_id\":\"snap_1\",\"error\":\"\"}",
                "{\"snapshot_id\":\"snap_1\"}",
                "{\"snapshot_id\":\"snap_1\",\"error\":5}",
                "{\"snapshot_id\":\"snap_1\",\"error\":\"" + "e".repeat(4001) + "\"}",
                "{\"snapshot_id\":\"\",\"error\":5}",
                "{\"snapshot_id\":7}",
                "{\"snapshot_id\":\"" + "s".repeat(101) + "\"}",
                "{\"error\":\"x\"}",
                "{}");
    }

    private static String values(Object... values) {
        return Arrays.asList(values).toString();
    }
}
