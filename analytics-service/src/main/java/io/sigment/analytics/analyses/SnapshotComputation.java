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
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.ListedAnalysis;
import io.sigment.common.api.analytics.StoredResult;
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
 * under {@link AudienceEstimateJson#METHOD_VERSION}: a {@link StoredResult.Document} of the engine's records
 * ({@link ResultRecords}), written by {@link WireCodec}, and the headline a {@link ListedAnalysis.Headline}.
 * Deterministic (seeded), so computing it again gives the same JSON. Blocking: call it on a worker thread.
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
        var overview = ResultRecords.overview(analysis.overview(), AudienceEstimateJson.overview(estimate));
        var result = new StoredResult.Document(
                AudienceEstimateJson.METHOD_VERSION,
                overview,
                ResultRecords.campaign(analysis.campaign()),
                analysis.topCreators().stream()
                        .map(c -> ResultRecords.creator(c, creatorEstimate(estimate, c.handle())))
                        .toList(),
                ResultRecords.recommended(analysis.recommendedSelection()),
                analysis.coverageMixes().stream().map(ResultRecords::mix).toList(),
                new StoredResult.InterestGraph(
                        graph.strongestOverlaps().stream()
                                .map(p -> ResultRecords.pair(p, pairEstimate(estimate, p)))
                                .toList(),
                        graph.clusters().stream().map(ResultRecords::cluster).toList()),
                overlapCounts(handles, graph.pairs()),
                AudienceEstimateJson.replicates(estimate));
        return new Computed(WireCodec.toJson(result), WireCodec.toJson(headline(overview, handles.size())));
    }

    /** A creator's {@code estimated_engaged_audience}: its audience (the estimand), not its sample. */
    private static StoredResult.Range creatorEstimate(AudienceEstimate estimate, String handle) {
        return AudienceEstimateJson.bounds(estimate.creators().get(handle));
    }

    /**
     * A strongest overlap's {@code shared_audience_estimate}: the people in both audiences, not the sample's,
     * estimated from mixtures of the pair's own people (not lifted by being ranked strongest on the same sample).
     */
    private static StoredResult.Range pairEstimate(AudienceEstimate estimate, OverlapPair pair) {
        return AudienceEstimateJson.bounds(
                AudienceEstimateJson.strongestPair(estimate, pair.creatorA(), pair.creatorB()));
    }

    /** Every pair's shared people, i before j in selection order: the share page's heatmap, not the agents' reply. */
    static StoredResult.OverlapCounts overlapCounts(List<String> handles, List<OverlapPair> pairs) {
        return new StoredResult.OverlapCounts(
                handles, pairs.stream().map(OverlapPair::count).toList());
    }

    /** The numbers list_analyses shows and analyze_snapshot answers. */
    static ListedAnalysis.Headline headline(StoredResult.Overview overview, int creators) {
        return new ListedAnalysis.Headline(
                overview.corePct(),
                creators,
                overview.coreAudienceSample(),
                overview.uniqueAudienceSample(),
                overview.estimatedAudienceSize(),
                overview.estimatedCoreAudienceSize());
    }
}
