package io.sigment.common.api.analytics;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The reply of {@link AnalyticsAction#FAIL_DISCOVERY}: the discovery, now failed with the message given. */
public record FailedDiscovery(DiscoveryId discoveryId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
