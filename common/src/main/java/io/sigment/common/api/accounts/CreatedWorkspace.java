package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CREATE_WORKSPACE}: the new workspace, its creator's role in it ({@code owner})
 * and its plan ({@code free}).
 */
public record CreatedWorkspace(String workspaceId, String name, String role, String plan) {

  public JsonObject toJson() {
    return new JsonObject().put("workspace_id", workspaceId).put("name", name).put("role", role).put("plan", plan);
  }

  public static CreatedWorkspace fromJson(JsonObject json) {
    return new CreatedWorkspace(json.getString("workspace_id"), json.getString("name"), json.getString("role"),
        json.getString("plan"));
  }
}
