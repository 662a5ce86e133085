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
 * -0.04. Since {@code audience-estimate-20} TikTok's unique audience interval gains {@code uniqueWidth} x (r -
 * threshold) x the value in quadrature ({@link #TIKTOK_UNIQUE_WIDTH}), r taken at most {@code uniqueCap} ({@link
 * #TIKTOK_UNIQUE_CAP}).
 */
record RepeatScales(double threshold, double uniqueShift, double corePctShare, double uniqueWidth, double uniqueCap) {
    /**
     * TikTok's unique audience interval's added share of the value per repeat beyond the threshold (since {@code
     * audience-estimate-20}, issue 42 item 7). Where creators post half as often its unique audience covered 88% (30
     * of 34, 16800/16817) with misses both ways (-3.0%, -2.3%, +1.4%, +2.4% of the truth), three of them selections of
     * 29-47 creators whose intervals were the narrowest (1.4-2.0% of the value either side); no shift fixes misses
     * both ways, and r, 1.42-1.76 there (median 1.57) against 1.33-1.55 on the default worlds (16300/16317), tells
     * those samples. The narrowest on a 0.005 grid covering 95% of those 34, where the default worlds' intervals do
     * not move; then checked on worlds never used
     * (bench/results/2026-11-30-audience-calibration-posts-half-width.md).
     */
    static final double TIKTOK_UNIQUE_WIDTH = 0.125;

    /**
     * The repeats beyond which TikTok's unique audience interval stops widening: the largest r of the fitted worlds
     * (1.760, 16800/16817; every posts-half, default, held-out and fresh selection checked has r at most that). Where the
     * audiences' overlap is concentrated in super-fans TikTok's r is 1.67-2.51 (median 2.10, 16350/16367) while its
     * unique audience covered 100% at a median width of 5.3% of the truth; the width uncapped made that 28.6%.
     */
    static final double TIKTOK_UNIQUE_CAP = 1.76;

    static final RepeatScales NONE = new RepeatScales(0, 0, 0, 0, 0);
    static final RepeatScales TIKTOK = new RepeatScales(1.52, 0, 0.725, TIKTOK_UNIQUE_WIDTH, TIKTOK_UNIQUE_CAP);

    /** The unique audience's factor for the sample's repeats {@code r}. */
    double uniqueFactor(double r) {
        return 1 + uniqueShift * beyond(r);
    }

    /** Core %'s added standard deviation in points for the sample's repeats {@code r} and core % (points). */
    double corePctSd(double r, double sampleCorePct) {
        return corePctShare * beyond(r) * sampleCorePct;
    }

    /**
     * The unique audience's added standard deviation for the sample's repeats {@code r} and the unique audience's
     * {@code value}: {@code uniqueWidth} x (r - threshold) x the value, r taken at most {@code uniqueCap}, in quadrature
     * with its other parts.
     */
    double uniqueSd(double r, double value) {
        return uniqueWidth * beyond(Math.min(r, uniqueCap)) * value;
    }

    private double beyond(double r) {
        return threshold <= 0 ? 0 : Math.max(0, r - threshold);
    }
}
