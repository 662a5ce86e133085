package io.sigment.analytics.engine.audience;

/**
 * Puts the creators' seen people and ghosts together into the selection's figures.
 * <ul>
 *   <li>A person seen on two or more creators is core.</li>
 *   <li>A person seen only on creator d is core when they are in another creator's audience unseen. The ghosts
 *   of c carried by people seen on exactly {c, d} are such people; spread over the people seen only on d with
 *   the same count of d's posts (1, 2, 3 or more), they give each the chance to be in c's audience. How many
 *   other audiences such a person is in is negative binomial with that mean: people differ in how many
 *   creators they follow more than independent chances make them differ ({@link #shape}).</li>
 *   <li>The ghosts carried by people seen only on d are people seen nowhere. A person in m audiences is a ghost
 *   of each of them, so a ghost counts 1/m of a person (Horvitz-Thompson over creators); with binomial thinning
 *   of memberships, the ghosts' m is distributed as the seen-only-on-d people's (mass-weighted).</li>
 *   <li>Each pair's shared audience is counted term by term in {@link PairTerms}.</li>
 * </ul>
 */
final class AudienceCombination {
    static final int BINS = 3;

    private final int creators;
    private final int[] seen;
    private final double[] ghostSum;
    private final long[] onlyOn;
    private final long[][] onlyOnBins;
    private final long[][] seenBins;
    private final double[][][] twoGhosts;
    private final double[][] oneGhosts;
    private final PairTerms pairs;
    private final long[][][] seenWith;
    private final double[][] degreeSum;
    private final double[][] degreeSquares;
    /** People seen on d (at depth b) and exactly one other creator, and the memberships their twins carry beyond. */
    private final long[][] onOneOther;

    private final double[][] unseenOfOnOne;
    private long uniqueSeen;
    private long coreSeen;

    AudienceCombination(int creators) {
        this.creators = creators;
        seen = new int[creators];
        ghostSum = new double[creators];
        onlyOn = new long[creators];
        onlyOnBins = new long[creators][BINS];
        seenBins = new long[creators][BINS];
        twoGhosts = new double[creators][creators][BINS];
        oneGhosts = new double[creators][BINS];
        pairs = new PairTerms(creators);
        seenWith = new long[creators][BINS][creators];
        degreeSum = new double[creators][BINS];
        degreeSquares = new double[creators][BINS];
        onOneOther = new long[creators][BINS];
        unseenOfOnOne = new double[creators][BINS];
    }

    /** The stratum of a seen person on a creator: on how many of its sampled posts they were seen (1, 2, 3 or more). */
    static int bin(int seenPosts) {
        return Math.min(seenPosts, BINS) - 1;
    }

    /** Adds one creator's seen people and ghosts to the creators' totals. */
    void creator(int c, int seenPeople, double ghosts) {
        seen[c] = seenPeople;
        ghostSum[c] = ghosts;
    }

    /**
     * Adds one seen person: the creators they were seen on ({@code on[0..count)}, ascending), on how many posts of
     * each, and the ghost they carry for each.
     */
    void person(int[] on, int[] bins, double[] ghost, int count) {
        uniqueSeen++;
        for (int x = 0; x < count; x++) {
            int b = bins[x];
            int others = count - 1;
            seenBins[on[x]][b]++;
            degreeSum[on[x]][b] += others;
            degreeSquares[on[x]][b] += (double) others * others;
            if (others == 1) {
                onOneOther[on[x]][b]++;
            }
            for (int y = 0; y < count; y++) {
                if (y != x) {
                    seenWith[on[x]][b][on[y]]++;
                }
            }
        }
        if (count == 1) {
            int c = on[0];
            int b = bins[0];
            onlyOn[c]++;
            onlyOnBins[c][b]++;
            oneGhosts[c][b] += ghost[0];
            return;
        }
        coreSeen++;
        pairs.person(on, ghost, count);
        if (count == 3) {
            for (int x = 0; x < 3; x++) {
                for (int y = 0; y < 3; y++) {
                    if (y != x) {
                        unseenOfOnOne[on[x]][bins[x]] += ghost[y];
                    }
                }
            }
        }
        if (count == 2) {
            twoGhosts[on[0]][on[1]][bins[1]] += ghost[0];
            twoGhosts[on[1]][on[0]][bins[0]] += ghost[1];
        }
    }

    /** People seen on creator c (so far). */
    long seenOn(int c) {
        long sum = 0;
        for (long x : seenBins[c]) sum += x;
        return sum;
    }

    /** People seen on both a and b (so far), a < b. */
    long seenTogether(int a, int b) {
        return pairs.seenTogether(a, b);
    }

    /** Uses a pair's own ghosts ({@link OwnPairFit.PairGhosts}) for its shared audience, a < b. */
    void pair(int a, int b, OwnPairFit.PairGhosts ghosts) {
        pairs.own(a, b, ghosts);
    }

    /** The chance that a person seen only on d, on b+1 of its posts, is in c's audience too. */
    private double alsoIn(int c, int d, int b) {
        return chance(twoGhosts[c][d][b], onlyOnBins[d][b]);
    }

    /** Ghosts spread over people: each person's chance to be one, at most 1. */
    static double chance(double ghosts, long people) {
        return people == 0 ? 0 : Math.min(1, ghosts / people);
    }

    /** People counted per ghost when the ghosts are in m other audiences with these chances: E[1 / (1 + m)]. */
    private static double perPerson(double[] others) {
        double sum = 0;
        for (int m = 0; m < others.length; m++) {
            sum += others[m] / (m + 1);
        }
        return sum;
    }

    /** Core people counted per ghost: E[1 / (1 + m); m >= 1]. */
    private static double perCore(double[] others) {
        double sum = 0;
        for (int m = 1; m < others.length; m++) {
            sum += others[m] / (m + 1);
        }
        return sum;
    }

    /**
     * The other assumption about the people seen nowhere, for the model's share of the interval: their number of
     * other audiences follows the trend from people seen on two posts to people seen on one, carried one step
     * further, with independent creators (no extra spread).
     */
    static double lowerTrend(double[] extraByBin) {
        double one = extraByBin[0];
        double two = extraByBin[1];
        return two > one && two > 0 ? one * one / two : one;
    }

    /**
     * The shape of the gamma mixing of people's memberships among those seen on d (b+1 posts): people differ in
     * how many creators they follow beyond d, more than independent creators would make them differ. Measured on
     * the seen people (the variance of how many other creators each was seen on, over what independent creators
     * give), and assumed the same for the memberships their sample missed. Large: no extra spread.
     */
    private double shape(int d, int b) {
        long n = seenBins[d][b];
        if (n < 20) {
            return 1e9;
        }
        double mean = degreeSum[d][b] / n;
        double variance = degreeSquares[d][b] / n - mean * mean;
        double independent = 0;
        for (int c = 0; c < creators; c++) {
            double p = (double) seenWith[d][b][c] / n;
            independent += p * (1 - p);
        }
        double excess = variance - independent;
        return excess <= 1e-3 * Math.max(mean, 1e-9) ? 1e9 : Math.max(0.01, mean * mean / excess);
    }

    /**
     * How many other audiences a person seen only on d (on b+1 of its posts) is in: from the twins
     * ({@link #twinOthers}) when people seen on d and exactly one other creator show them, else negative binomial
     * with the twins' mean.
     */
    private double[] others(int d, int b, double extra) {
        long onOne = onOneOther[d][b];
        if (onlyOnBins[d][b] > 0 && onOne > 0) {
            return twinOthers(extra, unseenOfOnOne[d][b] / onOne, creators - 1);
        }
        return NegativeBinomial.pmf(extra, shape(d, b), creators - 1);
    }

    /**
     * m given k = 0 from the twins: a person in m other audiences, none seen, has m twins seen on exactly one
     * other creator, so the people seen on one other creator (and x more unseen) stand for 1/(1 + x) person each.
     */
    static double[] twinOthers(double extra, double unseenPerOnOne, int max) {
        double[] out = new double[max + 1];
        double mu = unseenPerOnOne;
        double term = Math.exp(-mu);
        double core = 0;
        for (int j = 1; j <= max; j++) {
            out[j] = extra * term / j;
            core += out[j];
            term *= mu / j;
        }
        if (core > 1) {
            for (int j = 1; j <= max; j++) {
                out[j] /= core;
            }
            core = 1;
        }
        out[0] = 1 - core;
        return out;
    }

    private double onOneUnseen() {
        double sum = 0;
        for (double[] row : unseenOfOnOne) for (double x : row) sum += x;
        return sum;
    }

    private double onOne() {
        double sum = 0;
        for (long[] row : onOneOther) for (long x : row) sum += x;
        return sum;
    }

    /**
     * How much more often than independent chances two other audiences come together, for a person whose number of
     * other audiences has the distribution {@code others}: E[m(m - 1)] / E[m]^2 (1 for a Poisson m).
     */
    static double togetherFactor(double[] others) {
        double mean = 0;
        double pairs = 0;
        for (int m = 1; m < others.length; m++) {
            mean += m * others[m];
            pairs += (double) m * (m - 1) * others[m];
        }
        return mean <= 0 ? 1 : pairs / (mean * mean);
    }

    AudienceFigures figures() {
        double unique = uniqueSeen;
        double core = coreSeen;
        double trendUnique = uniqueSeen;
        double trendCore = coreSeen;
        double seenOnceCore = 0;
        double seenOnceExtra = 0;
        double ghostUnique = 0;
        double ghostCore = 0;
        double[][] extraByBin = new double[creators][BINS];
        double[][] together = new double[creators][BINS];
        for (int d = 0; d < creators; d++) {
            for (int b = 0; b < BINS; b++) {
                double extra = 0;
                for (int c = 0; c < creators; c++) {
                    extra += c == d ? 0 : alsoIn(c, d, b);
                }
                extraByBin[d][b] = extra;
                double[] others = others(d, b, extra);
                together[d][b] = togetherFactor(others);
                core += onlyOnBins[d][b] * (1 - others[0]);
                seenOnceCore += onlyOnBins[d][b] * (1 - others[0]);
                seenOnceExtra += onlyOnBins[d][b] * extra;
                trendCore += onlyOnBins[d][b] * (1 - others[0]);
                double ghost = oneGhosts[d][b];
                unique += ghost * perPerson(others);
                core += ghost * perCore(others);
                ghostUnique += ghost * perPerson(others);
                ghostCore += ghost * perCore(others);
            }
            double ghosts = 0;
            for (int b = 0; b < BINS; b++) {
                ghosts += oneGhosts[d][b];
            }
            double[] trend = NegativeBinomial.pmf(lowerTrend(extraByBin[d]), 1e9, creators - 1);
            trendUnique += ghosts * perPerson(trend);
            trendCore += ghosts * perCore(trend);
        }
        double[] audiences = new double[creators];
        for (int c = 0; c < creators; c++) {
            audiences[c] = seen[c] + ghostSum[c];
        }
        var shared = pairs.shared(this::alsoIn, onlyOnBins, oneGhosts, together);
        double trendPct = trendUnique == 0 ? 0 : 100 * trendCore / trendUnique;
        double[] seenCreators = new double[creators];
        for (int c = 0; c < creators; c++) {
            seenCreators[c] = seen[c];
        }
        double samplePct = uniqueSeen == 0 ? 0 : 100.0 * coreSeen / uniqueSeen;
        return new AudienceFigures(
                unique,
                core,
                audiences,
                shared.pairs(),
                trendPct,
                samplePct,
                seenCreators,
                pairs.seen(),
                new AudienceFigures.Parts(
                        seenOnceCore, ghostUnique, ghostCore, seenOnceExtra, onOneUnseen(), onOne(), shared.terms()));
    }
}
