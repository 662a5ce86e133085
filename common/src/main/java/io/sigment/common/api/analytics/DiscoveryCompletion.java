package io.sigment.common.api.analytics;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AnalyticsAction#COMPLETE_DISCOVERY}: per platform key the {@code refined_handles} sampled
 * deeper and their {@code refined_scrape_ids} (empty when none were), added to what was collected. The answer is
 * the discovery's summary.
 */
public record DiscoveryCompletion(DiscoveryId discoveryId, JsonObject refined) {

    public DiscoveryCompletion {
        refined = refined == null ? new JsonObject() : refined;
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static DiscoveryCompletion fromJson(JsonObject json) {
        return WireCodec.fromJson(json, DiscoveryCompletion.class);
    }
}
