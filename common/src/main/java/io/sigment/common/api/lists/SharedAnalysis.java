package io.sigment.common.api.lists;

import io.sigment.common.api.analytics.AnalysisId;
import io.vertx.core.json.JsonObject;

/**
 * The analysis an analysis share link shows: which analysis and snapshot (null: the latest), its platform key, and
 * when the link expires. The gateway reads the result from analytics with these and shows the expiry on the page.
 */
public record SharedAnalysis(AnalysisId analysisId, String snapshotId, String platform, String expiresAt) {

  /** Every field is written, {@code snapshot_id} as null when the link shows the latest snapshot. */
  public JsonObject toJson() {
    return new JsonObject().put(AnalysisId.ARG, analysisId.value()).put("snapshot_id", snapshotId)
        .put("platform", platform).put("expires_at", expiresAt);
  }

  public static SharedAnalysis fromJson(JsonObject json) {
    return new SharedAnalysis(AnalysisId.read(json), json.getString("snapshot_id"), json.getString("platform"),
        json.getString("expires_at"));
  }
}
