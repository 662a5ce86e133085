package io.sigment.analytics.engine.audience;

/**
 * The unique audience's relative bias, as a share of the estimate: {@code intercept + perUnseenShare} x the
 * share of the estimate that is people seen nowhere {@code + perLogCreators} x ln(creators). Since
 * {@code audience-estimate-9} Instagram's estimate is corrected by it ({@link #uniqueFactor}): on the training
 * worlds (seeds 1000-1119, 84 Instagram selections, 2026-11-28) its unique audience ran 1.7% high in the median
 * for selections of one subtopic or of unrelated creators and 1.2% low for small ones (2-10 creators), and its
 * intervals covered 91.7%; the error rose with the share seen nowhere (correlation +0.57) and with the
 * selection's size. Fitted by maximum likelihood (the error normal with the interval's spread), chosen over the
 * share alone, the size alone and either with the half samples' drift by leave-one-world-out error (median 0.74%
 * against 1.56% uncorrected); the interval's scales stay, the narrowest factor on them whose leave-one-world-out
 * coverage is at least 97% (bench/results/2026-11-28-audience-calibration-unique-audience.md). YouTube's and
 * TikTok's estimates, covering 96-98% on never-used worlds, are not corrected.
 */
record UniqueBias(double intercept, double perUnseenShare, double perLogCreators) {
    static final UniqueBias NONE = new UniqueBias(0, 0, 0);
    static final UniqueBias INSTAGRAM = new UniqueBias(-0.116, 0.198, 0.0159);

    /** The share of the estimate it is too high by, for a selection of {@code creators}. */
    double of(double unseenShare, int creators) {
        return intercept + perUnseenShare * unseenShare + perLogCreators * Math.log(Math.max(1, creators));
    }
}
