package io.sigment.analytics.engine.audience;

/**
 * How much narrower than {@code audience-estimate-20}'s the unique and the core audience's 95% intervals are, per
 * platform, since {@code audience-estimate-21} (issue 42: intervals wider than needed are less useful ranges). {@code
 * unique} multiplies the unique audience's sd from the platform's scales ({@link IntervalScales#uniqueSd} times its
 * factors); {@code -20}'s terms for worlds whose creators post half as often ({@link RepeatScales#uniqueSd}, {@link
 * VisibilityScales#uniqueSd}) are added whole, in quadrature, as they were fitted on top of the scales' width. {@code
 * coreAudience} multiplies the core audience's relative sd (core %'s and the narrowed unique audience's relative sds in
 * quadrature). Values, core % and its interval do not move.
 *
 * <p>With {@code -20} the unique audience covered 97.9-99.1% and the core audience 97.0-98.5% of the used default
 * worlds' selections per platform (held-out 2000-2051, fresh 19000-19051 and 21100-21151, 16300/16317: 334 a
 * platform), above the 92-98% band. Each factor is the narrowest on a 0.025 grid whose coverage of those selections,
 * pooled, is at least 95.5% (the unique audience's first, then the core audience's with it: Instagram 0.675 and 0.725,
 * YouTube 0.80 and 0.825, TikTok 0.825 and 0.85), raised where a cell of the measurement page's stress rows (seeds
 * 16350-16917, 34 selections a platform) would fall below 90% (31 of 34): Instagram's unique audience to 0.775 (another
 * engager order) and its core audience to 0.775 (heavier-tailed propensities), YouTube's to 0.925 (posting half as
 * often) and 0.85 (comments disabled on 25% of posts), TikTok's unique audience to 0.875 (posting twice as often).
 * Computed exactly from the benchmark's per-selection lines of {@code -20} runs, then checked on worlds never used
 * (bench/results/2026-11-30-audience-calibration-narrower-intervals.md).
 */
record WidthFactors(double unique, double coreAudience) {
    /** {@code -20}'s widths: the scales as they are. */
    static final WidthFactors NONE = new WidthFactors(1, 1);

    static final WidthFactors INSTAGRAM = new WidthFactors(0.775, 0.775);
    static final WidthFactors YOUTUBE = new WidthFactors(0.925, 0.85);
    static final WidthFactors TIKTOK = new WidthFactors(0.875, 0.85);
}
