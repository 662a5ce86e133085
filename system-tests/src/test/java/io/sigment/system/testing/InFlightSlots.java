package io.sigment.system.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.cluster.SharedLimits;
import io.sigment.common.testing.Eventually;
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
    public static void awaitHeld(LocalStack stack, String key, int count, Duration within) {
        var limits = new SharedLimits(stack.vertx(), Clock.systemUTC());
        assertThat(Eventually.poll(
                        within, Duration.ofMillis(20), () -> limits.held(key).await(), held -> held == count))
                .as("calls in flight on " + key)
                .isEqualTo(count);
    }
}
