package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#OAUTH_ISSUE_CODE}: the authorization code, or the OAuth error ({@code error},
 * {@code error_description}) the gateway redirects back to the client with.
 */
public record IssuedCode(String code, String error, String errorDescription) {

  public static IssuedCode of(String code) {
    return new IssuedCode(code, null, null);
  }

  public static IssuedCode refused(String error, String description) {
    return new IssuedCode(null, error, description);
  }

  public boolean isRefused() {
    return error != null;
  }

  public JsonObject toJson() {
    return compact(new JsonObject().put("code", code).put("error", error).put("error_description", errorDescription));
  }

  public static IssuedCode fromJson(JsonObject json) {
    return new IssuedCode(json.getString("code"), json.getString("error"), json.getString("error_description"));
  }
}
