package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AnalyticsAction#OPEN_SNAPSHOT}: the analysis, its snapshot and the snapshot's status. An analysis
 * job keeps it as its {@code open} step's output.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record OpenedSnapshot(String analysisId, String snapshotId, String status) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
