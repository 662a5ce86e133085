package io.sigment.analytics.engine.optimize;

/**
 * How good a selection is for the optimizer: smaller normalized shortfall first (0 = targets met),
 * then higher core reach, then fewer changes from the current selection.
 */
record Score(double shortfall, double coreReach, int changes) {
    private static final double SHORTFALL_TOLERANCE = 1e-12;
    private static final double REACH_TOLERANCE = 1e-9;

    static final Score WORST = new Score(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Integer.MAX_VALUE);

    static Score of(Targets targets, long unique, long core, double engagements, double medianViews, int changes) {
        double corePct = unique == 0 ? 0 : 100.0 * core / unique;
        double coreReach = engagements == 0 ? 0 : core * medianViews / engagements;
        return new Score(targets.gaps(corePct, coreReach).normalizedShortfall(), coreReach, changes);
    }

    boolean betterThan(Score other) {
        if (Math.abs(shortfall - other.shortfall) > SHORTFALL_TOLERANCE) {
            return shortfall < other.shortfall;
        }
        double scale = Math.max(1, Math.abs(other.coreReach));
        if (Math.abs(coreReach - other.coreReach) > REACH_TOLERANCE * scale) {
            return coreReach > other.coreReach;
        }
        return changes < other.changes;
    }

    /** Equal up to the tolerances used by {@link #betterThan}, changes ignored. */
    boolean sameValue(Score other) {
        return !new Score(shortfall, coreReach, 0).betterThan(new Score(other.shortfall, other.coreReach, 0))
                && !new Score(other.shortfall, other.coreReach, 0).betterThan(new Score(shortfall, coreReach, 0));
    }
}
