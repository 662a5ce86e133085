package io.sigment.system.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.cluster.SharedLimits;
import io.sigment.local.LocalStack;
import java.time.Clock;
import java.time.Duration;

/**
 * The in-flight call slots the gateways share ({@code CallLimits}), read from the cluster: a user's
 * ({@code user:<user id>}) and, beyond those, each credential's own allowance ({@code credential:<key or agent id>}).
 */
public final class InFlightSlots {
    private InFlightSlots() {}

    /** Waits until {@code key} holds exactly {@code count} slots; fails after {@code within}. */
    public static void awaitHeld(LocalStack stack, String key, int count, Duration within) throws InterruptedException {
        var limits = new SharedLimits(stack.vertx(), Clock.systemUTC());
        var deadline = System.nanoTime() + within.toNanos();
        while (limits.held(key).await() != count && System.nanoTime() < deadline) Thread.sleep(20);
        assertThat(limits.held(key).await()).as("calls in flight on " + key).isEqualTo(count);
    }
}
