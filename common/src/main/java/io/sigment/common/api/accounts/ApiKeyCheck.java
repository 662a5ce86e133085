package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.compact;
import static io.sigment.common.api.WireJson.text;

import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#VERIFY_API_KEY}: an {@code ak_} key by its SHA-256 (hex). */
public record ApiKeyCheck(String keySha256) {

  public JsonObject toJson() {
    return compact(new JsonObject().put("key_sha256", keySha256));
  }

  public static ApiKeyCheck fromJson(JsonObject json) {
    return new ApiKeyCheck(text(json, "key_sha256", ""));
  }
}
