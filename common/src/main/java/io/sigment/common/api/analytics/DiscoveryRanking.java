package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.compact;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AnalyticsAction#RANK_DISCOVERY}: what jobs-service collected on the platforms, per platform
 * key the candidates it found, the scrape ids of their light samples and what the search and samples cost. The
 * answer ({@code {"discovery_id", "deepen": {<platform>: [handles]}}}) is stored as the job step's output.
 */
public record DiscoveryRanking(DiscoveryId discoveryId, JsonObject collected) {

  public JsonObject toJson() {
    return compact(new JsonObject().put(DiscoveryId.ARG, discoveryId.value()).put("collected", collected));
  }

  public static DiscoveryRanking fromJson(JsonObject json) {
    var discoveryId = DiscoveryId.read(json);
    var collected = json.getJsonObject("collected");
    if (collected == null) throw ToolError.invalidArguments("collected: required");
    return new DiscoveryRanking(discoveryId, collected);
  }
}
