package io.sigment.analytics.selection;

import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.ToolArgs;
import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.analytics.analyses.AudienceEstimateJson;
import io.sigment.analytics.analyses.Analysis;
import io.sigment.analytics.analyses.HandleKeys;
import io.sigment.analytics.analyses.Snapshot;
import io.sigment.analytics.analyses.SnapshotComputation;
import io.sigment.analytics.analyses.SnapshotResults;
import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.engine.optimize.Targets;
import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.UUID;

/**
 * {@code optimize_selection}: Instagram only, 5 credits, synchronous. Checks everything that costs nothing first
 * (the analysis, its platform, a completed snapshot), then accounts {@code authorize} → compute → {@code capture};
 * a failed computation is refunded. The search runs on the snapshot's frozen samples (no new scrape), kept decoded
 * in memory for the snapshots used most recently.
 */
public final class OptimizeSelection {
  public static final int PRICE = 5;
  /** Other creators of the workspace considered for suggested additions, most recently analyzed first. */
  static final int OTHER_CREATORS = 50;
  /** Snapshots whose decoded samples stay in memory (each at most 50 creators' samples). */
  static final int DECODED_SNAPSHOTS = 8;

  private final Vertx vertx;
  private final AnalysesStore store;
  private final ServiceClient services;
  private final SnapshotResults results;
  private final DecodedSnapshots decoded = new DecodedSnapshots(DECODED_SNAPSHOTS);

  public OptimizeSelection(Vertx vertx, AnalysesStore store, SnapshotResults results, ServiceClient services) {
    this.vertx = vertx;
    this.store = store;
    this.results = results;
    this.services = services;
  }

  public Future<JsonObject> optimize(Caller caller, JsonObject args) {
    var analysisId = ToolArgs.string(args, "analysis_id", 1, 100);
    var pct = ToolArgs.optionalNumber(args, "min_core_pct", 0, 100);
    if (pct == null) throw ToolError.invalidArguments("min_core_pct: required, a number from 0 to 100");
    var targets = new Targets(pct, ToolArgs.nonNegative(args, "min_core_reach"));
    var maxCredits = ToolArgs.integer(args, "max_credits", 0, 1000, -1);
    if (maxCredits < 0) throw ToolError.invalidArguments("max_credits: required, an integer from 0 to 1000");
    return store.analysis(analysisId, caller.workspaceIdArray())
        .map(found -> found.orElseThrow(() -> ToolError.notFound("Check the analysis_id with list_analyses.")))
        .compose(analysis -> {
          if (!analysis.platform().equals(Platform.INSTAGRAM.key())) {
            return Future.failedFuture(new ToolError(ToolError.Kind.INVALID_ARGUMENTS, "Not available: "
                + "optimize_selection is Instagram only, and this is a " + analysis.platform() + " analysis. "
                + "Nothing was charged. Use get_analysis_result: its recommended_selection and coverage_mixes "
                + "come with every analysis."));
          }
          return store.snapshots(analysisId).compose(snapshots -> {
            var completed = snapshots.stream().filter(Snapshot::completed).findFirst();
            if (completed.isEmpty()) return Future.failedFuture(notReady(analysisId, snapshots));
            return charged(caller.inWorkspace(analysis.workspaceId()), analysis, completed.get(), targets, maxCredits);
          });
        });
  }

  private Future<JsonObject> charged(Caller agent, Analysis analysis, Snapshot snapshot, Targets targets,
                                     int maxCredits) {
    var key = "optimize_selection:" + (agent.requestId() == null ? UUID.randomUUID() : agent.requestId());
    var service = Caller.system(agent.requestId()).inWorkspace(analysis.workspaceId());
    return services.request(AccountsAction.AUTHORIZE, agent, new JsonObject()
            .put("action", "optimize_selection").put("price", PRICE).put("max_credits", maxCredits)
            .put("idempotency_key", key).put("platform", analysis.platform())
            .put("handle_count", analysis.handles().size()).put("analysis_id", analysis.analysisId())
            .put("description", "optimize_selection on analysis " + analysis.analysisId()))
        .compose(hold -> {
          var settle = new JsonObject().put("hold_id", hold.getString("hold_id"));
          return compute(analysis, snapshot, targets)
              .compose(result -> services.request(AccountsAction.CAPTURE, service, settle)
                  .map(capture -> result.put("credits", new JsonObject().put("charged", PRICE)
                      .put("balance", capture.getJsonObject("credits").getLong("balance")))))
              .recover(failure -> services.request(AccountsAction.REFUND, service, settle)
                  .transform(refunded -> Future.failedFuture(failure)));
        });
  }

  private Future<JsonObject> compute(Analysis analysis, Snapshot snapshot, Targets targets) {
    var platform = Platform.parse(analysis.platform());
    var ownEstimate = results.of(snapshot.snapshotId())
        .map(stored -> stored.map(AudienceEstimateJson::stored).orElse(null));
    return ownSamples(snapshot.snapshotId()).compose(own -> ownEstimate.compose(estimate -> {
      var ownKeys = own.stream().map(s -> HandleKeys.of(s.handle())).toArray(String[]::new);
      return store.workspaceSamples(analysis.workspaceId(), analysis.platform(), ownKeys, OTHER_CREATORS)
          .compose(others -> vertx.executeBlocking(() -> SelectionSearch.run(own, SnapshotComputation.decode(others),
              targets, platform, estimate), false));
    })).map(result -> new JsonObject().put("analysis_id", analysis.analysisId())
        .put("snapshot_id", snapshot.snapshotId()).mergeIn(result));
  }

  /** The snapshot's decoded samples: from memory, else read and decoded once. */
  private Future<List<CreatorSample>> ownSamples(String snapshotId) {
    return decoded.get(snapshotId).map(Future::succeededFuture).orElseGet(() -> store.frozenSamples(snapshotId)
        .compose(frozen -> vertx.executeBlocking(() -> decoded.remember(snapshotId, SnapshotComputation.decode(frozen)),
            false)));
  }

  private static ToolError notReady(String analysisId, List<Snapshot> snapshots) {
    var running = snapshots.stream().filter(Snapshot::running).findFirst();
    return new ToolError(ToolError.Kind.INVALID_ARGUMENTS, running
        .map(s -> "Not ready: analysis " + analysisId + " has no completed snapshot yet; job " + s.jobId()
            + " is measuring it. Call wait_for_job with that job_id, then optimize_selection again. Nothing was "
            + "charged.")
        .orElse("Not ready: analysis " + analysisId + " has no completed snapshot (it failed). Start one with "
            + "run_analysis, then call optimize_selection again. Nothing was charged."));
  }
}
