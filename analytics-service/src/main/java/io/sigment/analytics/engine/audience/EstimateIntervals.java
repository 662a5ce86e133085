package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.graph.InterestGraph;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Assembles an {@link AudienceEstimate} from the full sample's figures and the half-sample replicates'
 * ({@link AudienceEstimator}): every figure's 95% interval from the replicates' spread and the platform's
 * {@link IntervalScales}, and the draws for the chance that a target is met.
 */
final class EstimateIntervals {
    private EstimateIntervals() {}

    /**
     * A creator's audience: 0.8 x the half-sample spread and 0.04 x its correction. With core %'s scales its
     * intervals covered the truth 100% of the time at half the audience's width: one creator's half samples vary
     * more than its full sample does.
     */
    static final double CREATOR_SAMPLING_SCALE = 0.8;

    static final double CREATOR_SHARE = 0.04;

    /**
     * The estimate of a selection (handles in {@code selection}'s order) from its full sample and replicates, with the
     * sample's {@link ListOrderCheck} ({@code listOrder}), {@link RepeatCheck} ({@code repeats}), {@link
     * VisibilityCheck} ({@code visibility}) and {@link CutReturnCheck} ({@code cutReturn}).
     */
    static AudienceEstimate of(
            List<String> selection,
            AudienceFigures full,
            AudienceFigures[] reps,
            double audienceSize,
            IntervalScales scales,
            double listOrder,
            double repeats,
            double visibility,
            double cutReturn) {
        int r = reps.length;
        double[] unique = new double[r];
        double[] pct = new double[r];
        for (int i = 0; i < r; i++) {
            unique[i] = reps[i].unique();
            pct[i] = reps[i].corePct();
        }
        var creators = new LinkedHashMap<String, Interval>();
        for (int c = 0; c < selection.size(); c++) {
            int cc = c;
            double[] creatorReps = java.util.Arrays.stream(reps)
                    .mapToDouble(x -> x.creators()[cc])
                    .toArray();
            double sd = Math.hypot(
                    CREATOR_SAMPLING_SCALE * Math.sqrt(variance(full.creators()[c], creatorReps)),
                    CREATOR_SHARE * Math.abs(full.creators()[c] - full.sampleCreators()[c]));
            creators.put(
                    selection.get(c),
                    new Interval(
                            full.creators()[c],
                            Math.max(0, full.creators()[c] - Z95 * sd),
                            full.creators()[c] + Z95 * sd,
                            0.95));
        }
        var pairs = new LinkedHashMap<String, Interval>();
        for (int a = 0; a < selection.size(); a++) {
            for (int b = a + 1; b < selection.size(); b++) {
                double value = full.pairs()[a][b];
                double[] pairReps = pairReplicates(reps, a, b);
                pairs.put(
                        AudienceEstimate.pairKey(selection.get(a), selection.get(b)),
                        scales.pair(
                                value,
                                Math.sqrt(variance(value, pairReps)),
                                Math.abs(value - full.samplePairs()[a][b])));
            }
        }
        double drift = drift(full.corePct(), pct);
        double lift = full.corePct() - full.sampleCorePct();
        double pctValue = scales.corePct(full.corePct(), drift, lift, repeats);
        double pctSd = Math.hypot(
                Math.hypot(
                        scales.atListOrder(listOrder)
                                .corePctSd(
                                        Math.sqrt(variance(full.corePct(), pct)),
                                        Math.abs(full.corePct() - full.trendCorePct()),
                                        Math.abs(full.corePct() - full.sampleCorePct()),
                                        drift),
                        Math.hypot(
                                scales.listOrder().corePctSd(listOrder),
                                scales.repeats().corePctSd(repeats, full.sampleCorePct()))),
                Math.hypot(
                        scales.lift().corePctSd(lift, drift, repeats),
                        scales.visibility().corePctSd(visibility)));
        var corePct = new Interval(
                pctValue, Math.max(0, pctValue - Z95 * pctSd), Math.min(100, pctValue + Z95 * pctSd), 0.95);
        double uniqueFactor = scales.uniqueFactor(full.unique(), full.parts().ghostUnique(), selection.size())
                * scales.listOrder().uniqueFactor(listOrder, repeats)
                * scales.repeats().uniqueFactor(repeats)
                * scales.visibility().uniqueFactor(visibility, cutReturn)
                * scales.lift().uniqueFactor(lift, drift, repeats);
        double uniqueValue = uniqueFactor * full.unique();
        double uniqueSd = Math.hypot(
                scales.widths().unique()
                        * uniqueFactor
                        * scales.visibility().uniqueWidth()
                        * scales.uniqueSd(
                                full.unique(),
                                Math.sqrt(variance(full.unique(), unique)),
                                full.parts().ghostUnique(),
                                selection.size()),
                Math.hypot(
                        scales.repeats().uniqueSd(repeats, uniqueValue),
                        scales.visibility().uniqueSd(visibility, uniqueValue)));
        var uniqueAudience = new Interval(
                uniqueValue, Math.max(0, uniqueValue - Z95 * uniqueSd), uniqueValue + Z95 * uniqueSd, 0.95);
        double relative = scales.widths().coreAudience()
                * Math.hypot(pctSd / Math.max(pctValue, 1e-9), uniqueSd / Math.max(uniqueValue, 1e-9));
        double coreValue = uniqueValue * pctValue / 100;
        var coreAudience = new Interval(
                coreValue, Math.max(0, coreValue * (1 - Z95 * relative)), coreValue * (1 + Z95 * relative), 0.95);
        double reachValue = audienceSize * pctValue / 100;
        var coreReach =
                new Interval(reachValue, audienceSize * corePct.low() / 100, audienceSize * corePct.high() / 100, 0.95);
        double[] pctDraws = widened(pctValue, pct, pctSd);
        double[] reachDraws = java.util.Arrays.stream(pctDraws)
                .map(x -> audienceSize * x / 100)
                .toArray();
        return new AudienceEstimate(
                AudienceEstimate.ESTIMAND,
                AudienceEstimator.METHOD,
                AudienceEstimator.WINDOW_POSTS,
                uniqueAudience,
                coreAudience,
                corePct,
                coreReach,
                creators,
                pairs,
                pctDraws,
                reachDraws,
                strongest(selection, full, reps, scales));
    }

    /**
     * The strongest pairs' intervals, strongest first, with the strongest pairs' scale: their own estimates ({@link
     * OwnPairFit}), which the ranking does
     * not lift (the calibration benchmark's shown pairs, 2026-11-28).
     */
    private static java.util.Map<String, Interval> strongest(
            List<String> selection, AudienceFigures full, AudienceFigures[] reps, IntervalScales scales) {
        var out = new LinkedHashMap<String, Interval>();
        for (int[] pair : StrongestPairs.ranked(
                full.sampleCreators(), full.samplePairs(), selection, InterestGraph.DEFAULT_STRONGEST)) {
            int a = pair[0];
            int b = pair[1];
            double value = full.pairs()[a][b];
            double[] pairReps = pairReplicates(reps, a, b);
            out.put(
                    AudienceEstimate.pairKey(selection.get(a), selection.get(b)),
                    scales.strongestPair(
                            value, Math.sqrt(variance(value, pairReps)), Math.abs(value - full.samplePairs()[a][b])));
        }
        return out;
    }

    /** Pair (a, b)'s shared audience in each replicate. */
    private static double[] pairReplicates(AudienceFigures[] reps, int a, int b) {
        return java.util.Arrays.stream(reps).mapToDouble(x -> x.pairs()[a][b]).toArray();
    }

    /**
     * The half samples' drift: their mean minus the full sample's value (0 without replicates). A half of the posts
     * makes the estimate extrapolate twice as far from what was seen, so where the model's extrapolation is off the
     * half samples move away from the full sample in the direction of the error ({@link IntervalScales#DRIFT_SHIFT}).
     */
    static double drift(double value, double[] replicates) {
        return replicates.length == 0
                ? 0
                : java.util.Arrays.stream(replicates).average().orElse(value) - value;
    }

    /** The replicates moved to centre on the estimate: each is the estimate plus its replicate's deviation. */
    static double[] centred(double value, double[] replicates) {
        double mean = java.util.Arrays.stream(replicates).average().orElse(value);
        return java.util.Arrays.stream(replicates).map(x -> value + (x - mean)).toArray();
    }

    private static double variance(double value, double[] replicates) {
        if (replicates.length < 2) {
            return 0;
        }
        double[] centred = centred(value, replicates);
        return java.util.Arrays.stream(centred)
                        .map(x -> (x - value) * (x - value))
                        .sum()
                / (centred.length - 1);
    }

    /**
     * The replicates centred on the value with their deviations stretched so that their spread is the interval's
     * ({@code sd}): draws for the chance that a target is met.
     */
    static double[] widened(double value, double[] replicates, double sd) {
        double sampling = variance(value, replicates);
        if (replicates.length < 2 || sampling == 0) {
            return new double[0];
        }
        double stretch = sd / Math.sqrt(sampling);
        return java.util.Arrays.stream(centred(value, replicates))
                .map(x -> value + (x - value) * stretch)
                .toArray();
    }

    static final double Z95 = 1.959964;
}
