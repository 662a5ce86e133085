package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/** An invitation to a workspace not yet accepted, cancelled or expired ({@link MemberList}); never its link. */
public record OpenInvitation(String invitationId, String email, String createdAt, String expiresAt) {

  public JsonObject toJson() {
    return new JsonObject().put("invitation_id", invitationId).put("email", email).put("created_at", createdAt)
        .put("expires_at", expiresAt);
  }

  public static OpenInvitation fromJson(JsonObject json) {
    return new OpenInvitation(json.getString("invitation_id"), json.getString("email"), json.getString("created_at"),
        json.getString("expires_at"));
  }
}
