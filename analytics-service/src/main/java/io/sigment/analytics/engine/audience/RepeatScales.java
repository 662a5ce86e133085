package io.sigment.analytics.engine.audience;

/**
 * What the sample's {@link RepeatCheck} r (the mean number of sampled posts a seen person was seen on, per
 * creator) does to the estimates since {@code audience-estimate-13} (issue 42 item 7): beyond {@code threshold}
 * (the training worlds' 95th percentile) the unique audience, with its interval, is multiplied by 1 + {@code
 * uniqueShift} x (r - threshold), and core %'s standard deviation gains {@code corePctShare} x (r - threshold) x the
 * sample's core % in quadrature. TikTok's: where creators post half as often, a fan engages with each post more
 * often and is seen again post after post; there TikTok's core % intervals covered 76-88% (whole subtopics, whose
 * sample core % is highest, 2-4 points low) and its unique audience's 88-91% (about 2% low), while r was 1.59 there
 * in the median against 1.43 on the training worlds (95th percentile 1.52, the threshold). Fitted on the training
 * worlds (seeds 1000-1051, 100 TikTok
 * selections: the threshold) and one pair of worlds with creators posting half as often (11000/11017, 100: {@code
 * uniqueShift} 0.175 the least-squares slope of the unique audience's relative error on r - threshold there,
 * {@code corePctShare} 0.725 the narrowest on a 0.005 grid covering 95% there, chosen over a width in points and one
 * times the
 * half samples' drift, which needed wider intervals for that coverage), then checked on worlds never used
 * (bench/results/2026-11-29-audience-calibration-tiktok-posts-half.md). Instagram and YouTube have none. Since
 * {@code audience-estimate-15} TikTok's {@code uniqueShift} is 0: the share of the posts' commenters the scrape read
 * ({@link VisibilityScales}) accounts for that shortfall, and with it in the model the slope on r - threshold was
 * -0.04.
 */
record RepeatScales(double threshold, double uniqueShift, double corePctShare) {
    static final RepeatScales NONE = new RepeatScales(0, 0, 0);
    static final RepeatScales TIKTOK = new RepeatScales(1.52, 0, 0.725);

    /** The unique audience's factor for the sample's repeats {@code r}. */
    double uniqueFactor(double r) {
        return 1 + uniqueShift * beyond(r);
    }

    /** Core %'s added standard deviation in points for the sample's repeats {@code r} and core % (points). */
    double corePctSd(double r, double sampleCorePct) {
        return corePctShare * beyond(r) * sampleCorePct;
    }

    private double beyond(double r) {
        return threshold <= 0 ? 0 : Math.max(0, r - threshold);
    }
}
