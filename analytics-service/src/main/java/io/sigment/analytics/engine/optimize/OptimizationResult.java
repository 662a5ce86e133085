package io.sigment.analytics.engine.optimize;

import java.util.List;

/**
 * The answer of optimize_selection.
 *
 * @param best the selection meeting the targets with the highest core reach (then fewest changes),
 *     or, when none meets them, the one with the smallest normalized shortfall
 * @param gaps the best selection's gaps to the targets
 * @param method {@code exhaustive} or {@code local_search}
 */
public record OptimizationResult(
        Targets targets,
        SelectionSummary current,
        SelectionSummary best,
        Gaps gaps,
        boolean targetsMet,
        List<DragCreator> dragCreators,
        List<SuggestedAddition> suggestedAdditions,
        String method,
        int candidates) {

    public OptimizationResult {
        dragCreators = List.copyOf(dragCreators);
        suggestedAdditions = List.copyOf(suggestedAdditions);
    }
}
