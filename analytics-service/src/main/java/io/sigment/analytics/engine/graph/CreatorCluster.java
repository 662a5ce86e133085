package io.sigment.analytics.engine.graph;

import java.util.List;

/**
 * Creators whose audiences overlap more than by chance, found by Leiden.
 *
 * @param strongestPair the strongest overlap between two members; null for a single creator
 */
public record CreatorCluster(int id, List<String> members, OverlapPair strongestPair) {
    public CreatorCluster {
        members = List.copyOf(members);
    }
}
