package io.sigment.analytics.engine.coverage;

import java.util.List;

/**
 * k creators that together reach the most of the selection's unique core audience (greedy).
 *
 * @param coveredCorePeople core people (sample) engaging with at least one of them
 * @param coveragePct 100 x covered / core audience sample
 * @param totalCost sum of their cost per post, USD
 */
public record CoverageMix(int k, List<String> creators, long coveredCorePeople, double coveragePct, double totalCost) {
    public CoverageMix {
        creators = List.copyOf(creators);
    }
}
