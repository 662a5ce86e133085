package io.sigment.web.share;

import static io.sigment.web.share.AnalysisHtml.decimal;
import static io.sigment.web.share.AnalysisHtml.money;
import static io.sigment.web.share.AnalysisHtml.people;
import static io.sigment.web.share.AnalysisHtml.percent;
import static io.sigment.web.share.AnalysisHtml.whole;

import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.analytics.FigureNames;
import java.util.ArrayList;
import java.util.List;

/**
 * The tables and lists of a shared analysis in words: top creators, recommended selection, coverage mixes, clusters.
 */
final class AnalysisTables {
    private AnalysisTables() {}

    /** The top creators' table; null when there are none. */
    static AnalysisFigures.TopCreators topCreators(List<AnalysisResult.RankedCreator> top) {
        if (top.isEmpty()) return null;
        boolean estimated = top.stream().anyMatch(c -> c.estimatedEngagedAudience() != null);
        var rows = new ArrayList<AnalysisFigures.TopCreator>();
        for (var creator : top) {
            rows.add(new AnalysisFigures.TopCreator(
                    creator.handle(),
                    estimated ? AudienceWords.cell(creator.estimatedEngagedAudience()) : null,
                    whole(creator.corePeople()),
                    whole(creator.coreReach()),
                    whole(creator.medianViews())));
        }
        return new AnalysisFigures.TopCreators(
                estimated ? FigureNames.capitalized(FigureNames.ENGAGED_AUDIENCE) : null, rows);
    }

    /** The recommended selection; null when there is none or it has no members. */
    static AnalysisFigures.Recommended recommended(AnalysisResult.RecommendedSelection recommended) {
        var selection = recommended == null ? null : recommended.selection();
        if (selection == null || selection.members().isEmpty()) return null;
        return new AnalysisFigures.Recommended(
                selection.members().size(),
                percent(selection.corePct()),
                people(selection.estimatedCoreAudienceSize()),
                selection.totalCost() != null ? money(selection.totalCost()) : null,
                selection.members());
    }

    static List<AnalysisFigures.Mix> coverageMixes(List<AnalysisResult.CoverageMix> mixes) {
        var rows = new ArrayList<AnalysisFigures.Mix>();
        for (var mix : mixes) {
            rows.add(new AnalysisFigures.Mix(
                    String.join(", ", mix.creators()), percent(mix.coveragePct()), money(mix.totalCost())));
        }
        return rows;
    }

    /** The clusters in words: the text alternative of the graph's colours. */
    static List<AnalysisFigures.Cluster> clusters(OverlapMatrix matrix) {
        var clusters = new ArrayList<AnalysisFigures.Cluster>();
        for (int k = 0; k < matrix.clusters(); k++) {
            int cluster = k;
            clusters.add(new AnalysisFigures.Cluster(
                    k + 1,
                    ClusterColours.of(k),
                    matrix.creators().stream()
                            .filter(c -> c.cluster() == cluster)
                            .map(OverlapMatrix.Creator::handle)
                            .toList()));
        }
        return clusters;
    }

    /** The strongest overlaps' table; null when there are none. */
    static AnalysisFigures.Overlaps strongestOverlaps(List<AnalysisResult.Pair> overlaps) {
        if (overlaps.isEmpty()) return null;
        boolean estimated = overlaps.stream().anyMatch(p -> p.sharedAudienceEstimate() != null);
        var rows = new ArrayList<AnalysisFigures.Overlap>();
        for (var pair : overlaps) {
            rows.add(new AnalysisFigures.Overlap(
                    pair.creatorA(),
                    pair.creatorB(),
                    estimated ? AudienceWords.cell(pair.sharedAudienceEstimate()) : null,
                    whole(pair.count()),
                    decimal(pair.jaccard()),
                    decimal(pair.lift())));
        }
        return new AnalysisFigures.Overlaps(
                estimated ? FigureNames.capitalized(FigureNames.SHARED_AUDIENCE) : null, rows);
    }
}
