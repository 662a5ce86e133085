package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * {@link AccountsAction#CHANGE_EMAIL}: the new address to mail a confirmation link to, and the person's current
 * password (a session left open on a shared computer must not be enough to take the account's address).
 */
public record EmailChange(String email, String password) {

  public JsonObject toJson() {
    return new JsonObject().put("email", email).put("password", password);
  }

  public static EmailChange fromJson(JsonObject json) {
    return new EmailChange(text(json, "email", ""), text(json, "password", ""));
  }
}
