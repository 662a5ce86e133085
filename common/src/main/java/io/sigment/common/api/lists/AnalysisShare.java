package io.sigment.common.api.lists;

import static io.sigment.common.api.WireJson.compact;

import io.vertx.core.json.JsonObject;

/**
 * The question of {@link ListsAction#SHARE_ANALYSIS_LINK}: analytics found the analysis (and snapshot, null: the
 * latest) in the caller's workspaces and hands lists what the link shows; lists makes or reuses the link.
 */
public record AnalysisShare(String analysisId, String snapshotId, String platform, String workspaceId) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("analysis_id", analysisId).put("snapshot_id", snapshotId)
        .put("platform", platform).put("workspace_id", workspaceId));
  }
}
