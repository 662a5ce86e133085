package io.sigment.web.share;

import static io.sigment.web.share.AnalysisHtml.decimal;
import static io.sigment.web.share.AnalysisHtml.money;
import static io.sigment.web.share.AnalysisHtml.people;
import static io.sigment.web.share.AnalysisHtml.percent;
import static io.sigment.web.share.AnalysisHtml.whole;
import static io.sigment.web.share.OverlapMatrixJson.array;
import static io.sigment.web.share.OverlapMatrixJson.object;

import io.sigment.common.api.analytics.FigureNames;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The tables and lists of a shared analysis in words: top creators, recommended selection, coverage mixes, clusters. */
final class AnalysisTables {
    private AnalysisTables() {}

    /** The top creators' table; null when there are none. */
    static AnalysisFigures.TopCreators topCreators(JsonArray top) {
        if (top.isEmpty()) return null;
        boolean estimated = top.stream().anyMatch(c -> object(c).getValue("estimated_engaged_audience") != null);
        var rows = new ArrayList<AnalysisFigures.TopCreator>();
        for (var c : top) {
            var creator = object(c);
            rows.add(new AnalysisFigures.TopCreator(
                    creator.getString("handle"),
                    estimated ? AudienceWords.cell(creator.getValue("estimated_engaged_audience")) : null,
                    whole(creator.getValue("core_people")),
                    whole(creator.getValue("core_reach")),
                    whole(creator.getValue("median_views"))));
        }
        return new AnalysisFigures.TopCreators(
                estimated ? FigureNames.capitalized(FigureNames.ENGAGED_AUDIENCE) : null, rows);
    }

    /** The recommended selection; null when it has no members. */
    static AnalysisFigures.Recommended recommended(JsonObject recommended) {
        var selection = object(recommended.getValue("selection"));
        var members = array(selection.getValue("members"));
        if (members.isEmpty()) return null;
        return new AnalysisFigures.Recommended(
                members.size(),
                percent(selection.getValue("core_pct")),
                people(selection.getValue("estimated_core_audience_size")),
                selection.getValue("total_cost") instanceof Number ? money(selection.getValue("total_cost")) : null,
                members.stream().map(String::valueOf).toList());
    }

    static List<AnalysisFigures.Mix> coverageMixes(JsonArray mixes) {
        var rows = new ArrayList<AnalysisFigures.Mix>();
        for (var m : mixes) {
            var mix = object(m);
            rows.add(new AnalysisFigures.Mix(
                    array(mix.getValue("creators")).stream()
                            .map(String::valueOf)
                            .collect(Collectors.joining(", ")),
                    percent(mix.getValue("coverage_pct")),
                    money(mix.getValue("total_cost"))));
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
    static AnalysisFigures.Overlaps strongestOverlaps(JsonArray overlaps) {
        if (overlaps.isEmpty()) return null;
        boolean estimated = overlaps.stream().anyMatch(p -> object(p).getValue("shared_audience_estimate") != null);
        var rows = new ArrayList<AnalysisFigures.Overlap>();
        for (var p : overlaps) {
            var pair = object(p);
            rows.add(new AnalysisFigures.Overlap(
                    pair.getString("creator_a"),
                    pair.getString("creator_b"),
                    estimated ? AudienceWords.cell(pair.getValue("shared_audience_estimate")) : null,
                    whole(pair.getValue("count")),
                    decimal(pair.getValue("jaccard")),
                    decimal(pair.getValue("lift"))));
        }
        return new AnalysisFigures.Overlaps(
                estimated ? FigureNames.capitalized(FigureNames.SHARED_AUDIENCE) : null, rows);
    }
}
