package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * A listed agent's state in one workspace of its user ({@link ListedAgent}): {@code status} ({@code approved},
 * {@code revoked} or {@code not_approved}) and whether the person who asked may decide on it there (they own it).
 */
public record AgentWorkspaceState(String workspaceId, String name, String status, boolean mayDecide) {

  public JsonObject toJson() {
    return new JsonObject().put("workspace_id", workspaceId).put("name", name).put("status", status)
        .put("may_decide", mayDecide);
  }

  public static AgentWorkspaceState fromJson(JsonObject json) {
    return new AgentWorkspaceState(json.getString("workspace_id"), json.getString("name"), json.getString("status"),
        json.getBoolean("may_decide", false));
  }
}
