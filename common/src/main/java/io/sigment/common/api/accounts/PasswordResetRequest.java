package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * "Forgot your password?" ({@link AccountsAction#REQUEST_PASSWORD_RESET}): the address to mail a reset link to, if an
 * account has it. The reply is empty either way, so nobody learns whether the address has an account.
 */
public record PasswordResetRequest(String email) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("email", email));
  }

  public static PasswordResetRequest fromJson(JsonObject json) {
    return new PasswordResetRequest(text(json, "email", ""));
  }
}
