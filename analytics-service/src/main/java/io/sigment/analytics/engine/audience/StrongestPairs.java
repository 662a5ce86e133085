package io.sigment.analytics.engine.audience;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The pairs a result shows as its strongest overlaps, ranked on the sample as the spec ranks them. Their shared
 * audience is estimated apart ({@code OwnPairFit.ownGhosts}): the people seen on one of the two are counted
 * with a mixture fitted to the pair's own people. Ranked on the same sample, those estimates were not lifted by the
 * ranking (the calibration benchmark's shown pairs, 2026-11-28); the ranked bootstrap of {@code audience-estimate-5},
 * which divided them by the luck a half-sample replicate's ranking shows, then took them about 2.5% too low.
 */
final class StrongestPairs {
    private StrongestPairs() {}

    /**
     * The pairs (a < b, selection order) ranked as {@code OverlapPair.STRONGEST_FIRST} ranks them: highest sample
     * Jaccard, then the larger shared count, then by handles; only pairs sharing anyone, at most {@code limit}.
     */
    static List<int[]> ranked(double[] seen, double[][] together, List<String> handles, int limit) {
        int n = seen.length;
        var pairs = new ArrayList<int[]>();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                if (together[a][b] > 0) {
                    pairs.add(new int[] {a, b});
                }
            }
        }
        Comparator<int[]> order = Comparator.<int[]>comparingDouble(p -> jaccard(seen, together, p))
                .reversed()
                .thenComparing(Comparator.<int[]>comparingDouble(p -> together[p[0]][p[1]])
                        .reversed())
                .thenComparing(p -> handles.get(p[0]))
                .thenComparing(p -> handles.get(p[1]));
        pairs.sort(order);
        return pairs.size() > limit ? List.copyOf(pairs.subList(0, limit)) : List.copyOf(pairs);
    }

    static double jaccard(double[] seen, double[][] together, int[] pair) {
        double shared = together[pair[0]][pair[1]];
        double union = seen[pair[0]] + seen[pair[1]] - shared;
        return union <= 0 ? 0 : shared / union;
    }
}
