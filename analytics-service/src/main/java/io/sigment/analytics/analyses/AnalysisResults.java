package io.sigment.analytics.analyses;

import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.AnalysisList;
import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.analytics.AnalyticsTools;
import io.sigment.common.api.analytics.ListedAnalysis;
import io.sigment.common.api.analytics.OverlapMatrixOption;
import io.sigment.common.api.analytics.StoredResult;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * {@code get_analysis_result} and {@code list_analyses}. A result is the snapshot's stored heavy parts (computed
 * once) plus what depends on the call: the top {@code top_n} creators and, with targets, {@code targets_met}
 * and the gaps (on the sample, as the spec defines them) and, for results with an audience estimate,
 * {@code audience_targets} (on the estimate). Looking an analysis up by id searches every workspace of the caller. The
 * share page (not an
 * agent: the tool schema has no such argument) passes {@code overlap_matrix: true} for every pair's overlap count
 * and every creator's metrics, which it draws.
 */
public final class AnalysisResults {
    static final int LISTED = 100;
    private static final String CHECK_ID = "Check the analysis_id with list_analyses.";

    private final AnalysesStore store;
    private final SnapshotResults results;

    public AnalysisResults(AnalysesStore store, SnapshotResults results) {
        this.store = store;
        this.results = results;
    }

    public Future<JsonObject> result(Caller caller, JsonObject args) {
        var input = AnalyticsTools.GET_ANALYSIS_RESULT.read(args);
        var platform = input.platform().key();
        var analysisId = input.analysisId();
        var snapshotId = input.snapshotId();
        var topN = input.topN();
        var targets = targets(input.minCorePct(), input.minCoreReach());
        var pictures = OverlapMatrixOption.asked(args);
        return store.analysis(analysisId, caller.workspaceIdArray())
                .map(found -> found.filter(a -> a.platform().equals(platform))
                        .orElseThrow(() -> ToolError.notFound(CHECK_ID)))
                .compose(analysis -> store.snapshots(analysisId).compose(snapshots -> {
                    var chosen = choose(snapshots, snapshotId);
                    var reply = new AnalysisResult.Builder(
                            analysisId,
                            platform,
                            analysis.handles(),
                            chosen.snapshotId(),
                            chosen.status(),
                            chosen.jobId(),
                            chosen.createdAt().toString());
                    if (!chosen.completed())
                        return Future.succeededFuture(
                                unfinished(reply, chosen).build().toJson());
                    newer(snapshots, chosen)
                            .ifPresent(s -> reply.newer(
                                    new AnalysisResult.NewerSnapshot(s.snapshotId(), s.status(), s.jobId())));
                    return results.of(chosen.snapshotId())
                            .map(stored -> completed(
                                            reply,
                                            chosen,
                                            stored.orElseThrow(() ->
                                                    new IllegalStateException("completed snapshot without a result")),
                                            topN,
                                            targets,
                                            pictures)
                                    .build()
                                    .toJson());
                }));
    }

    public Future<JsonObject> list(Caller caller, JsonObject args) {
        var platform = AnalyticsTools.LIST_ANALYSES.read(args).platform().key();
        return store.list(caller.workspaceId(), platform, LISTED).map(analyses -> {
            var listed = analyses.stream().map(AnalysisResults::listed).toList();
            var message = listed.isEmpty()
                    ? "No " + platform + " analyses in this workspace yet. Start one with analyze_creators."
                    : null;
            return new AnalysisList(platform, listed, message).toJson();
        });
    }

    private static ListedAnalysis listed(AnalysesStore.Measured m) {
        var snapshot = m.snapshot();
        var latest = snapshot == null
                ? null
                : new ListedAnalysis.LatestSnapshot(
                        snapshot.snapshotId(),
                        snapshot.status(),
                        snapshot.jobId(),
                        snapshot.createdAt().toString(),
                        snapshot.finishedAt() == null
                                ? null
                                : snapshot.finishedAt().toString(),
                        snapshot.headline(),
                        snapshot.error());
        return new ListedAnalysis(
                m.analysis().analysisId(),
                AnalysisNames.of(m.analysis().handles()),
                m.analysis().handles(),
                m.analysis().createdAt().toString(),
                snapshot == null ? null : snapshot.status(),
                latest);
    }

    /** The asked snapshot; by default the newest completed one, else the newest of any state. */
    private static Snapshot choose(List<Snapshot> snapshots, String snapshotId) {
        if (snapshotId != null) {
            return snapshots.stream()
                    .filter(s -> s.snapshotId().equals(snapshotId))
                    .findFirst()
                    .orElseThrow(() ->
                            ToolError.notFound("Check the snapshot_id with list_analyses, or omit it for the latest."));
        }
        return snapshots.stream()
                .filter(Snapshot::completed)
                .findFirst()
                .or(() -> snapshots.stream().findFirst())
                .orElseThrow(() -> ToolError.notFound(CHECK_ID));
    }

    private static java.util.Optional<Snapshot> newer(List<Snapshot> snapshots, Snapshot chosen) {
        return snapshots.stream()
                .takeWhile(s -> s != chosen)
                .filter(s -> !s.completed())
                .findFirst()
                .filter(Snapshot::running);
    }

    private static AnalysisResult.Builder unfinished(AnalysisResult.Builder reply, Snapshot snapshot) {
        if (snapshot.running()) {
            return reply.unfinished(
                    10,
                    null,
                    "This snapshot is still running as job "
                            + snapshot.jobId()
                            + ". Call wait_for_job with that job_id until it is completed, then call "
                            + "get_analysis_result again.");
        }
        return reply.unfinished(
                null,
                snapshot.error(),
                "This snapshot failed: " + snapshot.error()
                        + " Its credits were refunded. Start a new snapshot with run_analysis, or pass the snapshot_id "
                        + "of a "
                        + "completed one.");
    }

    private static AnalysisResult.Builder completed(
            AnalysisResult.Builder reply,
            Snapshot snapshot,
            JsonObject stored,
            int topN,
            Targets targets,
            boolean pictures) {
        var parts = WireCodec.fromJson(stored, AnalysisResult.Stored.class);
        var ranked = parts.topCreators();
        var top = ranked.stream().limit(topN).toList();
        var overview = parts.overview();
        var summary = AnalysisSummary.of(overview);
        var kept = targets != null || pictures ? WireCodec.fromJson(stored, Kept.class) : null;
        AnalysisResult.Judged judged = null;
        if (targets != null) {
            var gaps = targets.gaps(overview.corePct(), overview.estimatedCoreAudienceSize());
            var estimate = AudienceEstimateJson.stored(overview.audienceEstimate(), kept.audienceReplicates());
            var audienceTargets = estimate == null ? null : AudienceEstimateJson.targets(estimate, targets);
            judged = new AnalysisResult.Judged(
                    WireCodec.toJson(ResultRecords.targets(targets)),
                    gaps.met(),
                    WireCodec.toJson(ResultRecords.gaps(gaps)),
                    audienceTargets == null ? null : WireCodec.toJson(audienceTargets));
            summary = summary + AnalysisSummary.targets(gaps.met(), audienceTargets);
        }
        var counts = kept == null ? null : kept.overlapCounts();
        var matrix = pictures && counts != null
                ? new AnalysisResult.OverlapMatrix(counts.handles(), counts.counts(), ranked)
                : null;
        return reply.figures(
                snapshot.finishedAt() == null ? null : snapshot.finishedAt().toString(),
                ranked.size(),
                snapshot.creators(),
                summary,
                new AnalysisResult.Stored(
                        parts.overview(),
                        parts.campaign(),
                        top,
                        parts.recommendedSelection(),
                        parts.coverageMixes(),
                        parts.interestGraph(),
                        parts.methodVersion()),
                judged,
                matrix);
    }

    /**
     * What a stored result keeps beside the parts it shows: every pair's overlap count (the share page's) and the
     * audience estimate's replicates (for targets on the estimate); either absent in results stored before them.
     */
    private record Kept(StoredResult.OverlapCounts overlapCounts, StoredResult.Replicates audienceReplicates) {}

    /** min_core_pct and/or min_core_reach; a missing one is 0 (always met). Null when neither is given. */
    private static Targets targets(Double pct, Long reach) {
        if (pct == null && reach == null) return null;
        return new Targets(pct == null ? 0 : pct, reach == null ? 0 : reach);
    }
}
