package io.sigment.common.api.analytics;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AnalyticsAction#FAIL_SNAPSHOT}: the snapshot and its status once the failure is recorded
 * ({@code failed}, or what it already was when it had ended).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SnapshotState(String snapshotId, String status) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
