package io.sigment.analytics.engine.stats;

/**
 * 64 counters at once: adds a 64-bit mask (bit r = "count one for replicate r") into a bit-sliced
 * accumulator and spills it into plain totals before it can overflow.
 */
final class ReplicateCounter {
  private static final int PLANES = 8;
  private static final int SPILL_EVERY = (1 << PLANES) - 1;

  private final long[] planes = new long[PLANES];
  private final long[] totals = new long[64];
  private int pending;

  void add(long mask) {
    long carry = mask;
    for (int j = 0; j < PLANES && carry != 0; j++) {
      long next = planes[j] & carry;
      planes[j] ^= carry;
      carry = next;
    }
    if (++pending == SPILL_EVERY) {
      spill();
    }
  }

  long total(int replicate) {
    spill();
    return totals[replicate];
  }

  private void spill() {
    for (int j = 0; j < PLANES; j++) {
      long plane = planes[j];
      while (plane != 0) {
        totals[Long.numberOfTrailingZeros(plane)] += 1L << j;
        plane &= plane - 1;
      }
      planes[j] = 0;
    }
    pending = 0;
  }
}
