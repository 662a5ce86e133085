package io.sigment.local.processes;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

class RestartBackoffTest {
    private static final Instant T0 = Instant.parse("2026-11-25T12:00:00Z");

    @Test
    void a_process_that_keeps_crashing_waits_1_2_4_8_16_then_30_seconds_and_stays_at_30() {
        var backoff = RestartBackoff.kubeletLike();
        var delays = new ArrayList<Long>();
        var start = T0;
        for (int i = 0; i < 8; i++) {
            var exit = start.plusSeconds(5);
            var delay = backoff.afterExit(start, exit);
            delays.add(delay.toSeconds());
            start = exit.plus(delay);
        }
        assertThat(delays).containsExactly(1L, 2L, 4L, 8L, 16L, 30L, 30L, 30L);
    }

    @Test
    void a_process_that_ran_a_healthy_minute_is_restarted_after_1_second_again() {
        var backoff = RestartBackoff.kubeletLike();
        for (int i = 0; i < 4; i++) backoff.afterExit(T0, T0.plusSeconds(1));

        assertThat(backoff.afterExit(T0, T0.plusSeconds(60))).isEqualTo(Duration.ofSeconds(1));
        assertThat(backoff.afterExit(T0, T0.plusSeconds(2))).isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void a_run_just_short_of_a_minute_keeps_doubling() {
        var backoff = RestartBackoff.kubeletLike();
        backoff.afterExit(T0, T0.plusSeconds(1));

        assertThat(backoff.afterExit(T0, T0.plusSeconds(59))).isEqualTo(Duration.ofSeconds(2));
    }
}
