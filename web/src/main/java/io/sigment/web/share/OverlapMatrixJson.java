package io.sigment.web.share;

import io.sigment.common.api.analytics.AnalysisResult;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Reads an {@link OverlapMatrix} from get_analysis_result's reply: the {@code overlap_matrix} the share page asks
 * for (every pair, every creator), or, for a result without it, the top creators and strongest overlaps only.
 */
final class OverlapMatrixJson {
    private OverlapMatrixJson() {}

    static OverlapMatrix from(JsonObject result) {
        return from(AnalysisResult.fromJson(result));
    }

    static OverlapMatrix from(AnalysisResult result) {
        var matrix = result.overlapMatrix();
        var creators = matrix != null ? orNone(matrix.creators()) : orNone(result.topCreators());
        var metrics = new HashMap<String, AnalysisResult.RankedCreator>();
        creators.forEach(c -> metrics.put(c.handle(), c));
        var handles = new LinkedHashSet<String>();
        if (matrix != null) handles.addAll(orNone(matrix.handles()));
        metrics.keySet().stream().sorted().forEach(handles::add);

        var graph = result.interestGraph();
        var ordered = new ArrayList<OverlapMatrix.Creator>();
        var clusters = graph == null ? List.<AnalysisResult.Cluster>of() : graph.clusters();
        for (int k = 0; k < clusters.size(); k++) {
            for (var member : clusters.get(k).members()) {
                if (handles.remove(member)) ordered.add(creator(member, k, metrics));
            }
        }
        handles.forEach(h -> ordered.add(creator(h, -1, metrics)));

        var position = new HashMap<String, Integer>();
        for (int i = 0; i < ordered.size(); i++) position.put(ordered.get(i).handle(), i);
        var counts = new long[ordered.size()][ordered.size()];
        if (matrix != null) {
            var inOrder = orNone(matrix.handles());
            var flat = orNone(matrix.counts());
            int k = 0;
            for (int i = 0; i < inOrder.size(); i++) {
                for (int j = i + 1; j < inOrder.size(); j++) {
                    set(counts, position, inOrder.get(i), inOrder.get(j), flat.get(k++));
                }
            }
        } else if (graph != null) {
            for (var pair : graph.strongestOverlaps()) {
                set(counts, position, pair.creatorA(), pair.creatorB(), pair.count() == null ? 0L : pair.count());
            }
        }
        var overview = result.overview();
        var unique = overview == null || overview.uniqueAudienceSample() == null ? 0L : overview.uniqueAudienceSample();
        return new OverlapMatrix(List.copyOf(ordered), counts, unique);
    }

    private static OverlapMatrix.Creator creator(
            String handle, int cluster, Map<String, AnalysisResult.RankedCreator> metrics) {
        var m = metrics.get(handle);
        return new OverlapMatrix.Creator(
                handle, cluster, m == null ? 0 : number(m.reach()), m == null ? 0 : (long) number(m.engagedPeople()));
    }

    private static void set(long[][] counts, Map<String, Integer> position, String a, String b, long count) {
        Integer i = position.get(a);
        Integer j = position.get(b);
        if (i == null || j == null) return;
        counts[i][j] = count;
        counts[j][i] = count;
    }

    private static double number(Number value) {
        return value == null ? 0 : value.doubleValue();
    }

    private static <T> List<T> orNone(List<T> items) {
        return items == null ? List.of() : items;
    }
}
