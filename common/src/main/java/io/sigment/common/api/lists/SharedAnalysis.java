package io.sigment.common.api.lists;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.AnalysisId;
import io.vertx.core.json.JsonObject;

/**
 * The analysis an analysis share link shows: which analysis and snapshot (null: the latest), its platform key, and
 * when the link expires. The gateway reads the result from analytics with these and shows the expiry on the page.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SharedAnalysis(AnalysisId analysisId, String snapshotId, String platform, String expiresAt) {

    /** Every field is written, {@code snapshot_id} as null when the link shows the latest snapshot. */
    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SharedAnalysis fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SharedAnalysis.class);
    }
}
