package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CONFIRM_EMAIL} (args: a {@link SignInLinkToken}): what the opened link did,
 * {@link #VERIFY} (the account's address is now verified) or {@link #CHANGE} (the account's address is now
 * {@code email}, verified).
 */
public record ConfirmedAddress(String purpose, String email) {
  public static final String VERIFY = "verify";
  public static final String CHANGE = "change";

  public JsonObject toJson() {
    return new JsonObject().put("purpose", purpose).put("email", email);
  }

  public static ConfirmedAddress fromJson(JsonObject json) {
    return new ConfirmedAddress(json.getString("purpose"), json.getString("email"));
  }
}
