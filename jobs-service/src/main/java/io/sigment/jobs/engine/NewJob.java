package io.sigment.jobs.engine;

import io.vertx.core.json.JsonObject;

/** The row a start writes: a queued job holding its credits. */
record NewJob(String jobId, String workspaceId, String kind, String dedupeKey, JsonObject params, JsonObject details,
              long price, String holdId) {
}
