package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#OAUTH_REVOKE} (RFC 7009): the token as the client sent it. */
public record Revocation(String token) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("token", token));
  }

  public static Revocation fromJson(JsonObject json) {
    return new Revocation(text(json, "token", ""));
  }
}
