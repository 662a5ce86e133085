package io.sigment.analytics.engine.audience;

/**
 * What the sample's {@link ListOrderCheck} d does to the estimates since {@code audience-estimate-12} (issue 42 item
 * 7): beyond {@code threshold} (what the training worlds show by chance) the unique audience, with its interval, is
 * multiplied by 1 + {@code uniqueShift} x (d - threshold) and core %'s interval gains {@code corePctWidth} x (d -
 * threshold) points in quadrature. Instagram's: with its likers read oldest first (the most active people kept by
 * the cut) the unique audience ran 4.2% low in the median and its intervals covered 32% of 100 selections (seeds
 * 12700/12717), core %'s 84%, while d was at most 0.039 on the training worlds (seeds 1000-1051, 100 selections;
 * 95th percentile 0.029, so the threshold 0.03) and 0-0.26 there, correlating with the unique audience's error
 * (+0.76). {@code uniqueShift} 0.46 is the least-squares slope of the relative error on d - threshold there (0.46
 * on either world alone), {@code corePctWidth} 14 the narrowest on a 0.5 grid covering 95% there; the unique
 * audience's interval needed no more width (99% with the shift). Fitted on those two worlds only, then checked on
 * worlds never used (bench/results/2026-11-29-audience-calibration-instagram-order.md). YouTube and TikTok have
 * none ({@link ListOrderCheck} reads Instagram's likers).
 *
 * <p>{@code beyond}: core %'s scales for a sample whose d is beyond the threshold, null where the platform's own
 * hold for every d. Instagram's since {@code audience-estimate-14} are {@code -13}'s (0.5, 0.7, 0.05, 0.5 x 1.25,
 * with which {@code corePctWidth} 14 was fitted), while its own no longer take the gap: under the list order whole
 * subtopics run several points low and the gap was part of what covered them
 * (bench/results/2026-11-29-audience-calibration-instagram-width-3.md).
 */
record ListOrderScales(double threshold, double uniqueShift, double corePctWidth, CorePctScales beyond) {
    static final ListOrderScales NONE = new ListOrderScales(0, 0, 0, null);
    static final ListOrderScales INSTAGRAM =
            new ListOrderScales(0.03, 0.46, 14, new CorePctScales(0.5, 0.7, 0.05, 0.5, 1.25));

    /** The unique audience's factor for the sample's check {@code d}. */
    double uniqueFactor(double d) {
        return 1 + uniqueShift * excess(d);
    }

    /** Core %'s added standard deviation in points for the sample's check {@code d}. */
    double corePctSd(double d) {
        return corePctWidth * excess(d);
    }

    /** Whether the sample's check {@code d} is beyond the threshold (core % then takes {@code beyond}). */
    boolean isBeyond(double d) {
        return d > threshold;
    }

    private double excess(double d) {
        return Math.max(0, d - threshold);
    }
}
