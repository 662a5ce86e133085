package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AnalyticsAction#COMPUTE_SELECTION}: the selection search on a completed snapshot (the one
 * {@link SelectionFacts} named) for the agent's targets. jobs-service stores it as its selection job's params.
 */
public record SelectionComputation(AnalysisId analysisId, String snapshotId, Double minCorePct, long minCoreReach) {

  public JsonObject toJson() {
    return compact(new JsonObject().put(AnalysisId.ARG, analysisId.value()).put("snapshot_id", snapshotId)
        .put("min_core_pct", minCorePct).put("min_core_reach", minCoreReach));
  }

  public static SelectionComputation fromJson(JsonObject json) {
    return new SelectionComputation(AnalysisId.read(json), text(json, "snapshot_id", null),
        json.getValue("min_core_pct") instanceof Number pct ? pct.doubleValue() : null,
        json.getLong("min_core_reach", 0L));
  }
}
