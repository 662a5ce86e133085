package io.sigment.analytics.sharing;

import io.sigment.common.api.lists.ListsAction;
import io.sigment.common.ToolArgs;
import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * {@code share_analysis}: checks that the analysis (and the snapshot, when one is named) is the caller's, then
 * asks lists-service for its link ({@code share_analysis_link}), which reuses the active one or creates one
 * expiring in 30 days, and refuses analyses of platforms other than Instagram.
 */
public final class ShareAnalysis {
  private final AnalysesStore store;
  private final ServiceClient services;

  public ShareAnalysis(AnalysesStore store, ServiceClient services) {
    this.store = store;
    this.services = services;
  }

  public Future<JsonObject> share(Caller caller, JsonObject args) {
    var analysisId = ToolArgs.string(args, "analysis_id", 1, 100);
    var snapshotId = ToolArgs.optionalString(args, "snapshot_id", 1, 100);
    return store.analysis(analysisId, caller.workspaceIdArray())
        .map(found -> found.orElseThrow(() -> ToolError.notFound("Check the analysis_id with list_analyses.")))
        .compose(analysis -> store.snapshots(analysisId).compose(snapshots -> {
          if (snapshotId != null && snapshots.stream().noneMatch(s -> s.snapshotId().equals(snapshotId))) {
            return Future.failedFuture(ToolError.notFound(
                "Check the snapshot_id with list_analyses, or omit it to share the latest."));
          }
          var link = new JsonObject().put("analysis_id", analysisId).put("platform", analysis.platform())
              .put("workspace_id", analysis.workspaceId());
          if (snapshotId != null) link.put("snapshot_id", snapshotId);
          return services.request(ListsAction.SHARE_ANALYSIS_LINK, caller, link);
        }));
  }
}
