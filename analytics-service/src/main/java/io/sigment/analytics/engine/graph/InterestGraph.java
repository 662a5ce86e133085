package io.sigment.analytics.engine.graph;

import io.sigment.analytics.engine.AudienceIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The audience-overlap graph of a selection.
 *
 * @param pairs every pair (i, j), i before j in selection order
 * @param strongestOverlaps the strongest pairs sharing anyone ({@link OverlapPair#STRONGEST_FIRST}): the
 *     global top {@code limit}, or the top {@code limit} involving the focus creators when some are given
 * @param clusters Leiden clusters, largest first
 */
public record InterestGraph(
        List<OverlapPair> pairs, List<OverlapPair> strongestOverlaps, List<CreatorCluster> clusters) {
    public static final int DEFAULT_STRONGEST = 15;

    public static InterestGraph of(AudienceIndex index, int[] members, long unique, Set<String> focus, int limit) {
        List<OverlapPair> pairs = pairs(index, members, unique);
        var handles = new ArrayList<String>(members.length);
        for (int member : members) {
            handles.add(index.handle(member));
        }
        return new InterestGraph(pairs, strongest(pairs, focus, limit), CreatorClusters.clusters(handles, pairs));
    }

    /** All pairs of the selection, i before j, in {@link PairwiseOverlaps#pairIndex} order. */
    public static List<OverlapPair> pairs(AudienceIndex index, int[] members, long unique) {
        long[] counts = PairwiseOverlaps.counts(index, members);
        var pairs = new ArrayList<OverlapPair>(counts.length);
        int k = 0;
        for (int i = 0; i < members.length; i++) {
            for (int j = i + 1; j < members.length; j++) {
                pairs.add(OverlapPair.of(
                        index.handle(members[i]),
                        index.handle(members[j]),
                        counts[k++],
                        index.engagedPeople(members[i]),
                        index.engagedPeople(members[j]),
                        unique));
            }
        }
        return List.copyOf(pairs);
    }

    public static List<OverlapPair> strongest(List<OverlapPair> pairs, Set<String> focus, int limit) {
        return pairs.stream()
                .filter(p -> p.count() > 0)
                .filter(p -> focus.isEmpty() || focus.stream().anyMatch(p::involves))
                .sorted(OverlapPair.STRONGEST_FIRST)
                .limit(limit)
                .toList();
    }
}
