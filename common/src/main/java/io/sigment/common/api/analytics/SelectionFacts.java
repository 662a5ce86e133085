package io.sigment.common.api.analytics;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AnalyticsAction#SELECTION_FACTS}: what jobs-service prices an {@code optimize_selection} on —
 * the analysis's workspace, platform and creator count, and its newest completed snapshot.
 */
public record SelectionFacts(
        AnalysisId analysisId, String workspaceId, String platform, int handleCount, String snapshotId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SelectionFacts fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SelectionFacts.class);
    }
}
