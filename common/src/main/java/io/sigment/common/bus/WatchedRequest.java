package io.sigment.common.bus;

import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.ops.Metrics;
import io.sigment.common.ops.RuntimeMetrics;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.json.JsonObject;
import java.util.function.Function;

/**
 * A long request to an idempotent action whose worker is watched ({@link WorkHeartbeat}). When the process doing
 * the work dies or hangs, or no process serves the address, the request is sent again (to whichever replica
 * serves it now, e.g. a restarted one, which resumes the work by its id) for up to {@link WatchTimings#recovery()};
 * after that it fails as unavailable. Only the service's silence is retried: an answer, even a failure, ends it.
 */
final class WatchedRequest {
    private final Vertx vertx;
    private final WatchTimings timings;
    private final Function<String, Future<JsonObject>> send;
    private final String address;
    private long silentSince = -1;
    /** A check of the current attempt found its worker alive: a later silence starts a new recovery period. */
    private boolean heardFrom;

    /** {@code send} sends the request once with the given watch id as {@link Envelope#WATCH}. */
    WatchedRequest(Vertx vertx, WatchTimings timings, String address, Function<String, Future<JsonObject>> send) {
        this.vertx = vertx;
        this.timings = timings;
        this.address = address;
        this.send = send;
    }

    Future<JsonObject> run() {
        return attempt().recover(cause -> {
            if (!silence(cause)) return Future.failedFuture(cause);
            var now = System.nanoTime();
            if (silentSince < 0 || heardFrom) silentSince = now;
            heardFrom = false;
            var recovery = timings.recovery();
            if (now - silentSince > recovery.toNanos())
                return Future.failedFuture(ToolError.unavailableBecause("part of Sigment stopped answering for "
                        + recovery.toMinutes() + " minutes. Retry in a few minutes."));
            RuntimeMetrics.watchedResend(Metrics.registryOf(vertx), address);
            return vertx.timer(timings.retryAfter().toMillis()).compose(v -> run());
        });
    }

    private Future<JsonObject> attempt() {
        var workId = Ids.random("work_");
        var outcome = Promise.<JsonObject>promise();
        var sentAt = System.nanoTime();
        var checks = vertx.setPeriodic(timings.checkEvery().toMillis(), t -> {
            if (System.nanoTime() - sentAt < timings.firstCheckAfter().toNanos()) return;
            WorkHeartbeat.alive(vertx, workId).onSuccess(alive -> {
                if (alive) heardFrom = true;
                else outcome.tryFail(new WorkerLost());
            });
        });
        send.apply(workId).onComplete(done -> {
            if (done.succeeded()) outcome.tryComplete(done.result());
            else outcome.tryFail(done.cause());
        });
        return outcome.future().onComplete(done -> vertx.cancelTimer(checks));
    }

    /**
     * Nobody did the work: its worker vanished, no process serves the address right now, or the request got no
     * answer in its time (sent to a process that died before the cluster noticed).
     */
    private static boolean silence(Throwable cause) {
        return cause instanceof WorkerLost
                || cause instanceof ReplyException reply
                        && (reply.failureType() == ReplyFailure.NO_HANDLERS
                                || reply.failureType() == ReplyFailure.TIMEOUT);
    }

    private static final class WorkerLost extends RuntimeException {
        WorkerLost() {
            super("the process doing the work stopped", null, false, false);
        }
    }
}
