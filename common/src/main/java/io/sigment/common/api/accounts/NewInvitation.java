package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#INVITE_MEMBER}: the invitation just made, open until {@code expiresAt}
 * (ISO-8601). Its one-time link is in no reply: it is mailed to {@code email} only, and works only for that address.
 */
public record NewInvitation(String invitationId, String email, String expiresAt) {

  public JsonObject toJson() {
    return new JsonObject().put("invitation_id", invitationId).put("email", email).put("expires_at", expiresAt);
  }

  public static NewInvitation fromJson(JsonObject json) {
    return new NewInvitation(json.getString("invitation_id"), json.getString("email"), json.getString("expires_at"));
  }
}
