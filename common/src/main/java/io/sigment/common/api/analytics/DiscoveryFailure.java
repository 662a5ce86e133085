package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.compact;

import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;

/** The question of {@link AnalyticsAction#FAIL_DISCOVERY}: the {@code message} get_discovery says to the agent. */
public record DiscoveryFailure(String discoveryId, String message) {
  public static final int MAX_MESSAGE_LENGTH = 2000;

  public JsonObject toJson() {
    return compact(new JsonObject().put("discovery_id", discoveryId).put("message", message));
  }

  public static DiscoveryFailure fromJson(JsonObject json) {
    return new DiscoveryFailure(ToolArgs.string(json, "discovery_id", 1, DiscoveryRequest.MAX_ID_LENGTH),
        ToolArgs.string(json, "message", 1, MAX_MESSAGE_LENGTH));
  }
}
