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

  public static long andCardinality(long[] a, long[] b) {
    long sum = 0;
    int n = Math.min(a.length, b.length);
    for (int i = 0; i < n; i++) {
      sum += Long.bitCount(a[i] & b[i]);
    }
    return sum;
  }
}
