package io.sigment.common.ops;

import io.vertx.core.Future;
import io.vertx.core.internal.ContextInternal;
import io.vertx.core.internal.VertxBootstrap;
import io.vertx.core.spi.VertxServiceProvider;
import io.vertx.core.spi.context.storage.ContextLocal;
import java.util.function.Supplier;

/**
 * The trace of the call a Vert.x context is working on: set where a call enters a process (the gateway's
 * {@code /mcp}, each event-bus action, a job's run), read by {@code ServiceClient} for the {@code traceparent} it
 * sends and by {@link JsonLogFormatter} for each line's {@code trace_id}. It lives in a duplicated context of that
 * call alone, which Vert.x carries through the call's futures, timers and replies. Loaded as a
 * {@link VertxServiceProvider} (META-INF/services) because a context local must exist before any Vert.x does.
 */
public final class Tracing implements VertxServiceProvider {
    private static final ContextLocal<TraceContext> TRACE = ContextLocal.registerLocal(TraceContext.class);

    @Override
    public void init(VertxBootstrap builder) {}

    /** The trace of the call running on this thread, or null (no Vert.x context, or a context of no call). */
    public static TraceContext current() {
        var context = ContextInternal.current();
        if (context == null || !context.isDuplicate()) return null;
        try {
            return context.getLocal(TRACE);
        } catch (RuntimeException vertxWithoutTheLocal) {
            return null;
        }
    }

    /**
     * Runs {@code work} in a duplicated context of its own carrying {@code trace} (none when null), so nothing it
     * does inherits the trace of whatever call happened to start it. Without a Vert.x context it just runs.
     */
    public static <T> Future<T> within(TraceContext trace, Supplier<Future<T>> work) {
        var current = ContextInternal.current();
        if (current == null) return work.get();
        var own = current.duplicate();
        if (trace == null) {
            own.removeLocal(TRACE);
        } else {
            own.putLocal(TRACE, trace);
        }
        @SuppressWarnings("unchecked")
        Future<T>[] result = new Future[1];
        own.dispatch(() -> {
            try {
                result[0] = work.get();
            } catch (RuntimeException e) {
                result[0] = Future.failedFuture(e);
            }
        });
        return result[0];
    }
}
