package io.sigment.common.api.analytics;

import io.sigment.common.api.WireCodec;
import io.sigment.common.api.scraper.PlatformCost;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The deeper samples jobs-service took on one platform, the value of each platform key of
 * {@link DiscoveryCompletion#refined()}, which analytics adds to what was {@link Collected} there: the handles sampled
 * deeper, the scrape ids of their samples (both empty when none were) and what they cost.
 */
public record RefinedSamples(List<String> refinedHandles, List<String> refinedScrapeIds, PlatformCost refinedCost) {

    public RefinedSamples {
        refinedHandles = refinedHandles == null ? null : List.copyOf(refinedHandles);
        refinedScrapeIds = refinedScrapeIds == null ? null : List.copyOf(refinedScrapeIds);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static RefinedSamples fromJson(JsonObject json) {
        return WireCodec.fromJson(json, RefinedSamples.class);
    }
}
