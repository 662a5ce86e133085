package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#INVITE_MEMBER}: the invitation just made, and its one-time link
 * ({@code acceptUrl}, in no other reply) until {@code expiresAt} (ISO-8601).
 */
public record NewInvitation(String invitationId, String email, String expiresAt, String acceptUrl) {

  public JsonObject toJson() {
    return new JsonObject().put("invitation_id", invitationId).put("email", email).put("expires_at", expiresAt)
        .put("accept_url", acceptUrl);
  }

  public static NewInvitation fromJson(JsonObject json) {
    return new NewInvitation(json.getString("invitation_id"), json.getString("email"), json.getString("expires_at"),
        json.getString("accept_url"));
  }
}
