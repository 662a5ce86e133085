package io.sigment.common.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SlidingWindowTest {
  private static final long MINUTE = 60_000;

  /** Counts events at {@code now} until refused; returns how many fitted. */
  private static int fill(long[][] state, long now, long limit) {
    var admitted = 0;
    while (true) {
      var rolled = SlidingWindow.roll(state[0], now, MINUTE);
      if (!SlidingWindow.admits(rolled, now, MINUTE, limit)) return admitted;
      rolled[1]++;
      state[0] = rolled;
      admitted++;
    }
  }

  @Test
  void admits_exactly_the_limit_within_one_window() {
    var state = new long[1][];
    assertThat(fill(state, 5 * MINUTE + 10, 120)).isEqualTo(120);
  }

  @Test
  void the_previous_window_still_counts_by_how_much_of_it_overlaps() {
    var state = new long[1][];
    fill(state, 10 * MINUTE + 59_000, 120);
    // 1 s into the next window, 59/60 of the previous 120 events are still inside the last minute.
    assertThat(fill(state, 11 * MINUTE + 1_000, 120)).isEqualTo(2);
    // half way through, half of them are.
    var later = new long[][] {state[0]};
    assertThat(fill(later, 11 * MINUTE + 30_000, 120)).isEqualTo(120 - 60 - 2);
  }

  @Test
  void a_window_long_past_is_forgotten() {
    var state = new long[1][];
    fill(state, 3 * MINUTE, 120);
    assertThat(fill(state, 6 * MINUTE, 120)).isEqualTo(120);
  }

  @Test
  void the_wait_is_until_one_more_event_fits() {
    var state = new long[1][];
    var now = 20 * MINUTE + 30_000;
    fill(state, now, 120);
    var rolled = SlidingWindow.roll(state[0], now, MINUTE);
    var wait = SlidingWindow.waitMillis(rolled, now, MINUTE, 120);
    var at = now + wait;
    var then = SlidingWindow.roll(state[0], at, MINUTE);
    assertThat(SlidingWindow.admits(then, at, MINUTE, 120)).isTrue();
    var before = SlidingWindow.roll(state[0], at - 1000, MINUTE);
    assertThat(SlidingWindow.admits(before, at - 1000, MINUTE, 120)).isFalse();
  }
}
