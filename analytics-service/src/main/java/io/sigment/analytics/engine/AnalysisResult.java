package io.sigment.analytics.engine;

import io.sigment.analytics.engine.coverage.CoverageMix;
import io.sigment.analytics.engine.graph.InterestGraph;
import io.sigment.analytics.engine.optimize.Gaps;
import java.util.List;

/**
 * Everything get_analysis_result returns about a selection.
 *
 * @param creators every creator's metrics, in selection order
 * @param topCreators the top_n creators by core people (then core reach, then handle)
 * @param targetsMet null unless targets were passed
 * @param gaps null unless targets were passed
 */
public record AnalysisResult(
        Overview overview,
        CampaignMetrics campaign,
        List<CreatorMetrics> creators,
        List<CreatorMetrics> topCreators,
        RecommendedSelection recommendedSelection,
        List<CoverageMix> coverageMixes,
        InterestGraph interestGraph,
        Boolean targetsMet,
        Gaps gaps) {

    public AnalysisResult {
        creators = List.copyOf(creators);
        topCreators = List.copyOf(topCreators);
        coverageMixes = List.copyOf(coverageMixes);
    }
}
