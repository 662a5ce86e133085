package io.sigment.web.share;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What the share page draws: the creators of an analysis ordered by cluster, and the people every two of them
 * share. Plain data, no framework types, so the pictures are tested on hand-made matrices.
 *
 * @param counts symmetric, {@code counts[i][j]} people engaging with both i and j; the diagonal is unused
 * @param unique people engaging with any of the creators (the sample's unique audience)
 */
record OverlapMatrix(List<Creator> creators, long[][] counts, long unique) {

    /** One creator: its cluster (0 is the largest; -1 none), estimated reach and people in the sample. */
    record Creator(String handle, int cluster, double reach, long engagedPeople) {}

    /** Two creators (i before j in {@link #creators}) that share people. */
    record Pair(int i, int j) {}

    int size() {
        return creators.size();
    }

    /** Shared people over what chance would give: 1 when the audiences overlap as by chance, 0 when unknown. */
    double lift(int i, int j) {
        double product =
                (double) creators.get(i).engagedPeople() * creators.get(j).engagedPeople();
        return product == 0 ? 0 : counts[i][j] * (double) unique / product;
    }

    double jaccard(int i, int j) {
        long union = creators.get(i).engagedPeople() + creators.get(j).engagedPeople() - counts[i][j];
        return union <= 0 ? 0 : (double) counts[i][j] / union;
    }

    /** The graph's edges: the strongest overlaps (Jaccard, then shared people, as the result ranks them). */
    List<Pair> strongestPairs(int limit) {
        var pairs = new ArrayList<Pair>();
        for (int i = 0; i < size(); i++) {
            for (int j = i + 1; j < size(); j++) {
                if (counts[i][j] > 0) pairs.add(new Pair(i, j));
            }
        }
        pairs.sort(Comparator.comparingDouble((Pair p) -> jaccard(p.i(), p.j()))
                .reversed()
                .thenComparing(Comparator.comparingLong((Pair p) -> counts[p.i()][p.j()])
                        .reversed()));
        return List.copyOf(pairs.subList(0, Math.min(limit, pairs.size())));
    }

    /** How many edges the interest graph shows for n creators: enough that most creators have one. */
    static int edgesFor(int creators) {
        return Math.max(15, 2 * creators);
    }

    int clusters() {
        return creators.stream().mapToInt(Creator::cluster).max().orElse(-1) + 1;
    }
}
