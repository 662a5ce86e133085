package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The form of {@link AccountsAction#REQUEST_SIGN_UP} (an email and the password chosen for the account the mailed link
 * creates) and of {@link AccountsAction#CONFIRM_SIGN_UP} ({@code token} from that link and the same password).
 * Accounts checks the email and the password's length.
 */
public record SignUpForm(String email, String token, String password) {

  public static SignUpForm request(String email, String password) {
    return new SignUpForm(email, null, password);
  }

  public static SignUpForm confirm(String token, String password) {
    return new SignUpForm(null, token, password);
  }

  public JsonObject toJson() {
    return compact(new JsonObject().put("email", email).put("token", token).put("password", password));
  }

  public static SignUpForm fromJson(JsonObject json) {
    return new SignUpForm(text(json, "email", ""), text(json, "token", ""), text(json, "password", ""));
  }
}
