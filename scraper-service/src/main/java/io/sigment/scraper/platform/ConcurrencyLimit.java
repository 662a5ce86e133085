package io.sigment.scraper.platform;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.ArrayDeque;
import java.util.function.Supplier;

/**
 * At most {@code permits} operations in flight, in two lanes. An agent waits on an {@link Lane#INTERACTIVE}
 * operation ({@code search_creators}, {@code get_creator}); {@link Lane#BULK} ones are jobs' scrapes, which may
 * keep every permit busy for minutes. So interactive operations start before any waiting bulk one, and
 * {@link #reserved()} permits are theirs alone: bulk operations use at most {@code permits - reserved}, and an
 * interactive operation never waits behind more than the reserved ones. Within a lane, in order.
 */
final class ConcurrencyLimit {
    /** Who waits on the operation: an agent's call, or a job's scrape. */
    enum Lane {
        INTERACTIVE,
        BULK
    }

    private final int permits;
    private final int reserved;
    private final ArrayDeque<Runnable> interactive = new ArrayDeque<>();
    private final ArrayDeque<Runnable> bulk = new ArrayDeque<>();
    private int running;

    /** One permit in eight (at least one) reserved for interactive operations when there are two or more. */
    ConcurrencyLimit(int permits) {
        this(permits, permits >= 2 ? Math.max(1, permits / 8) : 0);
    }

    ConcurrencyLimit(int permits, int reserved) {
        this.permits = Math.max(1, permits);
        this.reserved = Math.max(0, Math.min(reserved, this.permits - 1));
    }

    int reserved() {
        return reserved;
    }

    <T> Future<T> run(Lane lane, Supplier<Future<T>> operation) {
        var promise = Promise.<T>promise();
        Runnable start = () -> {
            Future<T> future;
            try {
                future = operation.get();
            } catch (RuntimeException e) {
                future = Future.failedFuture(e);
            }
            future.onComplete(ar -> {
                release();
                promise.handle(ar);
            });
        };
        boolean now;
        synchronized (this) {
            now = lane == Lane.INTERACTIVE
                    ? interactive.isEmpty() && running < permits
                    : interactive.isEmpty() && bulk.isEmpty() && running < permits - reserved;
            if (now) running++;
            else (lane == Lane.INTERACTIVE ? interactive : bulk).add(start);
        }
        if (now) start.run();
        return promise.future();
    }

    private void release() {
        Runnable next;
        synchronized (this) {
            running--;
            if (!interactive.isEmpty() && running < permits) next = interactive.poll();
            else if (!bulk.isEmpty() && running < permits - reserved) next = bulk.poll();
            else next = null;
            if (next != null) running++;
        }
        if (next != null) next.run();
    }
}
