package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/** A workspace a person is a member of, with their {@code role} there and the workspace's {@code plan}. */
public record MemberWorkspace(String workspaceId, String name, String role, String plan) {

  /** Every field is written, a null one as null (as accounts' store answers it). */
  public JsonObject toJson() {
    return new JsonObject().put("workspace_id", workspaceId).put("name", name).put("role", role).put("plan", plan);
  }

  public static MemberWorkspace fromJson(JsonObject json) {
    return new MemberWorkspace(json.getString("workspace_id"), json.getString("name"), json.getString("role"),
        json.getString("plan"));
  }
}
