package io.sigment.analytics.engine;

import io.sigment.analytics.engine.stats.OverviewIntervals;
import java.util.List;

/**
 * Overview of a selection S (README "Definitions"). Ratios with a zero denominator are 0 and
 * {@code flags} says why.
 *
 * @param uniqueAudienceSample U = |union of A_c|
 * @param engagements E = all engagements with S's posts
 * @param frequency F = E / U
 * @param coreAudienceSample K = people engaging with at least t creators of S
 * @param corePct 100 x K / U (a percentage, like the tools' min_core_pct)
 * @param sumMedianViews sum over S of m_c
 * @param estimatedAudienceSize sum m_c / F
 * @param estimatedCoreAudienceSize estimated audience size x K / U (core reach)
 * @param intervals confidence intervals, null until computed
 * @param flags {@code empty_selection}, {@code no_engagers}, {@code core_threshold_above_selection_size},
 *     {@code creators_without_views}
 */
public record Overview(
        int creators,
        int coreThreshold,
        long uniqueAudienceSample,
        long engagements,
        double frequency,
        long coreAudienceSample,
        double corePct,
        double sumMedianViews,
        double estimatedAudienceSize,
        double estimatedCoreAudienceSize,
        OverviewIntervals intervals,
        List<String> flags) {

    public Overview {
        flags = List.copyOf(flags);
    }

    public Overview withIntervals(OverviewIntervals computed) {
        return new Overview(
                creators,
                coreThreshold,
                uniqueAudienceSample,
                engagements,
                frequency,
                coreAudienceSample,
                corePct,
                sumMedianViews,
                estimatedAudienceSize,
                estimatedCoreAudienceSize,
                computed,
                flags);
    }
}
