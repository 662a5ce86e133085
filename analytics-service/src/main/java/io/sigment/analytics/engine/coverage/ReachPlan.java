package io.sigment.analytics.engine.coverage;

import java.util.List;

/**
 * The reach_plan answer: a mix of creators within the budget covering as much of the selection's
 * unique core audience as found, and a bound no mix within the budget can beat.
 *
 * @param coveredCorePeople core people (sample) engaging with at least one creator of the mix
 * @param coveragePct 100 x covered / core audience sample
 * @param totalCost sum of the mix's cost per post, never above the budget
 * @param upperBoundCorePeople no mix within the budget covers more core people than this
 * @param seedSize partial enumeration tried every affordable seed of up to this many creators
 */
public record ReachPlan(
        double budgetUsd,
        List<String> creators,
        long coveredCorePeople,
        double coveragePct,
        double totalCost,
        long upperBoundCorePeople,
        double upperBoundCoveragePct,
        int seedSize) {

    public ReachPlan {
        creators = List.copyOf(creators);
    }
}
