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
 *
 * <p>{@code maxRepeats}: since {@code audience-estimate-16} the unique audience's shift applies only where the sample's
 * {@link RepeatCheck} r (the mean number of a creator's sampled posts its seen people were seen on) is at most this.
 * Where the audiences' overlap is concentrated in 1% super-fans who engage with nearly every post, d is high for
 * another reason than the list order: the most seen people are seen on nearly every post by their own activity,
 * and the shift raised a unique audience that was not low (+2.2% in the median, 68% of 34 selections covering, seeds
 * 16350/16367; without the shift +0.5% and 97%). Those super-fans also bring the sample's people back post after
 * post: r was 2.40-3.27 there, while read oldest first it is 1.56-1.86 (the cut keeps each post's most active likers,
 * but the bulk of the people seen stays ordinary) and 1.28-1.93 on every other used world (training 1000-1051 and
 * fresh 19000/19034 Instagram selections, the stress worlds 16300-16967). 2.15 is midway between 1.93 and 2.40
 * (bench/results/2026-11-29-audience-calibration-instagram-superfans.md). Core %'s width and scales beyond the
 * threshold keep following d alone (core % covered 94% of the super-fans' selections).
 */
record ListOrderScales(
        double threshold, double uniqueShift, double corePctWidth, double maxRepeats, CorePctScales beyond) {
    static final ListOrderScales NONE = new ListOrderScales(0, 0, 0, Double.POSITIVE_INFINITY, null);
    static final ListOrderScales INSTAGRAM =
            new ListOrderScales(0.03, 0.46, 14, 2.15, new CorePctScales(0.5, 0.7, 0.05, 0.5, 1.25));

    /**
     * The unique audience's factor for the sample's check {@code d} and its {@link RepeatCheck} {@code r}: 1 where r is
     * beyond {@code maxRepeats} (super-fans, not the list order).
     */
    double uniqueFactor(double d, double r) {
        return r > maxRepeats ? 1 : 1 + uniqueShift * excess(d);
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
