package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What jobs-service broadcasts on {@code Topics.JOB_CHANGED} when a job's status or stage changes: the job, its
 * status and its stage (null when it has none). A process that parks waits reads it; a job id left out reads as
 * {@code ""}, no job's.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record JobChanged(@EmptyWhenAbsent String jobId, String status, String stage) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static JobChanged fromJson(JsonObject json) {
        return WireCodec.fromJson(json, JobChanged.class);
    }
}
