package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Flattened;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.MayBeNull;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What a start of queued paid work answers ({@code analyze_creators}, {@code run_analysis},
 * {@code discover_creators}): the job's id, status and stage, what its kind answers of the work it starts
 * ({@code details}, each written as a field of the reply itself: the analysis or discovery, a note), when to ask
 * again, the credits it holds with the workspace's balance and what is available, and what to do next.
 */
public record JobStarted(
        @InEveryReply @MayBeNull @JsonInclude(JsonInclude.Include.ALWAYS)
        String jobId,

        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        String status,

        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        String stage,

        @Flattened JsonObject details,
        @InEveryReply int pollAfterSeconds,
        @InEveryReply Credits credits,
        String next) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static JobStarted fromJson(JsonObject json) {
        return WireCodec.fromJson(json, JobStarted.class);
    }

    /** What the start holds (none charged yet), and the workspace's balance and available credits after the hold. */
    public record Credits(long held, long charged, long balance, long available) {}
}
