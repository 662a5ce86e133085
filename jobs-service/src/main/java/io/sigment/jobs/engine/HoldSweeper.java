package io.sigment.jobs.engine;

import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.Caller;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Releases credit holds that outlived their job: open holds of paid jobs (key {@code job:<job_id>}) older than
 * a threshold whose job does not exist (its start was lost after authorize) or has ended. Every step is
 * idempotent, so every replica may sweep: every minute, or every half of the threshold when that is shorter.
 */
final class HoldSweeper {
  private static final Logger LOG = Logger.getLogger(HoldSweeper.class.getName());
  private static final long MAX_PERIOD_MILLIS = 60_000;
  private static final int BATCH = 100;

  private final Vertx vertx;
  private final ServiceClient accounts;
  private final JobsStore store;
  private final JobCredits credits;
  private final int staleSeconds;
  private final JobMetrics metrics;
  private long timer = -1;

  HoldSweeper(Vertx vertx, ServiceClient accounts, JobsStore store, JobCredits credits, int staleSeconds,
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
    timer = vertx.setPeriodic(period, t -> sweep().onFailure(cause ->
        Log.info(LOG, "hold sweep skipped", Map.of("reason", String.valueOf(cause.getMessage())))));
  }

  void stop() {
    if (timer >= 0) vertx.cancelTimer(timer);
  }

  /** One sweep; the number of holds released. */
  Future<Integer> sweep() {
    var question = new JsonObject().put("older_than_seconds", staleSeconds)
        .put("key_prefix", JobCredits.KEY_PREFIX).put("limit", BATCH);
    return accounts.request(AccountsAction.LIST_OPEN_HOLDS, Caller.system("hold-sweeper"), question)
        .compose(reply -> {
          Future<Integer> released = Future.succeededFuture(0);
          for (var hold : reply.getJsonArray("holds", new JsonArray())) {
            var open = (JsonObject) hold;
            released = released.compose(n -> releaseIfOrphaned(open).map(done -> done ? n + 1 : n));
          }
          return released;
        });
  }

  private Future<Boolean> releaseIfOrphaned(JsonObject hold) {
    var jobId = hold.getString("idempotency_key").substring(JobCredits.KEY_PREFIX.length());
    return store.status(jobId).compose(status -> {
      if (status.isPresent() && status.get().equals("running")) return Future.succeededFuture(false);
      Log.info(LOG, "releasing orphaned hold", Map.of("hold_id", hold.getString("hold_id"), "job_id", jobId,
          "job", status.orElse("missing")));
      return credits.refund(hold.getString("workspace_id"), hold.getString("hold_id"))
          .onSuccess(r -> metrics.holdReleased()).map(true);
    });
  }
}
