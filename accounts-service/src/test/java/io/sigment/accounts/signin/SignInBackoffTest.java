package io.sigment.accounts.signin;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class SignInBackoffTest {

    @Test
    void four_failures_are_free_then_the_lock_doubles_from_a_minute_up_to_fifteen() {
        assertThat(SignInBackoff.lockAfter(4)).isZero();
        assertThat(SignInBackoff.lockAfter(5)).isEqualTo(Duration.ofMinutes(1));
        assertThat(SignInBackoff.lockAfter(6)).isEqualTo(Duration.ofMinutes(2));
        assertThat(SignInBackoff.lockAfter(8)).isEqualTo(Duration.ofMinutes(8));
        assertThat(SignInBackoff.lockAfter(9)).isEqualTo(Duration.ofMinutes(15));
        assertThat(SignInBackoff.lockAfter(1000)).isEqualTo(Duration.ofMinutes(15));
    }
}
