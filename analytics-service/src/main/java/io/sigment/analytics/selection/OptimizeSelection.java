package io.sigment.analytics.selection;

import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.analytics.analyses.Analysis;
import io.sigment.analytics.analyses.AudienceEstimateJson;
import io.sigment.analytics.analyses.Snapshot;
import io.sigment.analytics.analyses.SnapshotComputation;
import io.sigment.analytics.analyses.SnapshotResults;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Caller;
import io.sigment.common.Handle;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.SelectionFacts;
import io.sigment.common.api.jobs.JobsTools;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The analytics half of {@code optimize_selection}, which jobs-service runs as a paid synchronous job (it owns the
 * credits): {@code selection_facts} checks everything that costs nothing (the analysis, its platform, a completed
 * snapshot) and names the snapshot; {@code compute_selection} searches that snapshot's frozen samples (no new
 * scrape), kept decoded in memory for the snapshots used most recently.
 */
public final class OptimizeSelection {
    /** Other creators of the workspace considered for suggested additions, most recently analyzed first. */
    static final int OTHER_CREATORS = 50;
    /** Snapshots whose decoded samples stay in memory (each at most 50 creators' samples). */
    static final int DECODED_SNAPSHOTS = 8;

    private final Vertx vertx;
    private final AnalysesStore store;
    private final SnapshotResults results;
    private final DecodedSnapshots decoded = new DecodedSnapshots(DECODED_SNAPSHOTS);

    public OptimizeSelection(Vertx vertx, AnalysesStore store, SnapshotResults results) {
        this.vertx = vertx;
        this.store = store;
        this.results = results;
    }

    /**
     * The analysis's workspace, platform, creator count and newest completed snapshot; "Not found", "Not available"
     * (not Instagram) or "Not ready" (no completed snapshot) otherwise, each saying nothing was charged.
     */
    public Future<JsonObject> facts(Caller caller, JsonObject args) {
        var asked = AnalysisId.read(args);
        var analysisId = asked.value();
        return store.analysis(analysisId, caller.workspaceIdArray())
                .map(found -> found.orElseThrow(() -> ToolError.notFound("Check the analysis_id with list_analyses.")))
                .compose(analysis -> {
                    if (!analysis.platform().equals(Platform.INSTAGRAM.key())) {
                        return Future.failedFuture(
                                ToolError.notAvailable("optimize_selection is Instagram only, and this is a "
                                        + analysis.platform() + " analysis. "
                                        + "Nothing was charged. Use get_analysis_result: its recommended_selection and "
                                        + "coverage_mixes "
                                        + "come with every analysis."));
                    }
                    return store.snapshots(analysisId).compose(snapshots -> {
                        var completed =
                                snapshots.stream().filter(Snapshot::completed).findFirst();
                        if (completed.isEmpty()) return Future.failedFuture(notReady(analysisId, snapshots));
                        return Future.succeededFuture(new SelectionFacts(
                                        asked,
                                        analysis.workspaceId(),
                                        analysis.platform(),
                                        analysis.handles().size(),
                                        completed.get().snapshotId())
                                .toJson());
                    });
                });
    }

    /**
     * The search on the snapshot {@code selection_facts} named, for {@code min_core_pct} and {@code min_core_reach}.
     */
    public Future<JsonObject> compute(Caller caller, JsonObject args) {
        var analysisId = AnalysisId.read(args).value();
        var snapshotId = ToolArgs.string(args, "snapshot_id", 1, 100);
        var targets = new Targets(
                JobsTools.OPTIMIZE_SELECTION.param("min_core_pct").number(args),
                JobsTools.OPTIMIZE_SELECTION.param("min_core_reach").wholeNumber(args));
        return store.analysis(analysisId, caller.workspaceIdArray())
                .map(found -> found.orElseThrow(() -> ToolError.notFound("Check the analysis_id with list_analyses.")))
                .compose(analysis -> store.snapshots(analysisId)
                        .compose(snapshots -> snapshots.stream()
                                .filter(s -> s.completed() && s.snapshotId().equals(snapshotId))
                                .findFirst()
                                .map(snapshot -> compute(analysis, snapshot, targets))
                                .orElseGet(() -> Future.failedFuture(
                                        ToolError.notFound("Check the snapshot_id with selection_facts.")))));
    }

    private Future<JsonObject> compute(Analysis analysis, Snapshot snapshot, Targets targets) {
        var platform = Platform.parse(analysis.platform());
        var ownEstimate = results.of(snapshot.snapshotId())
                .map(stored -> stored.map(AudienceEstimateJson::stored).orElse(null));
        return ownSamples(snapshot.snapshotId())
                .compose(own -> ownEstimate.compose(estimate -> {
                    var ownKeys =
                            own.stream().map(s -> Handle.keyOf(s.handle())).toArray(String[]::new);
                    return store.workspaceSamples(analysis.workspaceId(), analysis.platform(), ownKeys, OTHER_CREATORS)
                            .compose(others -> vertx.executeBlocking(
                                    () -> SelectionSearch.search(
                                            own, SnapshotComputation.decode(others), targets, platform, estimate),
                                    false));
                }))
                .map(result -> result.about(analysis.analysisId(), snapshot.snapshotId())
                        .toJson());
    }

    /** The snapshot's decoded samples: from memory, else read and decoded once. */
    private Future<List<CreatorSample>> ownSamples(String snapshotId) {
        return decoded.get(snapshotId)
                .map(Future::succeededFuture)
                .orElseGet(() -> store.frozenSamples(snapshotId)
                        .compose(frozen -> vertx.executeBlocking(
                                () -> decoded.remember(snapshotId, SnapshotComputation.decode(frozen)), false)));
    }

    private static ToolError notReady(String analysisId, List<Snapshot> snapshots) {
        var running = snapshots.stream().filter(Snapshot::running).findFirst();
        return ToolError.notReady(
                running.map(s -> "analysis " + analysisId + " has no completed snapshot yet; job " + s.jobId()
                                + " is measuring it. Call wait_for_job with that job_id, then optimize_selection "
                                + "again. Nothing was "
                                + "charged.")
                        .orElse("analysis " + analysisId + " has no completed snapshot (it failed). Start one with "
                                + "run_analysis, then call optimize_selection again. Nothing was charged."));
    }
}
