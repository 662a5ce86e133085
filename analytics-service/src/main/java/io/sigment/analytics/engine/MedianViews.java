package io.sigment.analytics.engine;

import java.util.Arrays;

/** Median impressions of a creator's posts, ignoring zeros (a zero means "not reported"). */
public final class MedianViews {
    private MedianViews() {}

    /** The median of the non-zero values, or 0 when there is none (callers flag that case). */
    public static double of(long[] impressions) {
        long[] nonZero = Arrays.stream(impressions).filter(v -> v > 0).sorted().toArray();
        int n = nonZero.length;
        if (n == 0) {
            return 0;
        }
        return n % 2 == 1 ? nonZero[n / 2] : (nonZero[n / 2 - 1] + nonZero[n / 2]) / 2.0;
    }

    /**
     * The median of the multiset holding {@code sorted[i]} {@code weights[i]} times: the median of a
     * bootstrap replicate. {@code sorted} is ascending and holds only non-zero values.
     */
    public static double weighted(long[] sorted, int[] weights) {
        long total = 0;
        for (int w : weights) {
            total += w;
        }
        if (total == 0) {
            return 0;
        }
        long lowRank = (total - 1) / 2;
        long highRank = total / 2;
        double low = 0;
        long seen = 0;
        for (int i = 0; i < sorted.length; i++) {
            long next = seen + weights[i];
            if (lowRank >= seen && lowRank < next) {
                low = sorted[i];
            }
            if (highRank >= seen && highRank < next) {
                return (low + sorted[i]) / 2.0;
            }
            seen = next;
        }
        throw new IllegalStateException("unreachable: ranks lie within the total weight");
    }
}
