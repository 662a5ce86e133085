package io.sigment.jobs;

import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.core.json.JsonObject;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The {@code wait_for_job} calls parked in this process, without a thread each: one subscription to a job's
 * change topic however many wait on it, and one read of the job when it finishes, shared by every waiter that
 * has already seen the job (a job's workspace never changes, so one who could read it may read it again).
 * A waiter reads the job once after the subscription is in place, so a change just before is not missed.
 * Used from the jobs verticle's event loop only.
 */
final class JobWaiters {
  private final Vertx vertx;
  private final Map<String, Watch> watches = new HashMap<>();

  JobWaiters(Vertx vertx) {
    this.vertx = vertx;
  }

  private static final class Waiter {
    final Supplier<Future<JsonObject>> read;
    final Promise<JsonObject> done = Promise.promise();
    boolean sawJob;
    long timer;

    Waiter(Supplier<Future<JsonObject>> read) {
      this.read = read;
    }
  }

  private static final class Watch {
    final Set<Waiter> waiters = new LinkedHashSet<>();
    MessageConsumer<JsonObject> consumer;
    boolean reading;
  }

  /**
   * The job as {@code read} returns it once it is no longer running, or as it is after {@code timeoutMillis}.
   */
  Future<JsonObject> await(String jobId, long timeoutMillis, Supplier<Future<JsonObject>> read) {
    var waiter = new Waiter(read);
    var watch = watches.computeIfAbsent(jobId, this::subscribe);
    watch.waiters.add(waiter);
    waiter.timer = vertx.setTimer(timeoutMillis, t -> read.get().onComplete(waiter.done::tryComplete, waiter.done::tryFail));
    watch.consumer.completion()
        .compose(registered -> read.get())
        .onSuccess(job -> {
          waiter.sawJob = true;
          if (!"running".equals(job.getString("status"))) waiter.done.tryComplete(job);
        })
        .onFailure(waiter.done::tryFail);
    return waiter.done.future().andThen(finished -> leave(jobId, waiter));
  }

  private Watch subscribe(String jobId) {
    var watch = new Watch();
    watch.consumer = vertx.eventBus().<JsonObject>consumer(Topics.jobChanged(jobId), change -> {
      if (!"running".equals(change.body().getString("status"))) finished(watch);
    });
    return watch;
  }

  /** One read for every waiter that has seen the job; the others' own first read is still to come. */
  private void finished(Watch watch) {
    var reader = watch.waiters.stream().filter(w -> w.sawJob).findFirst().orElse(null);
    if (reader == null || watch.reading) return;
    watch.reading = true;
    reader.read.get().onComplete(result -> {
      watch.reading = false;
      for (var waiter : List.copyOf(watch.waiters)) {
        if (!waiter.sawJob) continue;
        if (result.succeeded()) waiter.done.tryComplete(result.result().copy()); else waiter.done.tryFail(result.cause());
      }
    });
  }

  private void leave(String jobId, Waiter waiter) {
    vertx.cancelTimer(waiter.timer);
    var watch = watches.get(jobId);
    if (watch == null) return;
    watch.waiters.remove(waiter);
    if (watch.waiters.isEmpty()) {
      watches.remove(jobId);
      watch.consumer.unregister();
    }
  }
}
