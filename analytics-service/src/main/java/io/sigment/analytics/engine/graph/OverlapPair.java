package io.sigment.analytics.engine.graph;

import java.util.Comparator;

/**
 * Audience overlap of two creators A and B of a selection with unique audience U.
 *
 * @param count |A ∩ B|
 * @param jaccard |A ∩ B| / |A ∪ B|
 * @param overlapCoefficient |A ∩ B| / min(|A|, |B|)
 * @param lift |A ∩ B| x U / (|A| x |B|): 1 when the audiences overlap as by chance
 */
public record OverlapPair(
        String creatorA, String creatorB, long count, double jaccard, double overlapCoefficient, double lift) {

    /** "Strongest" everywhere: highest Jaccard, then the larger shared count, then by handles. */
    public static final Comparator<OverlapPair> STRONGEST_FIRST = Comparator.comparingDouble(OverlapPair::jaccard)
            .reversed()
            .thenComparing(Comparator.comparingLong(OverlapPair::count).reversed())
            .thenComparing(OverlapPair::creatorA)
            .thenComparing(OverlapPair::creatorB);

    public static OverlapPair of(String a, String b, long count, long sizeA, long sizeB, long unique) {
        long union = sizeA + sizeB - count;
        long smaller = Math.min(sizeA, sizeB);
        double product = (double) sizeA * sizeB;
        return new OverlapPair(
                a,
                b,
                count,
                union == 0 ? 0 : (double) count / union,
                smaller == 0 ? 0 : (double) count / smaller,
                product == 0 ? 0 : count * (double) unique / product);
    }

    public boolean involves(String handle) {
        return creatorA.equals(handle) || creatorB.equals(handle);
    }
}
