package io.sigment.jobs.engine;

import io.vertx.core.json.JsonObject;

/** The row a start writes: a queued job holding its credits, and the trace of the call that started it (or null). */
record NewJob(
        String jobId,
        String workspaceId,
        String kind,
        String dedupeKey,
        JsonObject params,
        JsonObject details,
        long price,
        String holdId,
        String traceparent) {

    NewJob(
            String jobId,
            String workspaceId,
            String kind,
            String dedupeKey,
            JsonObject params,
            JsonObject details,
            long price,
            String holdId) {
        this(jobId, workspaceId, kind, dedupeKey, params, details, price, holdId, null);
    }

    /** The job as its row reads back right after the insert: queued, no step done, nothing charged. */
    Job queued() {
        return new Job(jobId, workspaceId, kind, "queued", params, new JsonObject(), price, holdId, false, traceparent);
    }
}
