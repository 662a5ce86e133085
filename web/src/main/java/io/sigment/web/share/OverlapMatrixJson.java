package io.sigment.web.share;

import io.vertx.core.json.JsonArray;
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
        var matrix = result.getJsonObject("overlap_matrix");
        var creators = matrix != null ? matrix.getJsonArray("creators") : array(result.getValue("top_creators"));
        var metrics = new HashMap<String, JsonObject>();
        creators.forEach(c -> metrics.put(((JsonObject) c).getString("handle"), (JsonObject) c));
        var handles = new LinkedHashSet<String>();
        if (matrix != null) matrix.getJsonArray("handles").forEach(h -> handles.add((String) h));
        metrics.keySet().stream().sorted().forEach(handles::add);

        var graph = object(result.getValue("interest_graph"));
        var ordered = new ArrayList<OverlapMatrix.Creator>();
        var clusters = array(graph.getValue("clusters"));
        for (int k = 0; k < clusters.size(); k++) {
            for (var member : array(object(clusters.getValue(k)).getValue("members"))) {
                if (handles.remove((String) member)) ordered.add(creator((String) member, k, metrics));
            }
        }
        handles.forEach(h -> ordered.add(creator(h, -1, metrics)));

        var position = new HashMap<String, Integer>();
        for (int i = 0; i < ordered.size(); i++) position.put(ordered.get(i).handle(), i);
        var counts = new long[ordered.size()][ordered.size()];
        if (matrix != null) {
            var inOrder = matrix.getJsonArray("handles");
            var flat = matrix.getJsonArray("counts");
            int k = 0;
            for (int i = 0; i < inOrder.size(); i++) {
                for (int j = i + 1; j < inOrder.size(); j++) {
                    set(counts, position, inOrder.getString(i), inOrder.getString(j), flat.getLong(k++));
                }
            }
        } else {
            for (var p : array(graph.getValue("strongest_overlaps"))) {
                var pair = (JsonObject) p;
                set(
                        counts,
                        position,
                        pair.getString("creator_a"),
                        pair.getString("creator_b"),
                        pair.getLong("count", 0L));
            }
        }
        var unique = object(result.getValue("overview")).getLong("unique_audience_sample", 0L);
        return new OverlapMatrix(List.copyOf(ordered), counts, unique);
    }

    private static OverlapMatrix.Creator creator(String handle, int cluster, Map<String, JsonObject> metrics) {
        var m = metrics.getOrDefault(handle, new JsonObject());
        return new OverlapMatrix.Creator(
                handle, cluster, number(m.getValue("reach")), (long) number(m.getValue("engaged_people")));
    }

    private static void set(long[][] counts, Map<String, Integer> position, String a, String b, long count) {
        Integer i = position.get(a);
        Integer j = position.get(b);
        if (i == null || j == null) return;
        counts[i][j] = count;
        counts[j][i] = count;
    }

    private static double number(Object value) {
        return value instanceof Number n ? n.doubleValue() : 0;
    }

    static JsonObject object(Object value) {
        return value instanceof JsonObject o ? o : new JsonObject();
    }

    static JsonArray array(Object value) {
        return value instanceof JsonArray a ? a : new JsonArray();
    }
}
