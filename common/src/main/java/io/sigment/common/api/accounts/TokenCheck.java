package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#VERIFY_OAUTH_TOKEN}: an {@code oat_} token by its SHA-256 (hex; the token
 * never travels). {@code introspection}: asked by the RFC 7662 endpoint for a resource server, not a use of the
 * token, so the client is not registered as the user's agent and only the RFC fields come back.
 */
public record TokenCheck(String tokenSha256, boolean introspection) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("token_sha256", tokenSha256).put("introspection", introspection));
  }

  public static TokenCheck fromJson(JsonObject json) {
    return new TokenCheck(text(json, "token_sha256", ""), Boolean.TRUE.equals(json.getBoolean("introspection")));
  }
}
