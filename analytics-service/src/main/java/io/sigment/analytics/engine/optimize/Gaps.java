package io.sigment.analytics.engine.optimize;

/**
 * How far a selection is from the targets; all 0 when they are met.
 *
 * @param corePct percentage points of core % missing
 * @param coreReach people of core reach missing
 * @param normalizedShortfall corePct / min_core_pct + coreReach / min_core_reach (terms of 0 targets left out)
 */
public record Gaps(double corePct, double coreReach, double normalizedShortfall) {
    public boolean met() {
        return normalizedShortfall == 0;
    }
}
