package io.sigment.common.cluster;

/**
 * Sliding-window counter arithmetic (pure): a count per fixed window aligned to the epoch, and an estimate
 * of the last {@code window} ms that weights the previous window by how much of it still overlaps. State is
 * {@code long[]{windowStart, currentCount, previousCount}}, small and serializable.
 */
public final class SlidingWindow {
  private SlidingWindow() {
  }

  /** The state moved to the window containing {@code now}. */
  static long[] roll(long[] state, long now, long window) {
    var aligned = now - Math.floorMod(now, window);
    if (state == null || now >= state[0] + 2 * window || now < state[0]) return new long[] {aligned, 0, 0};
    if (now >= state[0] + window) return new long[] {state[0] + window, 0, state[1]};
    return state.clone();
  }

  static double estimate(long[] rolled, long now, long window) {
    var overlap = 1.0 - (double) (now - rolled[0]) / window;
    return rolled[2] * overlap + rolled[1];
  }

  /** Whether one more event fits under {@code limit} at {@code now} (state already rolled). */
  static boolean admits(long[] rolled, long now, long window, long limit) {
    return estimate(rolled, now, window) + 1 <= limit;
  }

  /** Milliseconds from {@code now} until one more event would fit (state already rolled; at least 1). */
  static long waitMillis(long[] rolled, long now, long window, long limit) {
    var start = rolled[0];
    var current = rolled[1];
    var previous = rolled[2];
    var room = limit - 1 - current;
    if (room >= 0 && previous > 0) {
      var at = start + window * (1.0 - (double) room / previous);
      if (at < start + window) return Math.max(1, (long) Math.ceil(at - now));
    }
    var next = start + window;
    var at = current <= limit - 1 ? next : next + window * (1.0 - (double) (limit - 1) / current);
    return Math.max(1, (long) Math.ceil(at - now));
  }
}
