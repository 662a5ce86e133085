package io.sigment.analytics.engine;

/** Operations on {@code long[]} bitsets over dense person ids. */
public final class Bitsets {
  private Bitsets() {
  }

  public static long cardinality(long[] set) {
    long sum = 0;
    for (long word : set) {
      sum += Long.bitCount(word);
    }
    return sum;
  }
}
