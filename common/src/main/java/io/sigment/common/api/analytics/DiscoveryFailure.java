package io.sigment.common.api.analytics;

import static io.sigment.common.api.WireJson.compact;

import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;

/** The question of {@link AnalyticsAction#FAIL_DISCOVERY}: the {@code message} get_discovery says to the agent. */
public record DiscoveryFailure(DiscoveryId discoveryId, String message) {
  public static final int MAX_MESSAGE_LENGTH = 2000;

  public JsonObject toJson() {
    return compact(new JsonObject().put(DiscoveryId.ARG, discoveryId.value()).put("message", message));
  }

  public static DiscoveryFailure fromJson(JsonObject json) {
    return new DiscoveryFailure(DiscoveryId.read(json),
        ToolArgs.string(json, "message", 1, MAX_MESSAGE_LENGTH));
  }
}
