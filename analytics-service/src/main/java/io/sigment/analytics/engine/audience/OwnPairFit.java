package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.graph.InterestGraph;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The strongest pairs' shared people, fitted apart: for the strongest pairs by the full sample's Jaccard
 * ({@link #OWN_PAIRS}), each creator's ghosts for its people seen on the other come from a mixture fitted to those
 * people alone ({@link #ownGhosts}), and {@link AudienceCombination} counts the pair's shared audience from them
 * ({@link PairGhosts}). The pairs and the full sample's fitted weights are fixed by the first (full-sample) call;
 * the replicates start from those weights.
 */
final class OwnPairFit {
    /**
     * The strongest pairs by the full sample's Jaccard, twice as many as a result shows (a replicate ranks its own
     * strongest among them nearly always), whose shared people are estimated with mixtures of their own.
     */
    static final int OWN_PAIRS = 2 * InterestGraph.DEFAULT_STRONGEST;

    /**
     * A pair's people seen on one of the two with their ghosts on the other from a mixture fitted to that pair's
     * people alone: {@code onB} the ghosts on b of people seen on a (and b), {@code onBSeenOnlyWithA[bin]} of those
     * seen on exactly a and b by their bin on a; the same for a.
     */
    record PairGhosts(double onB, double[] onBSeenOnlyWithA, double onA, double[] onASeenOnlyWithB) {}

    /** A creator's mixture over the posts in its slots. */
    interface Mixtures {
        PropensityMixture of(int creator, int[] slots);
    }

    private final List<String> handles;
    private final int universe;
    private final Mixtures mixtures;
    /** The pairs fitted apart, fixed by the full sample. */
    private List<int[]> pairs;
    /** The full sample's fitted weights per (creator, other creator), the replicates' start. */
    private final Map<Long, double[]> weights = new HashMap<>();

    OwnPairFit(List<String> handles, int universe, Mixtures mixtures) {
        this.handles = handles;
        this.universe = universe;
        this.mixtures = mixtures;
    }

    /**
     * Fits the pairs' own ghosts on the given posts of each creator and hands them to the combination; the first
     * call ({@code full}: the full sample) ranks the pairs on the combination's seen people.
     */
    void addTo(
            AudienceCombination combination,
            int[][] slots,
            List<CreatorPatterns> patterns,
            int[] degree,
            boolean full) {
        int creators = handles.size();
        if (pairs == null) {
            double[] seen = new double[creators];
            double[][] together = new double[creators][creators];
            for (int a = 0; a < creators; a++) {
                seen[a] = combination.seenOn(a);
                for (int b = a + 1; b < creators; b++) {
                    together[a][b] = combination.seenTogether(a, b);
                }
            }
            pairs = StrongestPairs.ranked(seen, together, handles, OWN_PAIRS);
        }
        int[] seenPosts = new int[universe];
        for (int[] pair : pairs) {
            int a = pair[0];
            int b = pair[1];
            var onB = ownGhosts(b, a, slots, patterns, degree, seenPosts, full);
            var onA = ownGhosts(a, b, slots, patterns, degree, seenPosts, full);
            combination.pair(a, b, new PairGhosts(onB.total(), onB.seenOnlyWith(), onA.total(), onA.seenOnlyWith()));
        }
    }

    /** Ghosts on a creator of its people seen on another: in all, and of those seen on exactly the two by bin. */
    private record OwnGhosts(double total, double[] seenOnlyWith) {}

    /**
     * Creator c's ghosts for its people seen on creator d too, from c's mixture fitted to those people alone. A
     * creator's groups ({@link AudienceEstimator#GROUP_STARTS}) mix people of d's niche with people of other niches
     * seen on as many
     * creators, who engage with c far less; their common mixture gave the people c shares with its closest creators
     * the others' many ghosts (Instagram pairs of one subtopic inside selections of one topic: 1.4 x the true people
     * seen on one of the two). The pair's own people are one stratum of the Horvitz-Thompson sum: being seen on d
     * does not change how c's sample sees them.
     */
    private OwnGhosts ownGhosts(
            int c, int d, int[][] slots, List<CreatorPatterns> patterns, int[] degree, int[] seenPosts, boolean full) {
        var other = patterns.get(d);
        for (int i = 0; i < other.people().length; i++) {
            seenPosts[other.people()[i]] = other.seenPosts()[i];
        }
        var creator = patterns.get(c);
        int n = 0;
        for (int person : creator.people()) {
            if (seenPosts[person] > 0) {
                n++;
            }
        }
        long[] masks = new long[n];
        int[] people = new int[n];
        int k = 0;
        for (int i = 0; i < creator.people().length; i++) {
            if (seenPosts[creator.people()[i]] > 0) {
                masks[k] = creator.masks()[i];
                people[k++] = creator.people()[i];
            }
        }
        double total = 0;
        double[] only = new double[AudienceCombination.BINS];
        if (n > 0) {
            long key = (long) c * handles.size() + d;
            double[] start = full ? null : weights.get(key);
            var group = PatternGroup.of(masks, new int[n], 0);
            var fit = mixtures.of(c, slots[c])
                    .run(
                            group.patterns(),
                            group.counts(),
                            start,
                            start == null ? AudienceEstimator.FULL_ITERATIONS : AudienceEstimator.REPLICATE_ITERATIONS);
            if (full) {
                weights.put(key, fit.weights());
            }
            for (int i = 0; i < n; i++) {
                double ghost = fit.ghosts()[group.patternOf()[i]];
                total += ghost;
                if (degree[people[i]] == 2) {
                    only[AudienceCombination.bin(seenPosts[people[i]])] += ghost;
                }
            }
        }
        for (int person : other.people()) {
            seenPosts[person] = 0;
        }
        return new OwnGhosts(total, only);
    }
}
