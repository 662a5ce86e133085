package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.compact;

import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AnalyticsAction#COMPLETE_DISCOVERY}: per platform key the {@code refined_handles} sampled
 * deeper and their {@code refined_scrape_ids} (empty when none were), added to what was collected. The answer is
 * the discovery's summary.
 */
public record DiscoveryCompletion(String discoveryId, JsonObject refined) {

  public DiscoveryCompletion {
    refined = refined == null ? new JsonObject() : refined;
  }

  public JsonObject toJson() {
    return compact(new JsonObject().put("discovery_id", discoveryId).put("refined", refined));
  }

  public static DiscoveryCompletion fromJson(JsonObject json) {
    return new DiscoveryCompletion(ToolArgs.string(json, "discovery_id", 1, DiscoveryRequest.MAX_ID_LENGTH),
        json.getJsonObject("refined"));
  }
}
