package io.sigment.analytics.engine;

/**
 * Unique and core audience of a selection over the creators' bitsets: per person, how many of the
 * selected creators they engaged with, kept as a bit-sliced counter (one bit plane per binary digit,
 * 64 people per word), compared with the core threshold t.
 */
public final class CoreAudience {
  private static final int BLOCK_WORDS = 512;

  private CoreAudience() {
  }

  /**
   * Counts for {@code members} (creator positions in the index).
   *
   * @param unique U, people engaging with at least one member
   * @param core K, people engaging with at least t members
   * @param corePeople per member (same order as given): its people who are core
   * @param coreMask the core people as a bitset, or null when not asked for
   */
  public record Counts(long unique, long core, long[] corePeople, long[] coreMask) {
  }

  public static Counts count(AudienceIndex index, int[] members, int threshold, boolean keepMask) {
    int words = (index.universe() + 63) >>> 6;
    int planesCount = 32 - Integer.numberOfLeadingZeros(threshold);
    long[][] planes = new long[planesCount][BLOCK_WORDS];
    long[] carry = new long[BLOCK_WORDS];
    long[] saturated = new long[BLOCK_WORDS];
    long[] any = new long[BLOCK_WORDS];
    long[] coreMask = keepMask ? new long[words] : null;
    long[] ge = new long[BLOCK_WORDS];
    long[] corePeople = new long[members.length];
    long unique = 0;
    long core = 0;
    for (int start = 0; start < words; start += BLOCK_WORDS) {
      int len = Math.min(BLOCK_WORDS, words - start);
      for (long[] plane : planes) {
        java.util.Arrays.fill(plane, 0, len, 0L);
      }
      java.util.Arrays.fill(saturated, 0, len, 0L);
      java.util.Arrays.fill(any, 0, len, 0L);
      for (int member : members) {
        long[] set = index.bits(member);
        for (int w = 0; w < len; w++) {
          long x = set[start + w];
          any[w] |= x;
          carry[w] = x;
        }
        for (long[] plane : planes) {
          for (int w = 0; w < len; w++) {
            long next = plane[w] & carry[w];
            plane[w] ^= carry[w];
            carry[w] = next;
          }
        }
        for (int w = 0; w < len; w++) {
          saturated[w] |= carry[w];
        }
      }
      for (int w = 0; w < len; w++) {
        ge[w] = atLeast(planes, saturated[w], w, threshold);
        unique += Long.bitCount(any[w]);
        core += Long.bitCount(ge[w]);
      }
      if (keepMask) {
        System.arraycopy(ge, 0, coreMask, start, len);
      }
      for (int m = 0; m < members.length; m++) {
        long[] set = index.bits(members[m]);
        long sum = 0;
        for (int w = 0; w < len; w++) {
          sum += Long.bitCount(set[start + w] & ge[w]);
        }
        corePeople[m] += sum;
      }
    }
    return new Counts(unique, core, corePeople, coreMask);
  }

  /** Bit-sliced "counter >= threshold" for the 64 people of word w. */
  private static long atLeast(long[][] planes, long saturated, int w, int threshold) {
    long greater = 0;
    long equal = -1L;
    for (int j = planes.length - 1; j >= 0; j--) {
      long digit = planes[j][w];
      if (((threshold >>> j) & 1) != 0) {
        equal &= digit;
      } else {
        greater |= equal & digit;
        equal &= ~digit;
      }
    }
    return saturated | greater | equal;
  }
}
