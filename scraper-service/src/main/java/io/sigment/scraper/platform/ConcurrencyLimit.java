package io.sigment.scraper.platform;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.ArrayDeque;
import java.util.function.Supplier;

/** At most {@code permits} operations in flight; the rest wait their turn in order. */
final class ConcurrencyLimit {
    private final int permits;
    private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
    private int running;

    ConcurrencyLimit(int permits) {
        this.permits = Math.max(1, permits);
    }

    <T> Future<T> run(Supplier<Future<T>> operation) {
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
            now = running < permits;
            if (now) running++;
            else waiting.add(start);
        }
        if (now) start.run();
        return promise.future();
    }

    private void release() {
        Runnable next;
        synchronized (this) {
            next = waiting.poll();
            if (next == null) running--;
        }
        if (next != null) next.run();
    }
}
