package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SIGN_UP_INVITED} (and of {@code accept_invitation}): the workspace joined, who
 * joined and as what; {@code email} only for a sign-up (the new account's, which then signs in), null otherwise.
 */
public record JoinedWorkspace(String workspaceId, String workspaceName, String userId, String role, String email) {

  public JsonObject toJson() {
    var json = new JsonObject().put("workspace_id", workspaceId).put("workspace_name", workspaceName)
        .put("user_id", userId).put("role", role);
    return email == null ? json : json.put("email", email);
  }

  public static JoinedWorkspace fromJson(JsonObject json) {
    return new JoinedWorkspace(json.getString("workspace_id"), json.getString("workspace_name"),
        json.getString("user_id"), json.getString("role"), json.getString("email"));
  }
}
