package io.sigment.common.api.analytics;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AnalyticsAction#COMPUTE_SELECTION}: the selection search on a completed snapshot (the one
 * {@link SelectionFacts} named) for the agent's targets. jobs-service stores it as its selection job's params.
 */
public record SelectionComputation(AnalysisId analysisId, String snapshotId, Double minCorePct, long minCoreReach) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SelectionComputation fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SelectionComputation.class);
    }
}
