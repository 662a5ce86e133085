package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The form of {@link AccountsAction#SIGN_UP_INVITED}: a person new to Sigment creates their account from an
 * invitation link. Accounts checks the name's and the password's lengths.
 */
public record InvitedSignUp(String token, String name, String password) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("token", token).put("name", name).put("password", password));
  }

  public static InvitedSignUp fromJson(JsonObject json) {
    return new InvitedSignUp(text(json, "token", ""), text(json, "name", null), text(json, "password", ""));
  }
}
