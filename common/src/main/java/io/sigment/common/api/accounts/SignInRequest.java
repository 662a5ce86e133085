package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/** The form of {@link AccountsAction#SIGN_IN}: email (compared without surrounding spaces) and password. */
public record SignInRequest(String email, String password) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("email", email).put("password", password));
  }

  public static SignInRequest fromJson(JsonObject json) {
    return new SignInRequest(text(json, "email", "").strip(), text(json, "password", ""));
  }
}
