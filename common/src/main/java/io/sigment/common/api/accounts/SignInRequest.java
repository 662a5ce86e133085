package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The form of {@link AccountsAction#SIGN_IN}: email (compared without surrounding spaces) and password, and where it
 * comes from, for the back-off per account and source: {@code client}, the client address's limit key (IPv6 by /64),
 * and {@code deviceSha256}, the SHA-256 (hex) of the browser's device cookie when it has one ("" otherwise).
 */
public record SignInRequest(String email, String password, String client, String deviceSha256) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("email", email).put("password", password).put("client", client)
        .put("device_sha256", deviceSha256));
  }

  public static SignInRequest fromJson(JsonObject json) {
    return new SignInRequest(text(json, "email", "").strip(), text(json, "password", ""), text(json, "client", ""),
        text(json, "device_sha256", ""));
  }
}
