package io.sigment.web.share;

import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.lists.SharedAnalysis;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * get_analysis_result replies made by hand for the share page: n creators in clusters of {@code clusterSize}
 * (creator i is in cluster i / clusterSize), every creator engaging 1,000 + 100 i people of 20,000; two
 * creators of one cluster share 300 people, of different clusters 20 (some pairs nobody).
 */
final class HandMadeAnalysis {
    static final long UNIQUE = 20_000;

    private HandMadeAnalysis() {}

    static JsonObject result(List<String> handles, int clusterSize) {
        int n = handles.size();
        var creators = new JsonArray();
        for (int i = 0; i < n; i++) {
            creators.add(new JsonObject()
                    .put("handle", handles.get(i))
                    .put("engaged_people", engaged(i))
                    .put("reach", 50_000.0 + 25_000.0 * i)
                    .put("core_people", 400 - i)
                    .put("core_reach", 9_000.0 - 10 * i)
                    .put("median_views", 80_000.0 + 1000 * i)
                    .put("estimated_engaged_audience", bounds(2.0 * engaged(i), 1.8 * engaged(i), 2.3 * engaged(i))));
        }
        var counts = new JsonArray();
        var overlaps = new ArrayList<JsonObject>();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                long count = count(i, j, clusterSize);
                counts.add(count);
                if (count > 0 && overlaps.size() < 15) {
                    overlaps.add(new JsonObject()
                            .put("creator_a", handles.get(i))
                            .put("creator_b", handles.get(j))
                            .put("count", count)
                            .put("jaccard", (double) count / (engaged(i) + engaged(j) - count))
                            .put("lift", 1.5)
                            .put("shared_audience_estimate", bounds(3.0 * count, 2.5 * count, 3.6 * count)));
                }
            }
        }
        var clusters = new JsonArray();
        for (int start = 0, id = 0; start < n; start += clusterSize, id++) {
            clusters.add(new JsonObject()
                    .put("id", id)
                    .put("members", new JsonArray(handles.subList(start, Math.min(n, start + clusterSize)))));
        }
        var overview = new JsonObject()
                .put("creators", n)
                .put("core_threshold", 2)
                .put("unique_audience_sample", UNIQUE)
                .put("engagements", 61_234)
                .put("frequency", 1.7)
                .put("core_audience_sample", 3_100)
                .put("core_pct", 15.5)
                .put("estimated_audience_size", 1_234_567.0)
                .put("estimated_core_audience_size", 191_000.0)
                .put(
                        "intervals",
                        new JsonObject()
                                .put(
                                        "estimated_audience_size",
                                        new JsonObject()
                                                .put("low", 1_100_000.0)
                                                .put("high", 1_350_000.0)
                                                .put(
                                                        "estimand",
                                                        "the sample's figure over resampled posts of the same creators, not the audience's"))
                                .put(
                                        "estimated_core_audience_size",
                                        new JsonObject().put("low", 180_000.0).put("high", 200_000.0)))
                .put(
                        "audience_estimate",
                        new JsonObject()
                                .put("estimand", "the people who engaged with any of each creator's " + "recent posts")
                                .put("method", "hand made")
                                .put("window_posts", 30)
                                .put("unique_audience", interval(79_400, 75_100, 83_900))
                                .put("core_audience", interval(48_700, 44_200, 52_300))
                                .put("core_pct", interval(61.4, 57.2, 65.3))
                                .put("core_reach", interval(758_000, 706_000, 806_000)));
        return new JsonObject()
                .put("analysis_id", "ana_1")
                .put("platform", "instagram")
                .put("status", "completed")
                .put("handles", new JsonArray(handles))
                .put("snapshot_created_at", "2030-01-01T09:00:00Z")
                .put("finished_at", "2030-01-01T10:00:00Z")
                .put("overview", overview)
                .put("campaign", new JsonObject().put("total_cost", 12_345.0))
                .put("top_creators", new JsonArray(creators.getList().subList(0, Math.min(10, n))))
                .put(
                        "recommended_selection",
                        new JsonObject()
                                .put("method", "local_search")
                                .put(
                                        "selection",
                                        new JsonObject()
                                                .put("members", new JsonArray(handles.subList(0, Math.min(3, n))))
                                                .put("core_pct", 21.0)
                                                .put("estimated_core_audience_size", 120_000.0)
                                                .put("total_cost", 4_000.0)))
                .put(
                        "coverage_mixes",
                        new JsonArray()
                                .add(new JsonObject()
                                        .put("k", 2)
                                        .put("creators", new JsonArray(handles.subList(0, Math.min(2, n))))
                                        .put("coverage_pct", 61.0)
                                        .put("total_cost", 2_500.0)))
                .put(
                        "interest_graph",
                        new JsonObject()
                                .put("strongest_overlaps", new JsonArray(overlaps))
                                .put("clusters", clusters))
                .put(
                        "overlap_matrix",
                        new JsonObject()
                                .put("handles", new JsonArray(handles))
                                .put("counts", counts)
                                .put("creators", creators));
    }

    /** The same result as a snapshot computed before audience estimates stores it. */
    static JsonObject withoutEstimate(List<String> handles, int clusterSize) {
        var result = result(handles, clusterSize);
        result.getJsonObject("overview").remove("audience_estimate");
        result.getJsonObject("overview")
                .getJsonObject("intervals")
                .put(
                        "core_pct",
                        new JsonObject().put("low", 15.0).put("high", 16.0).put("method", "wilson"));
        result.getJsonArray("top_creators").forEach(c -> ((JsonObject) c).remove("estimated_engaged_audience"));
        result.getJsonObject("interest_graph")
                .getJsonArray("strongest_overlaps")
                .forEach(p -> ((JsonObject) p).remove("shared_audience_estimate"));
        return result;
    }

    private static JsonObject interval(double value, double low, double high) {
        return bounds(value, low, high).put("confidence", 0.95);
    }

    private static JsonObject bounds(double value, double low, double high) {
        return new JsonObject().put("value", value).put("low", low).put("high", high);
    }

    static long engaged(int i) {
        return 1_000 + 100L * i;
    }

    static long count(int i, int j, int clusterSize) {
        if (i / clusterSize == j / clusterSize) return 300 - 10L * (j - i);
        return (i + j) % 3 == 0 ? 0 : 20;
    }

    static List<String> handles(int n) {
        var handles = new ArrayList<String>();
        for (int i = 0; i < n; i++) handles.add("creator_" + (char) ('a' + i % 26) + (i / 26 == 0 ? "" : "" + i / 26));
        return handles;
    }

    static SharedAnalysis analysisLink() {
        return new SharedAnalysis(new AnalysisId("ana_1"), null, "instagram", "2030-01-31T10:00:00Z");
    }
}
