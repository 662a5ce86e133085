package io.sigment.local.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.cluster.SharedLimits;
import io.sigment.local.LocalStack;
import java.time.Clock;
import java.time.Duration;

/**
 * The in-flight call slots the gateways share ({@code CallLimits}): a user's ({@code user:<user id>}) and, beyond
 * those, each credential's own allowance ({@code credential:<key or agent id>}), read from the cluster.
 */
public final class InFlightSlots {
  private InFlightSlots() {
  }

  /** Waits until the user holds {@code userSlots} and the credential {@code credentialSlots}; fails after {@code within}. */
  public static void awaitHeld(LocalStack stack, String userId, int userSlots, String credentialId, int credentialSlots,
                               Duration within) throws InterruptedException {
    var limits = new SharedLimits(stack.vertx(), Clock.systemUTC());
    var deadline = System.nanoTime() + within.toNanos();
    while (System.nanoTime() < deadline && !(held(limits, "user:" + userId) == userSlots
        && held(limits, "credential:" + credentialId) == credentialSlots)) {
      Thread.sleep(50);
    }
    assertThat(held(limits, "user:" + userId)).as("the user's calls in flight").isEqualTo(userSlots);
    assertThat(held(limits, "credential:" + credentialId)).as("the credential's own calls in flight")
        .isEqualTo(credentialSlots);
  }

  private static int held(SharedLimits limits, String key) {
    return limits.held(key).await();
  }
}
