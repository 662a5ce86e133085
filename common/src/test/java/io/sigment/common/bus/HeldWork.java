package io.sigment.common.bus;

import io.vertx.core.Future;
import io.vertx.core.Vertx;

/**
 * For tests that hold a watched request, or its reply, on the event bus to keep a job at one step: the held work
 * beats as a slow worker would ({@link WorkHeartbeat}), so the sender's watch waits for it instead of sending the
 * request again after its first check and failing the step after {@link WatchTimings#recovery()}.
 */
public final class HeldWork {
    private HeldWork() {}

    /** Keeps the work of watch id {@code workId} (the request's {@link Envelope#WATCH}) alive until {@code until} ends. */
    public static void beatUntil(Vertx vertx, String workId, Future<?> until) {
        WorkHeartbeat.keep(vertx, workId, until);
    }
}
