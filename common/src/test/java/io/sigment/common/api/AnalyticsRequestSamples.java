package io.sigment.common.api;

import io.sigment.common.api.analytics.SnapshotFailure;
import java.util.Arrays;

/**
 * Analytics' internal snapshot actions in {@link FixedWireSamples}: what jobs-service sends, and what analytics reads
 * of it, in its order, with its refusals.
 */
final class AnalyticsRequestSamples {
    private AnalyticsRequestSamples() {}

    static void addTo(FixedWireSamples book) {
        book.writes("fail_snapshot request", () -> new SnapshotFailure("snap_1", "The scrape failed.").toJson());
        book.writes("fail_snapshot request no error", () -> new SnapshotFailure("snap_1", null).toJson());
        book.reads(
                "fail_snapshot",
                json -> {
                    var failure = SnapshotFailure.fromJson(json);
                    return values(failure.snapshotId(), failure.error());
                },
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
