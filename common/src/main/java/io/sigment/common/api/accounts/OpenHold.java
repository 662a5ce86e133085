package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonObject;

/**
 * A hold neither captured nor released, as {@link AccountsAction#LIST_OPEN_HOLDS} lists it. {@code jobId} is the job
 * the hold pays for (given to {@code authorize}), or null for a hold that is not a job's.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record OpenHold(
        String holdId, String workspaceId, String idempotencyKey, JobId jobId, long amount, String createdAt) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static OpenHold fromJson(JsonObject json) {
        return WireCodec.fromJson(json, OpenHold.class);
    }
}
