package io.sigment.analytics.engine.audience;

import java.util.HashMap;
import java.util.Map;

/**
 * Every pair's shared audience (a < b), term by term ({@link AudienceFigures.Parts#pairTerms}): the people seen on
 * both, the ghosts on b of the people seen on a and others and on a of those seen on b and others, the people seen
 * on neither (ghosts of one seen only on the other), those seen only on a third creator, and those seen on two or more
 * others. A pair's people seen on neither of the two but on two or more other creators are the twins of the people
 * seen on the pair and those others: each stands for ghost on a x ghost on b of them, the two creators' thinning being
 * independent ({@link #twinsElsewhere}). The strongest pairs' ghosts come from mixtures of their own people
 * ({@link OwnPairFit}).
 */
final class PairTerms {
    /** The chance that a person seen only on d, on bin+1 of its posts, is in c's audience too. */
    interface AlsoIn {
        double chance(int c, int d, int bin);
    }

    /** Every pair's shared audience ({@code pairs[a][b]}, a < b) and its terms, in {@code Parts}' order. */
    record Shared(double[][] pairs, double[][][] terms) {}

    private final int creators;
    /** Per creator x and other creator y: the ghosts on y carried by the people seen on x and y (and maybe more). */
    private final double[][] ghosts;

    private final long[][] seenTogether;
    /**
     * Per pair (a < b), over the people seen on both and on two or more other creators: their ghost on a times their
     * ghost on b (see {@link #person}).
     */
    private final double[][] twinsElsewhere;
    /**
     * Per pair a < b fitted apart ({@link #own}): the ghosts on b of its people seen on a, on a of those seen on b, and
     * the same of the people seen on exactly the two, by their bin on the other creator.
     */
    private final Map<Integer, OwnPairFit.PairGhosts> ownFits = new HashMap<>();

    PairTerms(int creators) {
        this.creators = creators;
        ghosts = new double[creators][creators];
        seenTogether = new long[creators][creators];
        twinsElsewhere = new double[creators][creators];
    }

    /**
     * Adds one person seen on two or more creators ({@code on[0..count)}, ascending), with the ghost they carry for
     * each.
     */
    void person(int[] on, double[] ghost, int count) {
        for (int x = 0; x < count; x++) {
            for (int y = 0; y < count; y++) {
                if (x != y) {
                    ghosts[on[x]][on[y]] += ghost[x];
                }
            }
            for (int y = x + 1; y < count; y++) {
                seenTogether[on[x]][on[y]]++;
                if (count >= 4) {
                    twinsElsewhere[on[x]][on[y]] += ghost[x] * ghost[y];
                }
            }
        }
    }

    /** People seen on both a and b (so far), a < b. */
    long seenTogether(int a, int b) {
        return seenTogether[a][b];
    }

    /** Uses a pair's own ghosts ({@link OwnPairFit.PairGhosts}) for its shared audience, a < b. */
    void own(int a, int b, OwnPairFit.PairGhosts fit) {
        ownFits.put(a * creators + b, fit);
    }

    /** The people seen on both of each pair ({@code [a][b]}, a < b). */
    double[][] seen() {
        double[][] seen = new double[creators][creators];
        for (int a = 0; a < creators; a++) {
            for (int b = a + 1; b < creators; b++) {
                seen[a][b] = seenTogether[a][b];
            }
        }
        return seen;
    }

    /**
     * Every pair's shared audience, from the people seen on one creator: per creator and bin, how many
     * ({@code onlyOnBins}), the ghosts they carry ({@code oneGhosts}), the chance that they are in another's audience
     * ({@code alsoIn}) and how much more often than by chance two other audiences come together for them
     * ({@code together}).
     */
    Shared shared(AlsoIn alsoIn, long[][] onlyOnBins, double[][] oneGhosts, double[][] together) {
        int bins = AudienceCombination.BINS;
        double[][] pairs = new double[creators][creators];
        double[][][] terms = new double[creators][creators][];
        for (int a = 0; a < creators; a++) {
            for (int b = a + 1; b < creators; b++) {
                var own = ownFits.get(a * creators + b);
                double onB = own == null ? ghosts[b][a] : own.onB();
                double onA = own == null ? ghosts[a][b] : own.onA();
                double shared = seenTogether[a][b] + onB + onA;
                double none = 0;
                double third = 0;
                for (int bin = 0; bin < bins; bin++) {
                    double bToo = own == null
                            ? alsoIn.chance(b, a, bin)
                            : AudienceCombination.chance(own.onBSeenOnlyWithA()[bin], onlyOnBins[a][bin]);
                    double aToo = own == null
                            ? alsoIn.chance(a, b, bin)
                            : AudienceCombination.chance(own.onASeenOnlyWithB()[bin], onlyOnBins[b][bin]);
                    none += 0.5 * (oneGhosts[a][bin] * bToo + oneGhosts[b][bin] * aToo);
                    for (int d = 0; d < creators; d++) {
                        if (d != a && d != b) {
                            third += onlyOnBins[d][bin]
                                    * alsoIn.chance(a, d, bin)
                                    * alsoIn.chance(b, d, bin)
                                    * together[d][bin];
                        }
                    }
                }
                shared += none + third + twinsElsewhere[a][b];
                pairs[a][b] = shared;
                terms[a][b] = new double[] {seenTogether[a][b], onB, onA, none, third, twinsElsewhere[a][b]};
            }
        }
        return new Shared(pairs, terms);
    }
}
