package io.sigment.analytics.analyses;

import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.AnalysisList;
import io.sigment.common.api.analytics.AnalyticsTools;
import io.sigment.common.api.analytics.ListedAnalysis;
import io.sigment.common.api.analytics.OverlapMatrixOption;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * {@code get_analysis_result} and {@code list_analyses}. A result is the snapshot's stored heavy parts (computed
 * once) plus what depends on the call: the top {@code top_n} creators and, with targets, {@code targets_met}
 * and the gaps (on the sample, as the spec defines them) and, for results with an audience estimate,
 * {@code audience_targets} (on the estimate). Looking an analysis up by id searches every workspace of the caller. The share page (not an
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
        var platform = AnalyticsTools.GET_ANALYSIS_RESULT
                .param("platform")
                .platform(args)
                .key();
        var analysisId = AnalysisId.read(args).value();
        var snapshotId = AnalyticsTools.GET_ANALYSIS_RESULT.param("snapshot_id").text(args);
        var topN = AnalyticsTools.GET_ANALYSIS_RESULT.param("top_n").integer(args);
        var targets = targets(args);
        var pictures = OverlapMatrixOption.asked(args);
        return store.analysis(analysisId, caller.workspaceIdArray())
                .map(found -> found.filter(a -> a.platform().equals(platform))
                        .orElseThrow(() -> ToolError.notFound(CHECK_ID)))
                .compose(analysis -> store.snapshots(analysisId).compose(snapshots -> {
                    var chosen = choose(snapshots, snapshotId);
                    var base = new JsonObject()
                            .put("analysis_id", analysisId)
                            .put("platform", platform)
                            .put("handles", new JsonArray(analysis.handles()))
                            .put("snapshot_id", chosen.snapshotId())
                            .put("status", chosen.status())
                            .put("job_id", chosen.jobId())
                            .put("snapshot_created_at", chosen.createdAt().toString());
                    if (!chosen.completed()) return Future.succeededFuture(unfinished(base, chosen));
                    newer(snapshots, chosen)
                            .ifPresent(s -> base.put(
                                    "newer_snapshot",
                                    new JsonObject()
                                            .put("snapshot_id", s.snapshotId())
                                            .put("status", s.status())
                                            .put("job_id", s.jobId())));
                    return results.of(chosen.snapshotId())
                            .map(stored -> completed(
                                    base,
                                    chosen,
                                    stored.orElseThrow(
                                            () -> new IllegalStateException("completed snapshot without a result")),
                                    topN,
                                    targets,
                                    pictures));
                }));
    }

    public Future<JsonObject> list(Caller caller, JsonObject args) {
        var platform =
                AnalyticsTools.LIST_ANALYSES.param("platform").platform(args).key();
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

    private static JsonObject unfinished(JsonObject base, Snapshot snapshot) {
        if (snapshot.running()) {
            return base.put("poll_after_seconds", 10)
                    .put(
                            "message",
                            "This snapshot is still running as job "
                                    + snapshot.jobId()
                                    + ". Call wait_for_job with that job_id until it is completed, then call "
                                    + "get_analysis_result again.");
        }
        return base.put("error", snapshot.error())
                .put(
                        "message",
                        "This snapshot failed: " + snapshot.error()
                                + " Its credits were refunded. Start a new snapshot with run_analysis, or pass the snapshot_id of a "
                                + "completed one.");
    }

    private static JsonObject completed(
            JsonObject base, Snapshot snapshot, JsonObject stored, int topN, Targets targets, boolean pictures) {
        var ranked = stored.getJsonArray("top_creators");
        var top = new JsonArray(ranked.getList().subList(0, Math.min(topN, ranked.size())));
        base.put(
                        "finished_at",
                        snapshot.finishedAt() == null
                                ? null
                                : snapshot.finishedAt().toString())
                .put("creators_analyzed", ranked.size())
                .put("scraped_creators", snapshot.creators())
                .put("summary", AnalysisSummary.of(stored.getJsonObject("overview")))
                .put("overview", stored.getJsonObject("overview"))
                .put("campaign", stored.getJsonObject("campaign"))
                .put("top_creators", top)
                .put("recommended_selection", stored.getJsonObject("recommended_selection"))
                .put("coverage_mixes", stored.getJsonArray("coverage_mixes"))
                .put("interest_graph", stored.getJsonObject("interest_graph"));
        if (stored.getString("method_version") != null) base.put("method_version", stored.getString("method_version"));
        if (targets != null) {
            var overview = stored.getJsonObject("overview");
            var gaps = targets.gaps(overview.getDouble("core_pct"), overview.getDouble("estimated_core_audience_size"));
            base.put("targets", RecordJson.of(targets))
                    .put("targets_met", gaps.met())
                    .put("gaps", RecordJson.of(gaps));
            var estimate = AudienceEstimateJson.stored(stored);
            var audienceTargets = estimate == null ? null : AudienceEstimateJson.targets(estimate, targets);
            if (audienceTargets != null) base.put("audience_targets", audienceTargets);
            base.put("summary", base.getString("summary") + AnalysisSummary.targets(gaps.met(), audienceTargets));
        }
        if (pictures && stored.getJsonObject("overlap_counts") != null) {
            base.put(
                    "overlap_matrix",
                    stored.getJsonObject("overlap_counts").copy().put("creators", ranked));
        }
        return base;
    }

    /** min_core_pct and/or min_core_reach; a missing one is 0 (always met). Null when neither is given. */
    private static Targets targets(JsonObject args) {
        var pct = AnalyticsTools.GET_ANALYSIS_RESULT.param("min_core_pct").number(args);
        var reach = AnalyticsTools.GET_ANALYSIS_RESULT.param("min_core_reach").wholeNumber(args);
        if (pct == null && reach == null) return null;
        return new Targets(pct == null ? 0 : pct, reach == null ? 0 : reach);
    }
}
