package io.sigment.jobs;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.jobs.JobState;
import io.sigment.common.api.jobs.JobsTools;
import io.sigment.jobs.engine.JobMetrics;
import io.sigment.jobs.engine.JobsStore;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/**
 * {@code get_job} and {@code wait_for_job}. Waiting holds no thread ({@link JobWaiters}): it answers at the
 * first change to a finished state or when the wait (at most 25 s) runs out.
 */
public final class JobStatus {
    static final int MAX_WAIT_SECONDS = 25;
    private static final int POLL_AFTER_SECONDS = 5;
    /** Kept from the sender's budget for the reply to reach it. */
    static final Duration REPLY_MARGIN = Duration.ofSeconds(1);

    private final JobWaiters waiters;
    private final JobsStore store;

    public JobStatus(Vertx vertx, JobsStore store, JobMetrics metrics) {
        this.waiters = new JobWaiters(vertx, metrics);
        this.store = store;
    }

    /** Subscribes to job changes; the verticle serves {@code wait_for_job} only after this. */
    public Future<Void> start() {
        return waiters.start();
    }

    public Future<JsonObject> get(Caller caller, JsonObject args) {
        return find(caller, JobsTools.GET_JOB.read(args).jobId()).map(JobStatus::withAdvice);
    }

    /**
     * Waits as asked (at most 25 s), and never past the sender's {@code budget} less {@link #REPLY_MARGIN}: a wait
     * the gateway sent again after a member's loss has only what is left of the call's time, and answers the job's
     * state within it rather than too late.
     */
    public Future<JsonObject> waitFor(Caller caller, JsonObject args, Duration budget) {
        var input = JobsTools.WAIT_FOR_JOB.read(args);
        var jobId = input.jobId();
        int asked = input.timeoutSeconds();
        var withinBudget =
                (int) Math.min(Integer.MAX_VALUE, budget.minus(REPLY_MARGIN).toSeconds());
        var seconds = Math.max(1, Math.min(Math.min(MAX_WAIT_SECONDS, asked), withinBudget));
        return waiters.await(jobId, seconds * 1000L, () -> find(caller, jobId)).map(JobStatus::withAdvice);
    }

    private Future<JobState> find(Caller caller, String jobId) {
        return store.state(jobId, caller.workspaceIdArray())
                .compose(job -> job.map(Future::succeededFuture)
                        .orElseGet(() -> Future.failedFuture(ToolError.notFound(
                                "Check the job_id: pass it exactly as the call that started the work returned it."))));
    }

    private static JsonObject withAdvice(JobState state) {
        if (!state.running()) return state.toJson();
        return state.advised(
                        POLL_AFTER_SECONDS,
                        "Still running: call wait_for_job again with the same job_id; do not resubmit the work.")
                .toJson();
    }
}
