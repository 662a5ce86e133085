package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SHOW_EMAIL_ADDRESS}: the signed-in person's address, whether a mailed link proved
 * it, and the change of address waiting for its link ({@code pendingEmail}, until {@code pendingExpiresAt}), if any.
 */
public record EmailAddressView(String email, boolean verified, String pendingEmail, String pendingExpiresAt) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("email", email).put("verified", verified).put("pending_email", pendingEmail)
        .put("pending_expires_at", pendingExpiresAt));
  }

  public static EmailAddressView fromJson(JsonObject json) {
    return new EmailAddressView(json.getString("email"), json.getBoolean("verified", false),
        json.getString("pending_email"), json.getString("pending_expires_at"));
  }
}
