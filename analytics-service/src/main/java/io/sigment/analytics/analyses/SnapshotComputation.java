package io.sigment.analytics.analyses;

import io.sigment.analytics.engine.AnalysisOptions;
import io.sigment.analytics.engine.AudienceIndex;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.OverlapEngine;
import io.sigment.analytics.engine.ResultQuery;
import io.sigment.analytics.engine.audience.AudienceEstimate;
import io.sigment.analytics.engine.graph.InterestGraph;
import io.sigment.analytics.engine.graph.OverlapPair;
import io.sigment.analytics.samples.ScraperSamples;
import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;

/**
 * The heavy part of get_analysis_result, done once per snapshot on its frozen samples: overview with bootstrap
 * intervals, campaign metrics, every creator ranked by core audience, recommended selection, coverage mixes,
 * strongest overlaps and clusters, and every pair's overlap count for the share page; beside the spec's sample
 * figures the audience estimate (overview, per creator, per strongest pair, and its replicates for targets),
 * under {@link AudienceEstimateJson#METHOD_VERSION}. Deterministic (seeded), so computing it again gives the same
 * JSON. Blocking: call it on a worker thread.
 */
public final class SnapshotComputation {
    private SnapshotComputation() {}

    /** What a snapshot keeps: the result (top creators ranked, all of them) and the headline numbers. */
    public record Computed(JsonObject result, JsonObject headline) {}

    public static List<CreatorSample> decode(List<FrozenSample> frozen) {
        return frozen.stream()
                .map(f -> ScraperSamples.creator(f.handle(), new JsonArray(f.postsJson())))
                .toList();
    }

    public static Computed compute(List<CreatorSample> samples, Platform platform) {
        var handles = samples.stream().map(CreatorSample::handle).toList();
        var engine = new OverlapEngine(AudienceIndex.of(samples), AnalysisOptions.defaults(platform));
        var query = new ResultQuery(Math.max(1, handles.size()), null, Set.of(), InterestGraph.DEFAULT_STRONGEST);
        // Side by side: the sample's analysis (mostly one thread) in the common pool while this thread estimates the
        // audience, whose replicates the pool's threads join once they are free. Neither reads what the other writes.
        var sampleAnalysis = ForkJoinPool.commonPool().submit(() -> engine.analyze(handles, query));
        var estimate = engine.audienceEstimate(handles);
        var analysis = sampleAnalysis.join();
        var graph = analysis.interestGraph();
        var overview =
                RecordJson.of(analysis.overview()).put("audience_estimate", AudienceEstimateJson.overview(estimate));
        var result = new JsonObject()
                .put("method_version", AudienceEstimateJson.METHOD_VERSION)
                .put("overview", overview)
                .put("campaign", RecordJson.of(analysis.campaign()))
                .put("top_creators", withCreatorEstimates(RecordJson.array(analysis.topCreators()), estimate))
                .put("recommended_selection", RecordJson.of(analysis.recommendedSelection()))
                .put("coverage_mixes", RecordJson.array(analysis.coverageMixes()))
                .put(
                        "interest_graph",
                        new JsonObject()
                                .put(
                                        "strongest_overlaps",
                                        withPairEstimates(RecordJson.array(graph.strongestOverlaps()), estimate))
                                .put("clusters", RecordJson.array(graph.clusters())))
                .put("overlap_counts", overlapCounts(handles, graph.pairs()))
                .put(AudienceEstimateJson.REPLICATES, AudienceEstimateJson.replicates(estimate));
        return new Computed(result, headline(overview, handles.size()));
    }

    /** Each creator entry gains {@code estimated_engaged_audience}: its audience (the estimand), not its sample. */
    private static JsonArray withCreatorEstimates(JsonArray creators, AudienceEstimate estimate) {
        for (var c : creators) {
            var creator = (JsonObject) c;
            creator.put(
                    "estimated_engaged_audience",
                    AudienceEstimateJson.bounds(estimate.creators().get(creator.getString("handle"))));
        }
        return creators;
    }

    /**
     * Each strongest overlap gains {@code shared_audience_estimate}: the people in both audiences, not the sample's,
     * estimated from mixtures of the pair's own people (not lifted by being ranked strongest on the same sample).
     */
    private static JsonArray withPairEstimates(JsonArray pairs, AudienceEstimate estimate) {
        for (var p : pairs) {
            var pair = (JsonObject) p;
            pair.put(
                    "shared_audience_estimate",
                    AudienceEstimateJson.bounds(AudienceEstimateJson.strongestPair(
                            estimate, pair.getString("creator_a"), pair.getString("creator_b"))));
        }
        return pairs;
    }

    /** Every pair's shared people, i before j in selection order: the share page's heatmap, not the agents' reply. */
    static JsonObject overlapCounts(List<String> handles, List<OverlapPair> pairs) {
        var counts = new JsonArray();
        pairs.forEach(pair -> counts.add(pair.count()));
        return new JsonObject().put("handles", new JsonArray(handles)).put("counts", counts);
    }

    /** The numbers list_analyses shows and analyze_snapshot answers. */
    static JsonObject headline(JsonObject overview, int creators) {
        return new JsonObject()
                .put("creators_analyzed", creators)
                .put("unique_audience_sample", overview.getLong("unique_audience_sample"))
                .put("core_audience_sample", overview.getLong("core_audience_sample"))
                .put("core_pct", overview.getDouble("core_pct"))
                .put("estimated_audience_size", overview.getDouble("estimated_audience_size"))
                .put("estimated_core_audience_size", overview.getDouble("estimated_core_audience_size"));
    }
}
