package io.sigment.common;

import io.vertx.core.json.JsonObject;

/**
 * Who a request is for, resolved once by the gateway and trusted by every service: the user, the
 * target workspace (already checked to be one of the user's), and the credential that made the call.
 *
 * @param credentialKind {@code api_key}, {@code oauth}, {@code app} (browser session) or {@code system}
 * @param clientName the API key's or OAuth client's name, shown in agent-facing messages
 */
public record Caller(String requestId, String userId, String workspaceId, String credentialKind,
                     String credentialId, String clientName) {

  public static Caller system(String requestId) {
    return new Caller(requestId, null, null, "system", null, "sigment");
  }

  public boolean isAgent() {
    return "api_key".equals(credentialKind) || "oauth".equals(credentialKind);
  }

  public Caller inWorkspace(String workspace) {
    return new Caller(requestId, userId, workspace, credentialKind, credentialId, clientName);
  }

  public JsonObject toJson() {
    return new JsonObject()
        .put("request_id", requestId)
        .put("user_id", userId)
        .put("workspace_id", workspaceId)
        .put("credential_kind", credentialKind)
        .put("credential_id", credentialId)
        .put("client_name", clientName);
  }

  public static Caller fromJson(JsonObject json) {
    return new Caller(json.getString("request_id"), json.getString("user_id"), json.getString("workspace_id"),
        json.getString("credential_kind"), json.getString("credential_id"), json.getString("client_name"));
  }
}
