package io.sigment.analytics.engine.audience;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.PostSample;
import java.util.ArrayList;
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
    private final AudienceIndex index;
    private final int[] members;
    private final List<List<PostSample>> posts = new ArrayList<>();
    private final List<PostFacts> facts = new ArrayList<>();
    /** The strongest pairs' shared people, fitted apart ({@link OwnPairFit}). */
    private final OwnPairFit ownPairs;
    /** How far the cut of the posts' likers kept the most active people ({@link ListOrderCheck}). */
    private final double listOrder;
    /** How often the sample saw its people again ({@link RepeatCheck}). */
    private final double repeats;
    /** How much of its posts' engagers the scrape read ({@link VisibilityCheck}). */
    private final double visibility;
    /** Whom the cut of the posts' comments kept ({@link CutReturnCheck}). */
    private final double cutReturn;

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
        var seenOn = PostsSeenOn.of(posts);
        listOrder = ListOrderCheck.of(seenOn, facts, options.platform());
        repeats = RepeatCheck.of(seenOn);
        visibility = VisibilityCheck.of(seenOn, facts);
        cutReturn = CutReturnCheck.of(posts, facts, seenOn);
        ownPairs = new OwnPairFit(
                java.util.Arrays.stream(members).mapToObj(index::handle).toList(), index.universe(), this::mixture);
    }

    public static AudienceEstimate estimate(
            AudienceIndex index, List<String> selection, AnalysisOptions options, double estimatedAudienceSize) {
        var estimator = new AudienceEstimator(index, index.indicesOf(selection), options);
        return estimator.run(selection, options, estimatedAudienceSize);
    }

    /**
     * The full sample's figures, the half-sample replicates' (for diagnostics and the summary) and the sample's
     * {@link ListOrderCheck}, {@link RepeatCheck}, {@link VisibilityCheck} and {@link CutReturnCheck}.
     */
    record Raw(
            AudienceFigures full,
            AudienceFigures[] reps,
            double listOrder,
            double repeats,
            double visibility,
            double cutReturn) {}

    static Raw raw(AudienceIndex index, List<String> selection, AnalysisOptions options) {
        return new AudienceEstimator(index, index.indicesOf(selection), options).raw(options);
    }

    private AudienceEstimate run(List<String> selection, AnalysisOptions options, double audienceSize) {
        var raw = raw(options);
        return EstimateIntervals.of(
                selection,
                raw.full(),
                raw.reps(),
                audienceSize,
                IntervalScales.of(options.platform()),
                raw.listOrder(),
                raw.repeats(),
                raw.visibility(),
                raw.cutReturn());
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
        return new Raw(full, reps, listOrder, repeats, visibility, cutReturn);
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
        ownPairs.addTo(combination, slots, patterns, degree, fitted != null);
        return combination.figures();
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
}
