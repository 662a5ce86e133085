package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * An app sign-in session by the SHA-256 (hex) of its cookie's token, for {@link AccountsAction#APP_SESSION} and
 * {@link AccountsAction#SIGN_OUT}.
 */
public record SessionRef(String sessionSha256) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("session_sha256", sessionSha256));
  }

  public static SessionRef fromJson(JsonObject json) {
    return new SessionRef(text(json, "session_sha256", ""));
  }
}
