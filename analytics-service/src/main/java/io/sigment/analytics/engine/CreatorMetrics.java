package io.sigment.analytics.engine;

import java.util.List;

/**
 * One creator's metrics within a selection S (README "Definitions").
 *
 * @param engagedPeople |A_c|
 * @param frequency F_c = engagements / |A_c|
 * @param medianViews m_c, median of non-zero post impressions (0 with flag {@code no_views})
 * @param reach m_c / F_c
 * @param corePeople the creator's people who are core in S
 * @param coreReach S's core reach x corePeople / (sum over S of corePeople)
 * @param costPerPost its override, else cost per view x m_c
 * @param effectiveCpv costPerPost / m_c
 * @param flags {@code no_views}, {@code no_engagers}
 */
public record CreatorMetrics(
        String handle,
        int posts,
        long engagedPeople,
        long engagements,
        double frequency,
        double medianViews,
        double reach,
        long corePeople,
        double coreReach,
        double costPerPost,
        boolean costOverridden,
        double effectiveCpv,
        List<String> flags) {

    public CreatorMetrics {
        flags = List.copyOf(flags);
    }
}
