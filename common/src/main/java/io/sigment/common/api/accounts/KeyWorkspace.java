package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/** A workspace an API key can act in (its user still a member there): id and name. */
public record KeyWorkspace(String workspaceId, String name) {

  public JsonObject toJson() {
    return new JsonObject().put("workspace_id", workspaceId).put("name", name);
  }

  public static KeyWorkspace fromJson(JsonObject json) {
    return new KeyWorkspace(json.getString("workspace_id"), json.getString("name"));
  }
}
