package io.sigment.common.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class EventuallyTest {
    @Test
    void poll_returns_the_first_value_that_is_done_without_reading_again() {
        var reads = new AtomicInteger();
        var value = Eventually.poll(Duration.ofSeconds(5), Duration.ofMillis(1), reads::incrementAndGet, n -> n >= 3);
        assertThat(value).isEqualTo(3);
        assertThat(reads).hasValue(3);
    }

    @Test
    void poll_returns_the_last_value_read_when_the_limit_passes() {
        var reads = new AtomicInteger();
        var value = Eventually.poll(Duration.ofMillis(30), Duration.ofMillis(5), reads::incrementAndGet, n -> false);
        assertThat(value).isEqualTo(reads.get()).isGreaterThan(1);
    }

    @Test
    void await_fails_naming_what_was_awaited_and_the_last_value() {
        assertThatThrownBy(() -> Eventually.await(
                        "the answer", Duration.ofMillis(20), Duration.ofMillis(5), () -> "no", "yes"::equals))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("the answer")
                .hasMessageContaining("last read: no");
    }

    @Test
    void a_read_that_throws_fails_the_wait_at_once() {
        var reads = new AtomicInteger();
        assertThatThrownBy(() -> Eventually.await("up", Duration.ofSeconds(5), Duration.ofMillis(1), () -> {
                    reads.incrementAndGet();
                    throw new IOException("refused");
                }))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("refused");
        assertThat(reads).hasValue(1);
    }
}
