package io.sigment.analytics.analyses;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.OffsetDateTime;

/**
 * One measurement of an analysis (one scrape). {@code running} until jobs-service reports the analysis done
 * ({@code completed}, then immutable) or failed.
 *
 * @param creators the scrape's per-creator status, once analyzed
 * @param headline the overview's key numbers, once completed
 */
public record Snapshot(
        String snapshotId,
        String analysisId,
        String jobId,
        String status,
        String error,
        JsonArray creators,
        JsonObject headline,
        OffsetDateTime createdAt,
        OffsetDateTime finishedAt) {
    public static final String RUNNING = "running";
    public static final String COMPLETED = "completed";
    public static final String FAILED = "failed";

    public boolean completed() {
        return COMPLETED.equals(status);
    }

    public boolean running() {
        return RUNNING.equals(status);
    }
}
