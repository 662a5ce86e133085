package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.HoldAuthorization;
import io.sigment.common.api.jobs.JobStarted;
import io.sigment.common.api.jobs.JobState;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.Tracing;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Logger;

/**
 * Starting paid work, with the checks in the spec's order (README): the kind's arguments and price, then
 * max_credits, a duplicate, the workspace's active jobs, the platform's queue ("Sigment is busy"), the platforms'
 * daily budget (a workspace past its share starts marked over_share; the whole budget spent refuses), and
 * accounts' authorization. Each
 * refusal writes nothing. The reply comes at once; the job runs in the background. A synchronous kind (no scrape)
 * skips the queue and the platforms' budget and runs within the call: the reply is its result with the credits.
 */
final class JobStarts {
    private static final Logger LOG = Logger.getLogger(JobStarts.class.getName());
    static final int POLL_AFTER_SECONDS = 10;
    /** In a job's params: its workspace had used its share of a platform's daily budget when it started. */
    static final String OVER_SHARE = "over_share";

    static final String OVER_SHARE_NOTE = "This workspace used its share of today's platform budget: the job waits "
            + "behind other workspaces' jobs while the platform is busy and runs when it is free.";

    private final AdmissionStore admissions;
    private final JobsStore store;
    private final JobCredits credits;
    private final JobScheduler scheduler;
    private final PlatformShareCheck shares;
    private final int maxQueued;
    private final JobMetrics metrics;

    JobStarts(
            AdmissionStore admissions,
            JobsStore store,
            JobCredits credits,
            JobScheduler scheduler,
            PlatformShareCheck shares,
            int maxQueued,
            JobMetrics metrics) {
        this.shares = shares;
        this.admissions = admissions;
        this.store = store;
        this.credits = credits;
        this.scheduler = scheduler;
        this.maxQueued = maxQueued;
        this.metrics = metrics;
    }

    Future<JsonObject> start(JobKind kind, Caller caller, JsonObject args) {
        if (caller.workspaceId() == null) return Future.failedFuture(ToolError.workspaceNotFound());
        var timings = new StartTimings();
        var jobId = new AtomicReference<String>();
        return Future.succeededFuture()
                .compose(v -> kind.pricing().price(caller, args))
                .compose(priced -> {
                    timings.mark("pricing");
                    jobId.set(priced.jobId().value());
                    return priced.price() > priced.maxCredits()
                            ? Future.failedFuture(ToolError.overMaxCredits(priced.price(), priced.maxCredits()))
                            : admit(
                                            kind,
                                            priced.workspaceId() == null
                                                    ? caller
                                                    : caller.inWorkspace(priced.workspaceId()),
                                            priced,
                                            timings)
                                    .compose(admitted -> {
                                        metrics.started(kind.name());
                                        return kind.synchronous()
                                                ? scheduler.runHere(
                                                        kind,
                                                        priced.jobId().value(),
                                                        admitted.hold().balance())
                                                : afterStart(kind, priced, admitted, timings);
                                    });
                })
                .onComplete(done -> {
                    timings.mark(done.succeeded() ? "stage" : "refusal");
                    timings.logIfSlow(
                            kind.name(),
                            jobId.get(),
                            done.succeeded()
                                    ? "started"
                                    : String.valueOf(done.cause().getMessage()));
                });
    }

    /**
     * Checks 3-5 in the spec's order, asked of {@code sql} (the pool, or the transaction holding the workspace's
     * lock) in one statement: a duplicate ({@code Already in progress}), the workspace's active jobs of the kind, and
     * for work that queues the platforms' queue ({@code Sigment is busy}).
     */
    private Future<Void> checks(AdmissionStore sql, JobKind kind, String workspace, PricedJob priced) {
        var limit = kind.activeLimit();
        return sql.startChecks(workspace, priced.dedupeKey(), kind.name(), !kind.synchronous())
                .compose(answers -> {
                    if (answers.duplicate().isPresent()) {
                        return Future.failedFuture(
                                ToolError.alreadyInProgress(answers.duplicate().get()));
                    }
                    if (answers.active() >= limit.max()) {
                        return Future.failedFuture(ToolError.tooManyActiveJobs(limit.what(), limit.max()));
                    }
                    return answers.queued() >= maxQueued
                            ? Future.failedFuture(ToolError.busy())
                            : Future.succeededFuture();
                });
    }

    /** A start let in: its row as inserted and the hold it keeps. */
    private record Admitted(NewJob job, HoldAuthorization hold) {}

    /**
     * The start checks, the authorization and the insert. Checks 3-5 are asked first without the lock or a
     * transaction: most starts in a burst are refused there (the workspace's agents start the same or too much work at
     * once), and a refusal then never holds one of the pool's connections while it waits for the workspace's lock and
     * accounts' authorization (issue 44: in a burst of 200 agents a start waited 1.5 s in the mean for a connection,
     * and get_job behind it). The workspace's platform share (after the queue check) is the scrapers' count of today's
     * spending, which this start's row does not change: it is asked before the transaction, so no connection waits on
     * the scrapers. Then one transaction under the workspace's lock asks checks 3-5 again (they decide), authorizes
     * and inserts; a refusal rolls it back.
     */
    private Future<Admitted> admit(JobKind kind, Caller caller, PricedJob priced, StartTimings timings) {
        var workspace = caller.workspaceId();
        var authorized = new AtomicReference<HoldAuthorization>();
        var started = Tracing.current();
        var trace = started == null ? null : started.header();
        return checks(admissions, kind, workspace, priced)
                .compose(unlocked -> {
                    timings.mark("unlocked_checks");
                    return kind.synchronous() ? Future.succeededFuture(false) : shares.check(caller, priced);
                })
                .compose(overShare -> {
                    timings.mark("platform_share");
                    if (overShare) {
                        priced.params().put(OVER_SHARE, true);
                        priced.reply().put("note", OVER_SHARE_NOTE);
                    }
                    if (priced.reuses()) priced.params().put(Job.CALLS_NO_PLATFORM, true);
                    return admissions.inTransaction(tx -> {
                        timings.mark("connection");
                        return tx.lockWorkspace(workspace)
                                .compose(locked -> {
                                    timings.mark("lock_wait");
                                    return checks(tx, kind, workspace, priced);
                                })
                                .compose(passed -> {
                                    timings.mark("checks");
                                    return credits.authorize(caller, priced);
                                })
                                .compose(hold -> {
                                    timings.mark("authorize");
                                    authorized.set(hold);
                                    var details = priced.reply().copy().put(JobView.BALANCE, hold.balance());
                                    var job = new NewJob(
                                            priced.jobId().value(),
                                            workspace,
                                            kind.name(),
                                            priced.dedupeKey(),
                                            priced.params(),
                                            details,
                                            priced.price(),
                                            hold.holdId(),
                                            trace);
                                    return (kind.synchronous()
                                                    ? tx.insertClaimed(job, scheduler.owner(), scheduler.leaseSeconds())
                                                    : tx.insert(job))
                                            .map(new Admitted(job, hold));
                                });
                    });
                })
                .onComplete(done -> timings.mark("insert_commit"))
                .recover(cause -> {
                    var hold = authorized.get();
                    if (hold == null) return Future.failedFuture(cause);
                    Log.error(
                            LOG,
                            "job not stored after its hold was opened; releasing the hold",
                            Map.of("job_id", priced.jobId().value()),
                            cause);
                    return credits.refund(workspace, hold.holdId())
                            .transform(r ->
                                    Future.failedFuture(cause instanceof ToolError ? cause : ToolError.unavailable()));
                });
    }

    /** Runs the kind's start steps, wakes the scheduler, and answers with the job as it stands. */
    private Future<JsonObject> afterStart(JobKind kind, PricedJob priced, Admitted admitted, StartTimings timings) {
        var hold = admitted.hold();
        return scheduler
                .runStartSteps(kind, admitted.job().queued())
                .compose(v -> {
                    timings.mark("start_steps");
                    return scheduler.pumpFor(priced.jobId().value());
                })
                .compose(v -> {
                    timings.mark("pump");
                    return store.stage(priced.jobId().value());
                })
                .otherwise(Optional.empty())
                .map(current -> {
                    var stage = current.orElse("queued");
                    return new JobStarted(
                                    priced.jobId().value(),
                                    JobState.RUNNING,
                                    stage,
                                    priced.reply().copy(),
                                    POLL_AFTER_SECONDS,
                                    new JobStarted.Credits(priced.price(), 0, hold.balance(), hold.available()),
                                    "Call wait_for_job with this job_id until status is completed or failed; "
                                            + "do not resubmit. The credits are charged when the scrape finishes and "
                                            + "returned if it fails.")
                            .toJson();
                });
    }
}
