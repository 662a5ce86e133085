package io.sigment.analytics.engine.optimize;

/**
 * Every non-empty selection of up to {@link #MAX_CANDIDATES} candidates, scored exactly. For all 2^n
 * selections S at once, the number of people with exactly j selected creators (j < t) comes from one
 * transform over the signature weights, bit by bit: an element in S multiplies by x, one outside
 * does not (polynomials in x truncated at degree t). Cost O(t n 2^n).
 */
public final class ExhaustiveSearch {
    public static final int MAX_CANDIDATES = 22;

    private ExhaustiveSearch() {}

    public static boolean[] best(SelectionProblem problem) {
        int n = problem.candidates();
        if (n > MAX_CANDIDATES) {
            throw new IllegalArgumentException("exhaustive search is for at most " + MAX_CANDIDATES + " candidates");
        }
        if (n == 0) {
            return new boolean[0];
        }
        int t = problem.threshold();
        int size = 1 << n;
        int planes = t <= n ? t : 1;
        int[][] byCount = transform(problem.table(), n, size, planes);
        long everyone = problem.table().people();
        double[] engagements = new double[size];
        double[] views = new double[size];
        int currentMask = 0;
        for (int c = 0; c < n; c++) {
            if (problem.current()[c]) {
                currentMask |= 1 << c;
            }
        }
        Score best = Score.WORST;
        int bestMask = 1;
        for (int mask = 1; mask < size; mask++) {
            int low = Integer.numberOfTrailingZeros(mask);
            engagements[mask] = engagements[mask & (mask - 1)] + problem.engagements()[low];
            views[mask] = views[mask & (mask - 1)] + problem.medianViews()[low];
            long unique = everyone - byCount[0][mask];
            long core = 0;
            if (t <= n) {
                core = everyone;
                for (int j = 0; j < planes; j++) {
                    core -= byCount[j][mask];
                }
            }
            Score score =
                    problem.score(unique, core, engagements[mask], views[mask], Integer.bitCount(mask ^ currentMask));
            if (score.betterThan(best)) {
                best = score;
                bestMask = mask;
            }
        }
        boolean[] selection = new boolean[n];
        for (int c = 0; c < n; c++) {
            selection[c] = (bestMask & (1 << c)) != 0;
        }
        return selection;
    }

    /** byCount[j][S] = people whose signature has exactly j candidates in S, for j < planes. */
    private static int[][] transform(SignatureTable table, int n, int size, int planes) {
        int[][] byCount = new int[planes][size];
        for (int s = 0; s < table.signatures(); s++) {
            int mask = 0;
            for (int e = table.membersStart(s); e < table.membersEnd(s); e++) {
                mask |= 1 << table.member(e);
            }
            byCount[0][mask] += table.weight(s);
        }
        for (int bit = 1; bit < size; bit <<= 1) {
            for (int base = 0; base < size; base += bit << 1) {
                for (int outside = base; outside < base + bit; outside++) {
                    int inside = outside | bit;
                    for (int j = planes - 1; j >= 0; j--) {
                        int a = byCount[j][outside];
                        int b = byCount[j][inside];
                        byCount[j][outside] = a + b;
                        byCount[j][inside] = a + (j > 0 ? byCount[j - 1][inside] : 0);
                    }
                }
            }
        }
        return byCount;
    }
}
