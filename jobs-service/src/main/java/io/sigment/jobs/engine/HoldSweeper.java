package io.sigment.jobs.engine;

import io.sigment.common.Caller;
import io.sigment.common.api.accounts.AccountsClient;
import io.sigment.common.api.accounts.OpenHold;
import io.sigment.common.api.accounts.OpenHoldsQuery;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Releases credit holds that outlived their job: open holds of paid jobs (key prefix {@code job:}, the job id in
 * the hold's {@code job_id}) older than a threshold whose job does not exist (its start was lost after authorize)
 * or has ended; a hold under that prefix naming no job has none to settle it and is released too. Every step is
 * idempotent, so every replica may sweep: every minute, or every half of the threshold when that is shorter.
 */
final class HoldSweeper {
    private static final Logger LOG = Logger.getLogger(HoldSweeper.class.getName());
    private static final long MAX_PERIOD_MILLIS = 60_000;
    private static final int BATCH = 100;

    private final Vertx vertx;
    private final AccountsClient accounts;
    private final JobsStore store;
    private final JobCredits credits;
    private final int staleSeconds;
    private final JobMetrics metrics;
    private long timer = -1;

    HoldSweeper(
            Vertx vertx,
            AccountsClient accounts,
            JobsStore store,
            JobCredits credits,
            int staleSeconds,
            JobMetrics metrics) {
        this.vertx = vertx;
        this.accounts = accounts;
        this.store = store;
        this.credits = credits;
        this.staleSeconds = staleSeconds;
        this.metrics = metrics;
    }

    void start() {
        var period = Math.max(1000, Math.min(MAX_PERIOD_MILLIS, staleSeconds * 500L));
        timer = vertx.setPeriodic(
                period,
                t -> sweep().onFailure(cause ->
                        Log.info(LOG, "hold sweep skipped", Map.of("reason", String.valueOf(cause.getMessage())))));
    }

    void stop() {
        if (timer >= 0) vertx.cancelTimer(timer);
    }

    /** One sweep; the number of holds released. */
    Future<Integer> sweep() {
        var question = new OpenHoldsQuery(staleSeconds, BATCH, JobCredits.KEY_PREFIX);
        return accounts.openHolds(Caller.system("hold-sweeper"), question).compose(holds -> {
            Future<Integer> released = Future.succeededFuture(0);
            for (var hold : holds) {
                released = released.compose(n -> releaseIfOrphaned(hold).map(done -> done ? n + 1 : n));
            }
            return released;
        });
    }

    private Future<Boolean> releaseIfOrphaned(OpenHold hold) {
        var jobId = hold.jobId();
        var job = jobId == null ? Future.succeededFuture(Optional.<String>empty()) : store.status(jobId.value());
        return job.compose(status -> {
            if (status.isPresent() && status.get().equals("running")) return Future.succeededFuture(false);
            Log.info(
                    LOG,
                    "releasing orphaned hold",
                    Map.of("hold_id", hold.holdId(), "job_id", String.valueOf(jobId), "job", status.orElse("missing")));
            return credits.refund(hold.workspaceId(), hold.holdId())
                    .onSuccess(r -> metrics.holdReleased())
                    .map(true);
        });
    }
}
