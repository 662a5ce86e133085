package io.sigment.analytics.engine.optimize;

/**
 * What a selection should reach: core % (0-100) and core reach (estimated core audience size).
 * A target of 0 is always met.
 */
public record Targets(double minCorePct, double minCoreReach) {
    /** The recommended selection's targets, the same as the hit_audience_targets prompt's defaults. */
    public static final Targets DEFAULT = new Targets(7, 100_000);

    public Targets {
        if (!(minCorePct >= 0 && minCorePct <= 100)) {
            throw new IllegalArgumentException("min_core_pct must be within 0-100");
        }
        if (!(minCoreReach >= 0) || Double.isInfinite(minCoreReach)) {
            throw new IllegalArgumentException("min_core_reach must be >= 0");
        }
    }

    public Gaps gaps(double corePct, double coreReach) {
        double pctGap = Math.max(0, minCorePct - corePct);
        double reachGap = Math.max(0, minCoreReach - coreReach);
        double shortfall =
                (minCorePct == 0 ? 0 : pctGap / minCorePct) + (minCoreReach == 0 ? 0 : reachGap / minCoreReach);
        return new Gaps(pctGap, reachGap, shortfall);
    }
}
