package io.sigment.analytics.engine;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Unique and core audience of a selection over the creators' bitsets: per person, how many of the
 * selected creators they engaged with, kept as a bit-sliced counter (one bit plane per binary digit,
 * 64 people per word), compared with the core threshold t. For t >= 2 only the shared words are
 * counted (beyond them nobody is core and each creator's people just add up). Blocks of words run
 * on all cores.
 */
public final class CoreAudience {
    private static final int BLOCK_WORDS = 2048;

    private CoreAudience() {}

    /**
     * Counts for {@code members} (creator positions in the index).
     *
     * @param unique U, people engaging with at least one member
     * @param core K, people engaging with at least t members
     * @param corePeople per member (same order as given): its people who are core
     * @param coreMask the core people as a bitset, or null when not asked for
     */
    public record Counts(long unique, long core, long[] corePeople, long[] coreMask) {}

    public static Counts count(AudienceIndex index, int[] members, int threshold, boolean keepMask) {
        int allWords = (index.universe() + 63) >>> 6;
        int words = threshold >= 2 ? index.sharedWords() : allWords;
        long[] coreMask = keepMask ? new long[allWords] : null;
        long[][] sets = new long[members.length][];
        for (int m = 0; m < members.length; m++) {
            sets[m] = index.bits(members[m]);
        }
        int blocks = (words + BLOCK_WORDS - 1) / BLOCK_WORDS;
        long[] zero = new long[members.length + 2];
        long[] totals = IntStream.range(0, blocks)
                .parallel()
                .mapToObj(b ->
                        countBlock(sets, threshold, b * BLOCK_WORDS, Math.min(words, (b + 1) * BLOCK_WORDS), coreMask))
                .reduce(zero, CoreAudience::sum);
        long unique = totals[0];
        if (words < allWords) {
            for (int member : members) {
                unique += index.tailPeople(member);
            }
        }
        return new Counts(unique, totals[1], Arrays.copyOfRange(totals, 2, totals.length), coreMask);
    }

    /** {unique, core, core people per member...} of words [from, to). */
    private static long[] countBlock(long[][] sets, int threshold, int from, int to, long[] coreMask) {
        int len = to - from;
        int planesCount = 32 - Integer.numberOfLeadingZeros(threshold);
        long[][] planes = new long[planesCount][len];
        long[] carry = new long[len];
        long[] saturated = new long[len];
        long[] any = new long[len];
        for (long[] set : sets) {
            for (int w = 0; w < len; w++) {
                long x = set[from + w];
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
        long[] result = new long[sets.length + 2];
        long[] ge = carry;
        for (int w = 0; w < len; w++) {
            ge[w] = atLeast(planes, saturated[w], w, threshold);
            result[0] += Long.bitCount(any[w]);
            result[1] += Long.bitCount(ge[w]);
        }
        if (coreMask != null) {
            System.arraycopy(ge, 0, coreMask, from, len);
        }
        for (int m = 0; m < sets.length; m++) {
            long[] set = sets[m];
            long sum = 0;
            for (int w = 0; w < len; w++) {
                sum += Long.bitCount(set[from + w] & ge[w]);
            }
            result[2 + m] = sum;
        }
        return result;
    }

    private static long[] sum(long[] a, long[] b) {
        long[] result = a.clone();
        for (int i = 0; i < b.length; i++) {
            result[i] += b[i];
        }
        return result;
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
