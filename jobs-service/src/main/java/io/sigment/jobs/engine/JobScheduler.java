package io.sigment.jobs.engine;

import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.TraceContext;
import io.sigment.common.ops.Tracing;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.logging.Logger;

/**
 * This replica's share of the cluster's work: every second (and at once when a job starts or ends) it takes
 * over jobs whose owner died, then claims queued jobs while scrape slots are free, and runs each it claims.
 */
final class JobScheduler {
    private static final Logger LOG = Logger.getLogger(JobScheduler.class.getName());
    private static final long TICK_MILLIS = 1000;

    private final Vertx vertx;
    private final JobsStore store;
    private final ClaimsStore claims;
    private final JobCredits credits;
    private final Map<String, JobKind> kinds;
    private final int slots;
    private final int leaseSeconds;
    private final JobMetrics metrics;
    private final Duration firstSilenceRetry;
    private final String owner = Ids.random("replica_");
    private final Set<String> running = new HashSet<>();
    /** Starts waiting to learn whether their job is claimed, by job id: released by its claim or the round's end. */
    private final Map<String, Promise<Void>> awaitingClaim = new HashMap<>();

    private boolean claiming;
    private Promise<Void> nextRound;
    private long timer = -1;

    JobScheduler(
            Vertx vertx,
            JobsStore store,
            ClaimsStore claims,
            JobCredits credits,
            Map<String, JobKind> kinds,
            int slots,
            int leaseSeconds,
            JobMetrics metrics,
            Duration firstSilenceRetry) {
        this.vertx = vertx;
        this.store = store;
        this.claims = claims;
        this.credits = credits;
        this.kinds = Map.copyOf(kinds);
        this.slots = slots;
        this.leaseSeconds = leaseSeconds;
        this.metrics = metrics;
        this.firstSilenceRetry = firstSilenceRetry;
    }

    String owner() {
        return owner;
    }

    int leaseSeconds() {
        return leaseSeconds;
    }

    void start() {
        timer = vertx.setPeriodic(TICK_MILLIS, t -> pump());
    }

    void stop() {
        if (timer >= 0) vertx.cancelTimer(timer);
    }

    /**
     * Claims what this replica can run now. Completes after a round of claiming that began after this call (a
     * round already under way may have looked before the caller's job existed), so a start sees its own claim.
     */
    Future<Void> pump() {
        if (!claiming) {
            claiming = true;
            return claimRound();
        }
        if (nextRound == null) nextRound = Promise.promise();
        return nextRound.future();
    }

    /**
     * {@link #pump()} for a start: completes as soon as this replica claims {@code jobId}, or else when that round
     * ends, so a start claimed first in a round of many claims (a burst) does not wait for the others'.
     */
    Future<Void> pumpFor(String jobId) {
        var round = pump();
        if (round.isComplete()) return round;
        var decided = Promise.<Void>promise();
        awaitingClaim.put(jobId, decided);
        round.onComplete(ended -> {
            awaitingClaim.remove(jobId, decided);
            decided.tryComplete();
        });
        return decided.future();
    }

    private Future<Void> claimRound() {
        return claimAll()
                .onFailure(cause -> Log.error(LOG, "claiming jobs failed", Map.of("owner", owner), cause))
                .transform(done -> {
                    var waiting = nextRound;
                    nextRound = null;
                    if (waiting == null) {
                        claiming = false;
                    } else {
                        claimRound().onComplete(waiting);
                    }
                    return Future.<Void>succeededFuture();
                });
    }

    /**
     * Runs a new job's start steps (stage {@code queued}, e.g. registering the analysis) before the reply, from the
     * row just inserted as it stands in memory (not read back: one connection fewer per start when the pool is
     * busiest); a failure is left to the run, which runs every step not done.
     */
    Future<Void> runStartSteps(JobKind kind, Job job) {
        var context = new JobContext(job, new StartWrites(job.jobId()));
        Future<Void> chain = Future.succeededFuture();
        for (var step : kind.steps()) {
            if (step.stage() != JobStage.QUEUED || job.done(step)) continue;
            chain = chain.compose(v -> step.work()
                    .run(context)
                    .compose(output -> store.stepDone(job.jobId(), null, step.name(), output, null, false))
                    .mapEmpty());
        }
        return chain.recover(cause -> {
            Log.info(
                    LOG,
                    "start step failed; the run will retry it",
                    Map.of("job_id", job.jobId(), "reason", String.valueOf(cause.getMessage())));
            return Future.succeededFuture();
        });
    }

    /** Writes of a job not claimed yet (no lease to fence them). */
    private final class StartWrites implements JobContext.Writes {
        private final String jobId;

        StartWrites(String jobId) {
            this.jobId = jobId;
        }

        @Override
        public Future<Void> progress(io.vertx.core.json.JsonObject progress) {
            return store.progress(jobId, null, progress).mapEmpty();
        }

        @Override
        public Future<Void> report(io.vertx.core.json.JsonObject details) {
            return store.report(jobId, null, details).mapEmpty();
        }
    }

    private Future<Void> claimAll() {
        return claims.claimExpired(owner, leaseSeconds).compose(resumed -> {
            if (resumed.isPresent()) {
                Log.info(LOG, "resuming job", Map.of("job_id", resumed.get().jobId(), "owner", owner));
                runClaimed(resumed.get());
                return claimAll();
            }
            return claims.claimQueued(owner, leaseSeconds, slots).compose(claimed -> {
                if (claimed.isEmpty()) return Future.succeededFuture();
                runClaimed(claimed.get());
                return claimAll();
            });
        });
    }

    /**
     * Runs a synchronous job this replica just inserted under its lease, within the call that started it: its last
     * step's output with the credits, or the step's failure once the credits are returned.
     */
    Future<JsonObject> runHere(JobKind kind, String jobId, Long balanceAtStart) {
        return store.load(jobId).compose(found -> {
            if (found.isEmpty() || !running.add(jobId)) return Future.failedFuture(ToolError.unavailable());
            var run = new JobRun(
                    vertx, store, claims, credits, kind, found.get(), owner, leaseSeconds, metrics, firstSilenceRetry);
            return run.runHere(balanceAtStart).onComplete(ended -> running.remove(jobId));
        });
    }

    private void runClaimed(Job job) {
        var starting = awaitingClaim.remove(job.jobId());
        if (starting != null) starting.tryComplete();
        var kind = kinds.get(job.kind());
        if (kind == null || !running.add(job.jobId())) return;
        // In the trace of the call that started the job, not of whatever call's claim round picked it up.
        var trace =
                TraceContext.parse(job.traceparent()).map(TraceContext::child).orElse(null);
        var run = new JobRun(vertx, store, claims, credits, kind, job, owner, leaseSeconds, metrics, firstSilenceRetry);
        // A synchronous job's caller went with the replica that died: its credits go back, it does not run again.
        Tracing.within(trace, kind.synchronous() ? run::abandon : run::run).onComplete(ended -> {
            running.remove(job.jobId());
            pump();
        });
    }
}
