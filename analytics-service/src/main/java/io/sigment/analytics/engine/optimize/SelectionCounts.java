package io.sigment.analytics.engine.optimize;

/** U, K, E and the sum of median views of a selection, and what follows from them. */
record SelectionCounts(long unique, long core, double engagements, double medianViews) {
    double corePct() {
        return unique == 0 ? 0 : 100.0 * core / unique;
    }

    /** Sum m_c / F with F = E / U. */
    double estimatedAudienceSize() {
        return engagements == 0 ? 0 : medianViews * unique / engagements;
    }

    /** Audience size x K / U, which is K x sum m_c / E. */
    double coreReach() {
        return engagements == 0 ? 0 : core * medianViews / engagements;
    }
}
