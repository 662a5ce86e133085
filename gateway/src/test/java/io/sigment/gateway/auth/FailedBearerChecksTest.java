package io.sigment.gateway.auth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.testing.MovableClock;
import io.sigment.gateway.http.ClientAddresses;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class FailedBearerChecksTest {

    @Test
    void addresses_of_one_ipv6_64_are_counted_together() {
        var checks = new FailedBearerChecks(new MovableClock());
        for (int i = 0; i < FailedBearerChecks.MAX_PER_MINUTE; i++) {
            checks.failed(ClientAddresses.groupOf("2001:db8:1:2::" + Integer.toHexString(i + 1)), "junk" + i);
        }
        assertThat(checks.retryAfterSeconds(ClientAddresses.groupOf("2001:db8:1:2:ffff::9"), "another"))
                .isPositive();
        assertThat(checks.retryAfterSeconds(ClientAddresses.groupOf("2001:db8:1:3::1"), "another"))
                .isZero();
    }

    @Test
    void a_credential_string_failing_again_and_again_is_refused_from_any_address() {
        var checks = new FailedBearerChecks(new MovableClock());
        for (int i = 0; i < FailedBearerChecks.MAX_PER_CREDENTIAL; i++) checks.failed("198.51.100." + i, "same-junk");
        assertThat(checks.retryAfterSeconds("192.0.2.200", "same-junk")).isPositive();
        assertThat(checks.retryAfterSeconds("192.0.2.200", "fresh")).isZero();
    }

    @Test
    void memory_is_bounded_and_a_flood_of_new_addresses_does_not_wipe_a_busy_one() {
        var clock = new MovableClock();
        var checks = new FailedBearerChecks(clock);
        for (int i = 0; i < FailedBearerChecks.MAX_PER_MINUTE; i++) checks.failed("203.0.113.9", "junk" + i);
        for (int i = 0; i < FailedBearerChecks.MAX_TRACKED * 2; i++) {
            checks.failed("10." + (i >> 16 & 255) + "." + (i >> 8 & 255) + "." + (i & 255), "x");
            if (i % 1000 == 0) checks.failed("203.0.113.9", "junk-again");
        }
        assertThat(checks.tracked()).isLessThanOrEqualTo(FailedBearerChecks.MAX_TRACKED);
        assertThat(checks.retryAfterSeconds("203.0.113.9", "y")).isPositive();
        clock.advance(Duration.ofMinutes(2));
        assertThat(checks.retryAfterSeconds("203.0.113.9", "y")).isZero();
    }
}
