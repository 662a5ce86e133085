package io.sigment.gateway.tools;

import io.vertx.core.Future;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * The time one tool call spends in its cluster-wide limits (credential refusal budget, in-flight slot, per-minute and
 * hourly counts), summed over those steps, and whether one of them refused it. Its steps run one after another.
 */
final class LimitsTime {
    private long nanos;
    private boolean refused;

    /** Runs one limits step, adding its time; a step that fails refused the call. */
    <T> Future<T> step(Supplier<Future<T>> limit) {
        var started = System.nanoTime();
        return limit.get().andThen(done -> {
            nanos += System.nanoTime() - started;
            if (done.failed()) refused = true;
        });
    }

    Duration took() {
        return Duration.ofNanos(nanos);
    }

    String outcome() {
        return refused ? "refused" : "admitted";
    }
}
