package io.sigment.analytics.engine.audience;

import java.util.Map;

/**
 * Estimates of the selection's audience, as opposed to the sample the spec's figures describe. The
 * estimand ({@link #ESTIMAND}): the people who engaged with any of each creator's {@code windowPosts} most
 * recent posts. Every interval covers its estimand at its stated confidence on the emulator's ground truth
 * (analytics-service README, "Audience estimates").
 *
 * @param uniqueAudience people in the union of the creators' audiences
 * @param coreAudience people in the audiences of at least t creators (t = the core threshold)
 * @param corePct 100 x core audience / unique audience
 * @param coreReach estimated audience size (spec) x the estimated audience core % / 100
 * @param creators per handle, the people who engaged with any of its recent posts
 * @param pairs per pair of creators ({@link #pairKey}), the people in both audiences, with a 95% interval on the
 *     log scale (their errors are relative; {@link IntervalScales})
 * @param corePctReplicates the bootstrap replicates of core %, for the chance that a target is met
 * @param coreReachReplicates the bootstrap replicates of core reach, in the same order
 * @param strongestPairs the pairs the sample ranks strongest (the spec's strongest overlaps: highest sample
 *     Jaccard, at most {@code InterestGraph.DEFAULT_STRONGEST}), strongest first, by {@link #pairKey}: the same
 *     estimand as {@code pairs}, estimated from mixtures of each pair's own people, which ranking on the same sample
 *     does not lift ({@link StrongestPairs}). Shown pairs take their estimate from here.
 */
public record AudienceEstimate(
        String estimand,
        String method,
        int windowPosts,
        Interval uniqueAudience,
        Interval coreAudience,
        Interval corePct,
        Interval coreReach,
        Map<String, Interval> creators,
        Map<String, Interval> pairs,
        double[] corePctReplicates,
        double[] coreReachReplicates,
        Map<String, Interval> strongestPairs) {

    /** An estimate without strongest pairs of their own (a stored result's, or a hand-made one). */
    public AudienceEstimate(
            String estimand,
            String method,
            int windowPosts,
            Interval uniqueAudience,
            Interval coreAudience,
            Interval corePct,
            Interval coreReach,
            Map<String, Interval> creators,
            Map<String, Interval> pairs,
            double[] corePctReplicates,
            double[] coreReachReplicates) {
        this(
                estimand,
                method,
                windowPosts,
                uniqueAudience,
                coreAudience,
                corePct,
                coreReach,
                creators,
                pairs,
                corePctReplicates,
                coreReachReplicates,
                Map.of());
    }

    public static final String ESTIMAND = "the people who engaged with any of each creator's recent posts";

    /** The key of a pair in {@link #pairs}: the two handles joined by {@code |}, in selection order. */
    public static String pairKey(String first, String second) {
        return first + "|" + second;
    }

    /**
     * The share of bootstrap replicates in which the audience meets both targets (a missing target: 0): how sure
     * we are that the audience, not just the sample, meets them.
     */
    public double chanceTargetsMet(double minCorePct, double minCoreReach) {
        if (corePctReplicates.length == 0) {
            return corePct.value() >= minCorePct && coreReach.value() >= minCoreReach ? 1 : 0;
        }
        int met = 0;
        for (int r = 0; r < corePctReplicates.length; r++) {
            if (corePctReplicates[r] >= minCorePct && coreReachReplicates[r] >= minCoreReach) {
                met++;
            }
        }
        return (double) met / corePctReplicates.length;
    }
}
