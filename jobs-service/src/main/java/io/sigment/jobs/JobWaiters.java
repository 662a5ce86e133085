package io.sigment.jobs;

import io.sigment.common.api.jobs.JobChanged;
import io.sigment.common.api.jobs.JobState;
import io.sigment.common.bus.Topics;
import io.sigment.jobs.engine.JobMetrics;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The {@code wait_for_job} calls parked in this process, without a thread each. One subscription to
 * {@link Topics#JOB_CHANGED}, made at start, hears every job's change from any process of the cluster; parking or
 * answering a wait costs no cluster operation. The waits on one job share one read of it when it finishes (a
 * job's workspace never changes, so one who could read it may read it again). A waiter reads the job once when it
 * parks; a change heard while that first read was under way is followed by another read, so none is missed.
 * Used from the jobs verticle's event loop only.
 */
final class JobWaiters {
    private final Vertx vertx;
    private final Map<String, Watch> watches = new HashMap<>();
    private final JobMetrics metrics;

    JobWaiters(Vertx vertx, JobMetrics metrics) {
        this.vertx = vertx;
        this.metrics = metrics;
    }

    private static final class Waiter {
        final Supplier<Future<JobState>> read;
        final Promise<JobState> done = Promise.promise();
        boolean sawJob;
        long timer;

        Waiter(Supplier<Future<JobState>> read) {
            this.read = read;
        }
    }

    private static final class Watch {
        final Set<Waiter> waiters = new LinkedHashSet<>();
        /** Finishing changes heard so far: a first read that started before the latest one may have missed it. */
        long changes;

        boolean reading;
        boolean readAgain;
    }

    /** Subscribes once; part of the verticle's start, so no change is missed once waits are served. */
    Future<Void> start() {
        return vertx.eventBus()
                .<JsonObject>consumer(Topics.JOB_CHANGED, message -> {
                    var change = JobChanged.fromJson(message.body());
                    var watch = watches.get(change.jobId());
                    if (watch != null && !"running".equals(change.status())) {
                        watch.changes++;
                        finished(watch);
                    }
                })
                .completion();
    }

    /**
     * The job as {@code read} returns it once it is no longer running, or as it is after {@code timeoutMillis}.
     */
    Future<JobState> await(String jobId, long timeoutMillis, Supplier<Future<JobState>> read) {
        var waiter = new Waiter(read);
        var watch = watches.computeIfAbsent(jobId, id -> new Watch());
        watch.waiters.add(waiter);
        metrics.waiterParked();
        waiter.timer = vertx.setTimer(
                timeoutMillis, t -> read.get().onComplete(waiter.done::tryComplete, waiter.done::tryFail));
        var changesBefore = watch.changes;
        read.get()
                .onSuccess(job -> {
                    waiter.sawJob = true;
                    if (!job.running()) {
                        waiter.done.tryComplete(job);
                    } else if (watch.changes != changesBefore) {
                        finished(watch);
                    }
                })
                .onFailure(waiter.done::tryFail);
        return waiter.done.future().andThen(finished -> leave(jobId, waiter));
    }

    /** One read for every waiter that has seen the job; the others' own first read is still to come. */
    private void finished(Watch watch) {
        var reader = watch.waiters.stream()
                .filter(w -> w.sawJob && !w.done.future().isComplete())
                .findFirst()
                .orElse(null);
        if (reader == null) return;
        if (watch.reading) {
            watch.readAgain = true;
            return;
        }
        watch.reading = true;
        reader.read.get().onComplete(result -> {
            watch.reading = false;
            for (var waiter : List.copyOf(watch.waiters)) {
                if (!waiter.sawJob) continue;
                if (result.succeeded()) waiter.done.tryComplete(result.result());
                else waiter.done.tryFail(result.cause());
            }
            if (watch.readAgain) {
                watch.readAgain = false;
                finished(watch);
            }
        });
    }

    private void leave(String jobId, Waiter waiter) {
        vertx.cancelTimer(waiter.timer);
        metrics.waiterLeft();
        var watch = watches.get(jobId);
        if (watch == null) return;
        watch.waiters.remove(waiter);
        if (watch.waiters.isEmpty()) watches.remove(jobId);
    }
}
