package io.sigment.analytics.engine.graph;

import io.sigment.analytics.engine.AudienceIndex;
import java.util.stream.IntStream;

/**
 * |A_i ∩ A_j| for every pair of a selection: AND + popcount over the bitsets' shared words (people
 * engaged with one creator only cannot be in an intersection), a block of words at a time so the
 * block of every creator stays in cache while all pairs are counted, blocks spread over the cores.
 */
public final class PairwiseOverlaps {
    private static final int BLOCK_WORDS = 2048;

    private PairwiseOverlaps() {}

    /** Counts indexed by {@link #pairIndex}: pairs (i, j), i < j, of positions in {@code members}. */
    public static long[] counts(AudienceIndex index, int[] members) {
        int n = members.length;
        int words = index.sharedWords();
        long[][] sets = new long[n][];
        for (int i = 0; i < n; i++) {
            sets[i] = index.bits(members[i]);
        }
        int pairs = n * (n - 1) / 2;
        int blocks = (words + BLOCK_WORDS - 1) / BLOCK_WORDS;
        if (pairs == 0 || blocks == 0) {
            return new long[pairs];
        }
        return IntStream.range(0, blocks)
                .parallel()
                .mapToObj(b -> countBlock(sets, b * BLOCK_WORDS, Math.min(words, (b + 1) * BLOCK_WORDS), pairs))
                .reduce(PairwiseOverlaps::sum)
                .orElseThrow();
    }

    /** Position of pair (i, j), i < j, among n members, row by row. */
    public static int pairIndex(int i, int j, int n) {
        return i * (2 * n - i - 1) / 2 + (j - i - 1);
    }

    /** Four pairs per pass over the block, so each word of the first set is loaded once for four. */
    private static long[] countBlock(long[][] sets, int from, int to, int pairs) {
        long[] counts = new long[pairs];
        int n = sets.length;
        for (int i = 0; i < n; i++) {
            long[] a = sets[i];
            int base = pairIndex(i, i + 1, n) - (i + 1);
            int j = i + 1;
            for (; j + 3 < n; j += 4) {
                long[] b0 = sets[j];
                long[] b1 = sets[j + 1];
                long[] b2 = sets[j + 2];
                long[] b3 = sets[j + 3];
                long s0 = 0;
                long s1 = 0;
                long s2 = 0;
                long s3 = 0;
                for (int w = from; w < to; w++) {
                    long x = a[w];
                    s0 += Long.bitCount(x & b0[w]);
                    s1 += Long.bitCount(x & b1[w]);
                    s2 += Long.bitCount(x & b2[w]);
                    s3 += Long.bitCount(x & b3[w]);
                }
                counts[base + j] = s0;
                counts[base + j + 1] = s1;
                counts[base + j + 2] = s2;
                counts[base + j + 3] = s3;
            }
            for (; j < n; j++) {
                long[] b = sets[j];
                long sum = 0;
                for (int w = from; w < to; w++) {
                    sum += Long.bitCount(a[w] & b[w]);
                }
                counts[base + j] = sum;
            }
        }
        return counts;
    }

    private static long[] sum(long[] a, long[] b) {
        long[] result = a.clone();
        for (int i = 0; i < b.length; i++) {
            result[i] += b[i];
        }
        return result;
    }
}
