package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * A mailed sign-in link's token ("forgot your password?" or "unlock sign-in"), for
 * {@link AccountsAction#SHOW_SIGN_IN_LINK} and {@link AccountsAction#UNLOCK_SIGN_IN}; with the new {@code password}
 * for {@link AccountsAction#RESET_PASSWORD} (null otherwise). Accounts checks the password's length.
 */
public record SignInLinkToken(String token, String password) {

  public SignInLinkToken(String token) {
    this(token, null);
  }

  public JsonObject toJson() {
    return compact(new JsonObject().put("token", token).put("password", password));
  }

  public static SignInLinkToken fromJson(JsonObject json) {
    return new SignInLinkToken(text(json, "token", ""), text(json, "password", null));
  }
}
