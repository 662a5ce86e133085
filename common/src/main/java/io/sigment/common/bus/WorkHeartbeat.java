package io.sigment.common.bus;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.shareddata.AsyncMap;
import java.time.Duration;

/**
 * Liveness of long work done for a watched request ({@link Envelope#WATCH}): while the action runs, the process
 * doing it renews an entry in a cluster-wide map that expires unless renewed. If the process dies or stops
 * answering, the entry expires and the sender ({@link WatchedRequest}) knows within seconds, not at its timeout.
 */
final class WorkHeartbeat {
    static final String MAP = "sigment.work-alive";
    static final Duration EVERY = Duration.ofSeconds(2);
    /** How long one beat keeps the work alive: many beats, so a slow cluster-map write is no false alarm. */
    static final Duration LASTS = Duration.ofSeconds(20);

    private WorkHeartbeat() {}

    /**
     * Beats for {@code workId} until {@code work} ends. The last beat is left to expire: removing it could make a
     * sender that checks just before the reply arrives think the work died.
     */
    static void keep(Vertx vertx, String workId, Future<?> work) {
        var beats = new long[1];
        var timer = vertx.setPeriodic(1, EVERY.toMillis(), t -> beat(vertx, workId, ++beats[0]));
        work.onComplete(done -> vertx.cancelTimer(timer));
    }

    /** The entry's presence is the signal; its value numbers the beats (no clock: members' clocks may differ). */
    private static void beat(Vertx vertx, String workId, long number) {
        map(vertx).compose(map -> map.put(workId, number, LASTS.toMillis()));
    }

    /** True while the work is alive; a failure when the cluster map cannot be read (then nobody knows). */
    static Future<Boolean> alive(Vertx vertx, String workId) {
        return map(vertx).compose(map -> map.get(workId)).map(beat -> beat != null);
    }

    private static Future<AsyncMap<String, Long>> map(Vertx vertx) {
        return vertx.sharedData().getAsyncMap(MAP);
    }
}
