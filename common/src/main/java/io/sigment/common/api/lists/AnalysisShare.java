package io.sigment.common.api.lists;

import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.AnalysisId;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link ListsAction#SHARE_ANALYSIS_LINK}: analytics found the analysis (and snapshot, null: the
 * latest) in the caller's workspaces and hands lists what the link shows; lists makes or reuses the link.
 */
public record AnalysisShare(AnalysisId analysisId, String snapshotId, String platform, String workspaceId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
