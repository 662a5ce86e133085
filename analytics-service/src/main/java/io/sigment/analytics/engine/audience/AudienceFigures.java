package io.sigment.analytics.engine.audience;

/**
 * One computation of the audience figures of a selection (the full sample, or one bootstrap replicate):
 * unique and core audience, each creator's audience ({@code creators[c]}) and every pair's shared audience
 * ({@code pairs[a][b]}, a < b, members in selection order); {@code trendCorePct} is the core % under the other
 * assumption about people seen nowhere ({@link AudienceCombination#lowerTrend}), which sizes the model's share
 * of the core % interval; the {@code sample...} figures are the same counted on the seen people alone.
 */
record AudienceFigures(
        double unique,
        double core,
        double[] creators,
        double[][] pairs,
        double trendCorePct,
        double sampleCorePct,
        double[] sampleCreators,
        double[][] samplePairs,
        Parts parts) {

    /**
     * Where the estimate's people come from, for {@code AudienceBreakdown}: people seen on one creator and core, the
     * people seen nowhere (unique and core), the other audiences of the people seen on one creator, and the twins'
     * unseen memberships beside the people seen on exactly two creators (counted once per creator they were seen on);
     * per pair (a < b) the shared audience's terms: seen on both, seen on a and not b, seen on b and not a, seen
     * nowhere, seen only on a third creator, seen on two or more others.
     */
    record Parts(
            double seenOnceCore,
            double ghostUnique,
            double ghostCore,
            double seenOnceExtra,
            double onOneUnseen,
            double onOne,
            double[][][] pairTerms) {}

    double corePct() {
        return unique == 0 ? 0 : 100 * core / unique;
    }
}
