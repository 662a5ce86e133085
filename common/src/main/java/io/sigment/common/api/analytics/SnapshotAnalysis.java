package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AnalyticsAction#ANALYZE_SNAPSHOT} once the snapshot is computed: how many creators it analyzed
 * and its {@code headline} numbers (shown to the agent as they are; an empty object when there are none).
 */
public record SnapshotAnalysis(String snapshotId, int creatorsAnalyzed, JsonObject headline) {
  public static final String COMPLETED = "completed";

  public SnapshotAnalysis {
    headline = headline == null ? new JsonObject() : headline;
  }

  public JsonObject toJson() {
    return new JsonObject().put("snapshot_id", snapshotId).put("status", COMPLETED)
        .put("creators_analyzed", creatorsAnalyzed).put("headline", headline);
  }

  public static SnapshotAnalysis fromJson(JsonObject json) {
    return new SnapshotAnalysis(text(json, "snapshot_id", null), json.getInteger("creators_analyzed", 0),
        json.getJsonObject("headline"));
  }
}
