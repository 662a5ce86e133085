package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SHOW_INVITATION}: the link's {@code status} ({@link #OPEN}, {@code expired},
 * {@code used}, {@code cancelled} or {@link #UNKNOWN}) and, except when unknown, the workspace, the invited email, who
 * invited and when the link expires.
 */
public record InvitationView(String status, String workspaceName, String email, String invitedBy, String expiresAt) {
  public static final String OPEN = "open";
  public static final String UNKNOWN = "unknown";

  public static InvitationView unknown() {
    return new InvitationView(UNKNOWN, null, null, null, null);
  }

  public boolean open() {
    return OPEN.equals(status);
  }

  public JsonObject toJson() {
    if (UNKNOWN.equals(status)) return new JsonObject().put("status", UNKNOWN);
    return new JsonObject().put("status", status).put("workspace_name", workspaceName).put("email", email)
        .put("invited_by", invitedBy).put("expires_at", expiresAt);
  }

  public static InvitationView fromJson(JsonObject json) {
    return new InvitationView(json.getString("status", UNKNOWN), json.getString("workspace_name"),
        json.getString("email"), json.getString("invited_by"), json.getString("expires_at"));
  }
}
