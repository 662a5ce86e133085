package io.sigment.jobs;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;

/**
 * {@code get_job} and {@code wait_for_job}. Waiting holds no thread: it subscribes to the job's change
 * topic first, then reads the state (so a change between the two is not missed), and answers at the first
 * change to a finished state or when the wait (at most 25 s) runs out.
 */
public final class JobStatus {
  static final int MAX_WAIT_SECONDS = 25;
  private static final int POLL_AFTER_SECONDS = 5;

  private final Vertx vertx;
  private final JobsStore store;

  public JobStatus(Vertx vertx, JobsStore store) {
    this.vertx = vertx;
    this.store = store;
  }

  public Future<JsonObject> get(Caller caller, JsonObject args) {
    return find(caller, args.getString("job_id", "")).map(JobStatus::withAdvice);
  }

  public Future<JsonObject> waitFor(Caller caller, JsonObject args) {
    var jobId = args.getString("job_id", "");
    var seconds = Math.max(1, Math.min(MAX_WAIT_SECONDS, args.getInteger("timeout_seconds", MAX_WAIT_SECONDS)));
    var done = Promise.<JsonObject>promise();
    var changes = vertx.eventBus().<JsonObject>consumer(Topics.jobChanged(jobId));
    changes.handler(change -> {
      if (!"running".equals(change.body().getString("status"))) {
        find(caller, jobId).onComplete(done::tryComplete, done::tryFail);
      }
    });
    var timer = vertx.setTimer(seconds * 1000L, t -> find(caller, jobId).onComplete(done::tryComplete, done::tryFail));
    changes.completion()
        .compose(registered -> find(caller, jobId))
        .onSuccess(job -> {
          if (!"running".equals(job.getString("status"))) done.tryComplete(job);
        })
        .onFailure(done::tryFail);
    return done.future().eventually(() -> {
      vertx.cancelTimer(timer);
      return changes.unregister();
    }).map(JobStatus::withAdvice);
  }

  private Future<JsonObject> find(Caller caller, String jobId) {
    return store.find(jobId, caller.workspaceIdArray()).compose(job -> job.map(Future::succeededFuture)
        .orElseGet(() -> Future.failedFuture(ToolError.notFound(
            "Check the job_id: pass it exactly as the call that started the work returned it."))));
  }

  private static JsonObject withAdvice(JsonObject job) {
    if ("running".equals(job.getString("status"))) {
      job.put("poll_after_seconds", POLL_AFTER_SECONDS)
          .put("next", "Still running: call wait_for_job again with the same job_id; do not resubmit the work.");
    }
    return job;
  }
}
