package io.sigment.analytics.engine.optimize;

import java.util.List;

/**
 * A selection with the metrics the optimizer judges it by.
 *
 * @param added members not in the current selection
 * @param removed current members left out
 */
public record SelectionSummary(
        List<String> members,
        long uniqueAudienceSample,
        long coreAudienceSample,
        double corePct,
        double estimatedAudienceSize,
        double estimatedCoreAudienceSize,
        double totalCost,
        boolean targetsMet,
        Gaps gaps,
        List<String> added,
        List<String> removed) {

    public SelectionSummary {
        members = List.copyOf(members);
        added = List.copyOf(added);
        removed = List.copyOf(removed);
    }
}
