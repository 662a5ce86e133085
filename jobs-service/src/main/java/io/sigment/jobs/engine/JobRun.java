package io.sigment.jobs.engine;

import io.sigment.common.ToolError;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.accounts.HoldSettled;
import io.sigment.common.api.jobs.OptimizedSelection;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import java.util.logging.Logger;

/**
 * One replica working on one claimed job: runs its steps not yet done, renewing the lease meanwhile; captures
 * the hold after the charging step; completes the job, or fails it with its credits returned. If the lease is
 * lost the run stops and writes nothing more: the job is another replica's now.
 */
final class JobRun implements JobContext.Writes {
    private static final Logger LOG = Logger.getLogger(JobRun.class.getName());
    /** Retries of a step that got no answer: after 2, 4, 8, 16 and 32 s (62 s in all, a restart's time under load). */
    static final int SILENCE_RETRIES = 5;

    /** The first retry's delay; each next one waits twice as long. */
    static final Duration FIRST_SILENCE_RETRY = Duration.ofSeconds(2);

    private final Vertx vertx;
    private final JobsStore store;
    private final ClaimsStore claims;
    private final JobCredits credits;
    private final JobKind kind;
    private final Job job;
    private final String owner;
    private final int leaseSeconds;
    private final JobMetrics metrics;
    private final long firstRetryMillis;
    private String stage;
    private boolean charged;
    private Long balanceAfterCharge;
    private Throwable failure;
    private volatile boolean leaseLost;

    JobRun(
            Vertx vertx,
            JobsStore store,
            ClaimsStore claims,
            JobCredits credits,
            JobKind kind,
            Job job,
            String owner,
            int leaseSeconds,
            JobMetrics metrics,
            Duration firstSilenceRetry) {
        this.vertx = vertx;
        this.store = store;
        this.claims = claims;
        this.credits = credits;
        this.kind = kind;
        this.job = job;
        this.owner = owner;
        this.leaseSeconds = leaseSeconds;
        this.metrics = metrics;
        this.firstRetryMillis = firstSilenceRetry.toMillis();
        this.stage = job.stage();
        this.charged = job.charged();
    }

    /** Completes when the run ends: the job finished, failed, or was lost to another replica. */
    Future<Void> run() {
        var renewal = vertx.setPeriodic(
                leaseSeconds * 1000L / 3,
                t -> claims.renew(job.jobId(), owner, leaseSeconds).onSuccess(ours -> leaseLost |= !ours));
        JobEvents.changed(vertx, job.jobId(), "running", stage);
        var context = new JobContext(job, this);
        // Only a failed step fails the job: a failed final write is retried by whoever resumes it, never refunded.
        return unknownSteps()
                .compose(v -> steps(context, 0))
                .transform(steps -> steps.succeeded()
                        ? finish("completed", null)
                        : leaseLost || steps.cause() instanceof LeaseLost
                                ? Future.succeededFuture()
                                : fail(context, steps.cause()))
                .eventually(() -> {
                    vertx.cancelTimer(renewal);
                    return Future.succeededFuture();
                });
    }

    /**
     * A synchronous job's run within its call: the last step's output with {@code credits} (charged, and the balance
     * after the charge, else {@code balanceAtStart}), or the failure that failed the job once its credits are returned.
     */
    Future<JsonObject> runHere(Long balanceAtStart) {
        return run().transform(ended -> {
            if (failure instanceof ToolError) return Future.failedFuture(failure);
            if (failure != null) return Future.failedFuture(ToolError.unavailable());
            if (ended.failed() || leaseLost) return Future.failedFuture(ToolError.unavailable());
            var last = kind.steps().get(kind.steps().size() - 1).name();
            var balance = balanceAfterCharge != null ? balanceAfterCharge : balanceAtStart;
            return Future.succeededFuture(withCredits(
                    job.outputs().getJsonObject(last, new JsonObject()), charged ? job.price() : 0, balance));
        });
    }

    /**
     * A synchronous job's reply: its last step's {@code output} with the credits {@code charged} and the balance, as
     * {@link OptimizedSelection.Charge} writes them ({@code optimize_selection} is the synchronous kind).
     */
    static JsonObject withCredits(JsonObject output, long charged, Long balance) {
        return output.copy().put("credits", WireCodec.toJson(new OptimizedSelection.Charge(charged, balance)));
    }

    /** Fails a job that must not run again (a synchronous job whose replica died), returning its credits. */
    Future<Void> abandon() {
        var renewal = vertx.setPeriodic(leaseSeconds * 1000L / 3, t -> claims.renew(job.jobId(), owner, leaseSeconds));
        return fail(new JobContext(job, this), new JobStepFailure("the call that started it ended before it finished"))
                .eventually(() -> {
                    vertx.cancelTimer(renewal);
                    return Future.succeededFuture();
                });
    }

    /**
     * A job another version of the kind began (a rolling update) may have done steps this version does not have:
     * what they left is not what its steps expect, so the job fails with its credits returned instead of going on.
     */
    private Future<Void> unknownSteps() {
        var known = kind.steps().stream().map(JobStep::name).toList();
        var unknown = job.outputs().fieldNames().stream()
                .filter(name -> !known.contains(name))
                .sorted()
                .toList();
        if (unknown.isEmpty()) return Future.succeededFuture();
        return Future.failedFuture(new JobStepFailure("it was begun by another version of Sigment (steps "
                + String.join(", ", unknown) + " are not this version's)"));
    }

    private Future<Void> steps(JobContext context, int index) {
        var steps = kind.steps();
        if (index == steps.size()) return Future.succeededFuture();
        var step = steps.get(index);
        if (job.done(step)) return steps(context, index + 1);
        var next = index + 1 < steps.size() && steps.get(index + 1).stage() != JobStage.QUEUED
                ? job.stageOf(steps.get(index + 1)).key()
                : null;
        var began = System.nanoTime();
        return untilAnswered(step, context, 0)
                .onSuccess(output ->
                        metrics.stepRan(kind.name(), step.stage().key(), Duration.ofNanos(System.nanoTime() - began)))
                .compose(output -> settle(step, output).map(output))
                .compose(output -> store.stepDone(job.jobId(), owner, step.name(), output, next, charged)
                        .compose(ours -> {
                            if (!ours) return Future.failedFuture(new LeaseLost());
                            job.outputs().put(step.name(), output);
                            if (next != null && !next.equals(stage)) {
                                stage = next;
                                JobEvents.changed(vertx, job.jobId(), "running", stage);
                            }
                            return steps(context, index + 1);
                        }));
    }

    /**
     * The step's work, run again while it fails only because part of Sigment did not answer in time (a process killed
     * or restarting: {@link ToolError#unavailable()}), {@link #SILENCE_RETRIES} times at growing intervals, as long as
     * the job is still this replica's. Steps are idempotent (a resumed job runs its current step again), so a retry is
     * what a resume would do, without failing the job and returning its credits first. Not a synchronous job's: the
     * agent's call waits on it, and must not time out while the job goes on to be charged.
     */
    private Future<JsonObject> untilAnswered(JobStep step, JobContext context, int retry) {
        return step.work().run(context).recover(cause -> {
            var noAnswer = cause instanceof ToolError error && error.isNoAnswer();
            if (kind.synchronous() || retry >= SILENCE_RETRIES || leaseLost || !noAnswer)
                return Future.failedFuture(cause);
            metrics.stepRetried(kind.name(), step.stage().key());
            return vertx.timer(firstRetryMillis << retry).compose(v -> untilAnswered(step, context, retry + 1));
        });
    }

    /** After the charging step: captures the hold, or releases it when the output is not worth charging. */
    private Future<Void> settle(JobStep step, JsonObject output) {
        if (!step.charging().whenDone() || job.holdId() == null) return Future.succeededFuture();
        if (!step.charging().worthIt().test(output)) {
            return credits.refund(job.workspaceId(), job.holdId())
                    .onSuccess(
                            r -> metrics.refunded(kind.name(), JobMetrics.RefundReason.NOT_WORTH_CHARGING, job.price()))
                    .compose(this::keepBalance);
        }
        return credits.capture(job.workspaceId(), job.holdId()).compose(captured -> {
            charged = true;
            balanceAfterCharge = captured.balance();
            return keepBalance(captured);
        });
    }

    /**
     * The balance after the credits moved, for the job's {@code credits} (kept with the job, so any replica shows it).
     */
    private Future<Void> keepBalance(HoldSettled settled) {
        return store.report(job.jobId(), owner, new JsonObject().put(JobView.BALANCE, settled.balance()))
                .mapEmpty();
    }

    /** Returns the credits first: if accounts cannot be reached the job stays running and is retried later. */
    private Future<Void> fail(JobContext context, Throwable cause) {
        failure = cause;
        var error = JobErrors.describe(kind, stage, job.price(), charged, cause);
        if (!(cause instanceof ToolError) && !(cause instanceof JobStepFailure)) {
            Log.error(LOG, "job failed", Map.of("job_id", job.jobId(), "stage", stage), cause);
        }
        Future<?> refund = job.holdId() == null
                ? Future.succeededFuture()
                : credits.refund(job.workspaceId(), job.holdId())
                        .onSuccess(r -> metrics.refunded(kind.name(), JobMetrics.RefundReason.JOB_FAILED, job.price()))
                        .compose(this::keepBalance);
        return refund.compose(
                        returned -> kind.onFailed().run(context, error).recover(ignored -> Future.succeededFuture()))
                .compose(v -> finish("failed", error))
                .onSuccess(v -> metrics.failed(kind.name(), stage, cause))
                .onFailure(unsettled -> Log.error(
                        LOG, "job failure not settled; it will be retried", Map.of("job_id", job.jobId()), unsettled));
    }

    private Future<Void> finish(String status, String error) {
        return store.finish(job.jobId(), owner, status, error).compose(took -> {
            if (took.isEmpty()) return Future.failedFuture(new LeaseLost());
            metrics.finished(kind.name(), status, took.get());
            JobEvents.changed(vertx, job.jobId(), status, stage);
            return Future.succeededFuture();
        });
    }

    @Override
    public Future<Void> progress(JsonObject progress) {
        return store.progress(job.jobId(), owner, progress).mapEmpty();
    }

    @Override
    public Future<Void> report(JsonObject details) {
        return store.report(job.jobId(), owner, details).mapEmpty();
    }

    /** This replica no longer owns the job. */
    private static final class LeaseLost extends RuntimeException {
        LeaseLost() {
            super("lease lost", null, false, false);
        }
    }
}
