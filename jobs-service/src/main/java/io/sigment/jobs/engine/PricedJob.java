package io.sigment.jobs.engine;

import io.sigment.common.api.accounts.HoldRequest;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.json.JsonObject;

/**
 * A priced, checked start of paid work, as a kind's {@link JobKind.Pricing} makes it.
 *
 * @param dedupeKey equal for the same work: a queued or running job with it refuses a new start
 * @param authorize the work as accounts' {@code authorize} checks and records it, not yet priced
 * @param params    everything the steps need, stored with the job
 * @param reply     fields the start reply and {@code get_job} show besides the engine's (e.g. analysis_id)
 * @param workspaceId the workspace the work belongs to when not the caller's (a re-run of an analysis of the
 *                  user's other workspace), else null
 * @param reuses    true when the work copies a stored result (a discovery of a topic the workspace ran in the last
 *                  24 hours) and calls no platform: set from the pricing fact that allowed it, never from the price
 */
public record PricedJob(
        JobId jobId,
        String dedupeKey,
        long price,
        long maxCredits,
        HoldRequest authorize,
        JsonObject params,
        JsonObject reply,
        String workspaceId,
        boolean reuses) {

    public PricedJob(
            JobId jobId,
            String dedupeKey,
            long price,
            long maxCredits,
            HoldRequest authorize,
            JsonObject params,
            JsonObject reply,
            String workspaceId) {
        this(jobId, dedupeKey, price, maxCredits, authorize, params, reply, workspaceId, false);
    }

    public PricedJob(
            JobId jobId,
            String dedupeKey,
            long price,
            long maxCredits,
            HoldRequest authorize,
            JsonObject params,
            JsonObject reply) {
        this(jobId, dedupeKey, price, maxCredits, authorize, params, reply, null, false);
    }
}
