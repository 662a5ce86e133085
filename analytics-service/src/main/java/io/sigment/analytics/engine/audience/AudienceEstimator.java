package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.PostSample;
import io.sigment.analytics.engine.graph.InterestGraph;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Estimates the selection's audience from its sample (see {@link AudienceEstimate}): per creator the people
 * its sample missed ({@link PropensityMixture}), then how they and the seen people add up across creators
 * ({@link AudienceCombination}). Intervals: a bootstrap over each creator's posts with the whole estimate
 * recomputed in every replicate, so both stages of sampling (which posts, and which of a post's engagers the
 * scrape could read) are inside. Deterministic for a seed. Blocking: call it on a worker thread.
 */
public final class AudienceEstimator {
    /** The window the estimates speak of: each creator's most recent posts. */
    public static final int WINDOW_POSTS = 30;

    public static final String METHOD = "propensity_mixture_bootstrap_over_posts";
    static final int FULL_ITERATIONS = 300;
    static final int REPLICATE_ITERATIONS = 40;
    static final int MAX_REPLICATES = 40;
    /**
     * A creator's audience: 0.8 x the half-sample spread and 0.04 x its correction. With core %'s scales its
     * intervals covered the truth 100% of the time at half the audience's width: one creator's half samples vary
     * more than its full sample does.
     */
    static final double CREATOR_SAMPLING_SCALE = 0.8;

    static final double CREATOR_SHARE = 0.04;

    private final AudienceIndex index;
    private final int[] members;
    private final List<List<PostSample>> posts = new ArrayList<>();
    private final List<PostFacts> facts = new ArrayList<>();
    /** The pairs fitted apart ({@link #ownGhosts}), fixed by the full sample; their fitted weights for the replicates. */
    private List<int[]> ownPairs;

    private final java.util.Map<Long, double[]> ownWeights = new java.util.HashMap<>();

    private AudienceEstimator(AudienceIndex index, int[] members, AnalysisOptions options) {
        this.index = index;
        this.members = members;
        for (int member : members) {
            var sampled = index.posts(member);
            if (sampled.size() > CreatorPatterns.MAX_POSTS) {
                sampled = sampled.subList(0, CreatorPatterns.MAX_POSTS);
            }
            posts.add(sampled);
            facts.add(PostFacts.of(sampled, options.platform()));
        }
    }

    public static AudienceEstimate estimate(
            AudienceIndex index, List<String> selection, AnalysisOptions options, double estimatedAudienceSize) {
        var estimator = new AudienceEstimator(index, index.indicesOf(selection), options);
        return estimator.run(selection, options, estimatedAudienceSize);
    }

    /** The full sample's figures and the half-sample replicates' (for diagnostics and the summary). */
    record Raw(AudienceFigures full, AudienceFigures[] reps) {}

    static Raw raw(AudienceIndex index, List<String> selection, AnalysisOptions options) {
        return new AudienceEstimator(index, index.indicesOf(selection), options).raw(options);
    }

    private AudienceEstimate run(List<String> selection, AnalysisOptions options, double audienceSize) {
        return diagnosed(selection, options, audienceSize).estimate();
    }

    /** The estimate with the figures it was made from (for the calibration benchmark's diagnostics). */
    record Diagnosed(AudienceEstimate estimate, Raw raw) {}

    static Diagnosed diagnose(
            AudienceIndex index, List<String> selection, AnalysisOptions options, double estimatedAudienceSize) {
        return new AudienceEstimator(index, index.indicesOf(selection), options)
                .diagnosed(selection, options, estimatedAudienceSize);
    }

    private Diagnosed diagnosed(List<String> selection, AnalysisOptions options, double audienceSize) {
        var raw = raw(options);
        return new Diagnosed(
                summary(selection, raw.full(), raw.reps(), audienceSize, IntervalScales.of(options.platform())), raw);
    }

    private Raw raw(AnalysisOptions options) {
        int[][] identity = new int[members.length][];
        for (int c = 0; c < members.length; c++) {
            identity[c] = IntStream.range(0, posts.get(c).size()).toArray();
        }
        double[][] start = new double[members.length * GROUPS][];
        AudienceFigures full = compute(identity, start, null, FULL_ITERATIONS, true);
        int replicates = Math.min(options.bootstrapReplicates(), MAX_REPLICATES);
        var random = new SplittableRandom(options.seed() ^ 0x5EED_A0D1L);
        int[][][] slots = new int[replicates][members.length][];
        for (int r = 0; r < replicates; r++) {
            for (int c = 0; c < members.length; c++) {
                slots[r][c] = halfOf(posts.get(c).size(), random);
            }
        }
        AudienceFigures[] reps = IntStream.range(0, replicates)
                .parallel()
                .mapToObj(r -> compute(slots[r], null, start, REPLICATE_ITERATIONS, false))
                .toArray(AudienceFigures[]::new);
        return new Raw(full, reps);
    }

    /**
     * How a creator's seen people are grouped for fitting, by how many other creators they were seen on (0, 1, 2,
     * 3, 4-5, 6-8, 9 or more): activity carries across creators, so people seen on many are more active on this one
     * too, and one mixture over all of them gave the twins of people seen on two or three creators too few unseen
     * memberships (in 25-creator selections of one subtopic, 1.4 where the truth had 2.5).
     */
    static final int[] GROUP_STARTS = {0, 1, 2, 3, 4, 6, 9};

    static final int GROUPS = GROUP_STARTS.length;

    /** The group of a person seen on {@code others} other creators. */
    static int group(int others) {
        int g = 0;
        while (g + 1 < GROUPS && others >= GROUP_STARTS[g + 1]) {
            g++;
        }
        return g;
    }
    /**
     * The figures for the given posts of each creator; {@code fitted} receives the fitted weights, {@code start} seeds
     * them. With {@code parallel} the creators are fitted side by side (each creator's fit is its own, so the figures
     * are the same either way); the replicates are computed side by side instead.
     */
    private AudienceFigures compute(
            int[][] slots, double[][] fitted, double[][] start, int iterations, boolean parallel) {
        var combination = new AudienceCombination(members.length);
        long[] scratch = new long[index.universe()];
        int[] touched = new int[index.universe()];
        int[] degree = new int[index.universe()];
        List<CreatorPatterns> patterns = new ArrayList<>();
        for (int c = 0; c < members.length; c++) {
            var creator = CreatorPatterns.of(posts.get(c), slots[c], scratch, touched);
            for (int person : creator.people()) {
                degree[person]++;
            }
            patterns.add(creator);
        }
        var creators = IntStream.range(0, members.length);
        CreatorGhosts[] fits = (parallel ? creators.parallel() : creators)
                .mapToObj(c -> ghosts(c, slots[c], patterns.get(c), degree, fitted, start, iterations))
                .toArray(CreatorGhosts[]::new);
        List<double[]> ghosts = new ArrayList<>();
        List<int[]> bins = new ArrayList<>();
        for (int c = 0; c < members.length; c++) {
            combination.creator(c, fits[c].perPerson().length, fits[c].sum());
            ghosts.add(fits[c].perPerson());
            bins.add(fits[c].bins());
        }
        addPeople(combination, patterns, ghosts, bins);
        if (ownPairs == null) {
            double[] seen = new double[members.length];
            double[][] together = new double[members.length][members.length];
            for (int a = 0; a < members.length; a++) {
                seen[a] = combination.seenOn(a);
                for (int b = a + 1; b < members.length; b++) {
                    together[a][b] = combination.seenTogether(a, b);
                }
            }
            var handles =
                    java.util.Arrays.stream(members).mapToObj(index::handle).toList();
            ownPairs = StrongestPairs.ranked(seen, together, handles, OWN_PAIRS);
        }
        int[] seenPosts = new int[index.universe()];
        for (int[] pair : ownPairs) {
            int a = pair[0];
            int b = pair[1];
            var onB = ownGhosts(b, a, slots, patterns, degree, seenPosts, fitted != null);
            var onA = ownGhosts(a, b, slots, patterns, degree, seenPosts, fitted != null);
            combination.pair(
                    a,
                    b,
                    new AudienceCombination.PairGhosts(
                            onB.total(), onB.seenOnlyWith(), onA.total(), onA.seenOnlyWith()));
        }
        return combination.figures();
    }

    /**
     * The strongest pairs by the full sample's Jaccard, twice as many as a result shows (a replicate ranks its own
     * strongest among them nearly always), whose shared people are estimated with mixtures of their own.
     */
    static final int OWN_PAIRS = 2 * InterestGraph.DEFAULT_STRONGEST;

    /** Ghosts on a creator of its people seen on another: in all, and of those seen on exactly the two by bin. */
    private record OwnGhosts(double total, double[] seenOnlyWith) {}

    /**
     * Creator c's ghosts for its people seen on creator d too, from c's mixture fitted to those people alone. A
     * creator's groups ({@link #GROUP_STARTS}) mix people of d's niche with people of other niches seen on as many
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
            long key = (long) c * members.length + d;
            double[] start = full ? null : ownWeights.get(key);
            var group = PatternGroup.of(masks, new int[n], 0);
            var fit = mixture(c, slots[c])
                    .run(
                            group.patterns(),
                            group.counts(),
                            start,
                            start == null ? FULL_ITERATIONS : REPLICATE_ITERATIONS);
            if (full) {
                ownWeights.put(key, fit.weights());
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

    /** Creator c's mixture over the posts in its slots. */
    private PropensityMixture mixture(int c, int[] slots) {
        PostFacts f = facts.get(c);
        double[] visibility = new double[slots.length];
        double[] weight = new double[slots.length];
        for (int s = 0; s < slots.length; s++) {
            visibility[s] = f.visibility()[slots[s]];
            weight[s] = f.weight()[slots[s]];
        }
        return PropensityMixture.of(visibility, weight, Math.max(WINDOW_POSTS, slots.length));
    }

    /** A creator's unseen people per seen person, each seen person's bin of seen posts, and their sum. */
    private record CreatorGhosts(double[] perPerson, int[] bins, double sum) {}

    /** Fits creator {@code c}'s mixtures, one per group of its seen people; writes its slots of {@code fitted}. */
    private CreatorGhosts ghosts(
            int c,
            int[] slots,
            CreatorPatterns creator,
            int[] degree,
            double[][] fitted,
            double[][] start,
            int iterations) {
        int[] groups = new int[creator.people().length];
        for (int i = 0; i < groups.length; i++) {
            groups[i] = group(degree[creator.people()[i]] - 1);
        }
        double[] perPerson = new double[groups.length];
        int[] personBins = new int[groups.length];
        double sum = 0;
        var mixture = mixture(c, slots);
        var byGroup = PatternGroup.all(creator.masks(), groups, GROUPS);
        for (int g = 0; g < GROUPS; g++) {
            var group = byGroup[g];
            if (group.members().length == 0) {
                continue;
            }
            int slot = c * GROUPS + g;
            var fit = mixture.run(group.patterns(), group.counts(), start == null ? null : start[slot], iterations);
            if (fitted != null) {
                fitted[slot] = fit.weights();
            }
            for (int k = 0; k < group.members().length; k++) {
                int i = group.members()[k];
                int pattern = group.patternOf()[k];
                perPerson[i] = fit.ghosts()[pattern];
                personBins[i] = AudienceCombination.bin(creator.seenPosts()[i]);
                sum += perPerson[i];
            }
        }
        return new CreatorGhosts(perPerson, personBins, sum);
    }

    /** Feeds every seen person with the creators they were seen on to the combination. */
    private void addPeople(
            AudienceCombination combination, List<CreatorPatterns> patterns, List<double[]> ghosts, List<int[]> bins) {
        int universe = index.universe();
        int[] degree = new int[universe];
        for (var creator : patterns) {
            for (int person : creator.people()) {
                degree[person]++;
            }
        }
        int[] offset = new int[universe + 1];
        for (int p = 0; p < universe; p++) {
            offset[p + 1] = offset[p] + degree[p];
        }
        int total = offset[universe];
        int[] on = new int[total];
        int[] seenPosts = new int[total];
        double[] ghost = new double[total];
        int[] fill = new int[universe];
        for (int c = 0; c < patterns.size(); c++) {
            var creator = patterns.get(c);
            double[] g = ghosts.get(c);
            for (int i = 0; i < creator.people().length; i++) {
                int person = creator.people()[i];
                int at = offset[person] + fill[person]++;
                on[at] = c;
                seenPosts[at] = bins.get(c)[i];
                ghost[at] = g[i];
            }
        }
        int[] bufOn = new int[patterns.size()];
        int[] bufPosts = new int[patterns.size()];
        double[] bufGhost = new double[patterns.size()];
        for (int p = 0; p < universe; p++) {
            int count = degree[p];
            if (count == 0) {
                continue;
            }
            System.arraycopy(on, offset[p], bufOn, 0, count);
            System.arraycopy(seenPosts, offset[p], bufPosts, 0, count);
            System.arraycopy(ghost, offset[p], bufGhost, 0, count);
            combination.person(bufOn, bufPosts, bufGhost, count);
        }
    }

    private AudienceEstimate summary(
            List<String> selection,
            AudienceFigures full,
            AudienceFigures[] reps,
            double audienceSize,
            IntervalScales scales) {
        int r = reps.length;
        double[] unique = new double[r];
        double[] pct = new double[r];
        for (int i = 0; i < r; i++) {
            unique[i] = reps[i].unique();
            pct[i] = reps[i].corePct();
        }
        var creators = new LinkedHashMap<String, Interval>();
        for (int c = 0; c < members.length; c++) {
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
        for (int a = 0; a < members.length; a++) {
            for (int b = a + 1; b < members.length; b++) {
                int aa = a;
                int bb = b;
                double value = full.pairs()[a][b];
                double[] pairReps = java.util.Arrays.stream(reps)
                        .mapToDouble(x -> x.pairs()[aa][bb])
                        .toArray();
                pairs.put(
                        AudienceEstimate.pairKey(selection.get(a), selection.get(b)),
                        scales.pair(
                                value,
                                Math.sqrt(variance(value, pairReps)),
                                Math.abs(value - full.samplePairs()[a][b])));
            }
        }
        double pctValue = full.corePct();
        double pctSd = scales.corePctSd(
                Math.sqrt(variance(pctValue, pct)),
                Math.abs(pctValue - full.trendCorePct()),
                Math.abs(pctValue - full.sampleCorePct()));
        var corePct = new Interval(
                pctValue, Math.max(0, pctValue - Z95 * pctSd), Math.min(100, pctValue + Z95 * pctSd), 0.95);
        double uniqueSd = scales.uniqueSd(full.unique(), Math.sqrt(variance(full.unique(), unique)));
        var uniqueAudience = new Interval(
                full.unique(), Math.max(0, full.unique() - Z95 * uniqueSd), full.unique() + Z95 * uniqueSd, 0.95);
        double relative = Math.hypot(pctSd / Math.max(pctValue, 1e-9), uniqueSd / Math.max(full.unique(), 1e-9));
        double coreValue = full.unique() * pctValue / 100;
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
                METHOD,
                WINDOW_POSTS,
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
     * The strongest pairs' intervals, strongest first, with the strongest pairs' scale: their own estimates ({@link #ownGhosts}), which the ranking does
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
            double[] pairReps = java.util.Arrays.stream(reps)
                    .mapToDouble(x -> x.pairs()[a][b])
                    .toArray();
            out.put(
                    AudienceEstimate.pairKey(selection.get(a), selection.get(b)),
                    scales.strongestPair(
                            value, Math.sqrt(variance(value, pairReps)), Math.abs(value - full.samplePairs()[a][b])));
        }
        return out;
    }

    /**
     * A random half of a creator's n posts (at least one kept, one left out when n >= 2), in slot order: a
     * delete-d jackknife replicate with d = n/2, whose spread estimates the estimate's own (the factor (n-d)/d
     * of the delete-d jackknife is 1 at half).
     */
    static int[] halfOf(int n, SplittableRandom random) {
        int[] order = IntStream.range(0, n).toArray();
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        int keep = n < 2 ? n : Math.max(1, n / 2);
        int[] kept = java.util.Arrays.copyOf(order, keep);
        java.util.Arrays.sort(kept);
        return kept;
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
