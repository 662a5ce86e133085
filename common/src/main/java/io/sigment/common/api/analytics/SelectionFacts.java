package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AnalyticsAction#SELECTION_FACTS}: what jobs-service prices an {@code optimize_selection} on —
 * the analysis's workspace, platform and creator count, and its newest completed snapshot.
 */
public record SelectionFacts(AnalysisId analysisId, String workspaceId, String platform, int handleCount,
                             String snapshotId) {

  public JsonObject toJson() {
    return compact(new JsonObject().put(AnalysisId.ARG, analysisId.value()).put("workspace_id", workspaceId)
        .put("platform", platform).put("handle_count", handleCount).put("snapshot_id", snapshotId));
  }

  public static SelectionFacts fromJson(JsonObject json) {
    return new SelectionFacts(AnalysisId.read(json), text(json, "workspace_id", null),
        text(json, "platform", null), json.getInteger("handle_count", 0), text(json, "snapshot_id", null));
  }
}
