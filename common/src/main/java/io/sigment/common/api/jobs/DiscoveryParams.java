package io.sigment.common.api.jobs;

import io.sigment.common.api.analytics.DiscoveryRequest;
import io.vertx.core.json.JsonObject;

/**
 * What a discovery job stores for its steps ({@code PricedJob.params}): the discovery as analytics records it, and
 * whether the job {@code reuse}s the result of the same topic the workspace ran in the last 24 hours (set from the
 * pricing fact that allowed it, never inferred from the price): then it calls no platform.
 */
public record DiscoveryParams(DiscoveryRequest discovery, boolean reuse) {

    public JsonObject toJson() {
        return discovery.toJson().put("reuse", reuse);
    }

    public static DiscoveryParams fromJson(JsonObject json) {
        return new DiscoveryParams(DiscoveryRequest.fromJson(json), json.getBoolean("reuse", false));
    }
}
