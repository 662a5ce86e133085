package io.sigment.scraper.platform;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.concurrent.Callable;

/**
 * A call's CPU-heavy part (thousands of engagers capped, keyed by HMAC) on a worker of the calling context, so its
 * event loop keeps serving meanwhile; the result comes back on that context. Outside Vert.x (a benchmark's main
 * thread) it runs where it is called.
 */
public final class OffTheLoop {
    private OffTheLoop() {}

    public static <T> Future<T> compute(Callable<T> work) {
        var context = Vertx.currentContext();
        if (context != null) return context.executeBlocking(work, false);
        try {
            return Future.succeededFuture(work.call());
        } catch (Exception e) {
            return Future.failedFuture(e);
        }
    }
}
