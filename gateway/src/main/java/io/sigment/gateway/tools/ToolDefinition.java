package io.sigment.gateway.tools;

import io.sigment.common.bus.ServiceAddress;
import io.vertx.core.json.JsonObject;

/**
 * One tool: what {@code tools/list} shows ({@code listing}), its input schema, and the service that owns
 * it (the tool's name is the action at that service's address).
 */
public record ToolDefinition(String name, ServiceAddress service, JsonObject listing) {

  public JsonObject inputSchema() {
    return listing.getJsonObject("inputSchema");
  }

  public boolean readOnly() {
    return listing.getJsonObject("annotations").getBoolean("readOnlyHint", false);
  }
}
