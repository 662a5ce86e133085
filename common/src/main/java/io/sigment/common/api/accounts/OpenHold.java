package io.sigment.common.api.accounts;

import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonObject;

/**
 * A hold neither captured nor released, as {@link AccountsAction#LIST_OPEN_HOLDS} lists it. {@code jobId} is the job
 * the hold pays for (given to {@code authorize}), or null for a hold that is not a job's.
 */
public record OpenHold(String holdId, String workspaceId, String idempotencyKey, JobId jobId, long amount,
                       String createdAt) {

  public JsonObject toJson() {
    return new JsonObject().put("hold_id", holdId).put("workspace_id", workspaceId)
        .put("idempotency_key", idempotencyKey).put("job_id", jobId == null ? null : jobId.value()).put("amount", amount).put("created_at", createdAt);
  }

  public static OpenHold fromJson(JsonObject json) {
    return new OpenHold(json.getString("hold_id"), json.getString("workspace_id"), json.getString("idempotency_key"),
        json.getString("job_id") == null ? null : new JobId(json.getString("job_id")), json.getLong("amount", 0L), json.getString("created_at"));
  }
}
