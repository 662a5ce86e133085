package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CREATE_API_KEY}: the key's id and name, the key itself (shown this once; accounts
 * keeps only its hash) and the note that says so. {@link #toString} leaves the key out.
 */
public record NewApiKey(String keyId, String name, String apiKey, String note) {

  public JsonObject toJson() {
    return new JsonObject().put("key_id", keyId).put("name", name).put("api_key", apiKey).put("note", note);
  }

  public static NewApiKey fromJson(JsonObject json) {
    return new NewApiKey(json.getString("key_id"), json.getString("name"), json.getString("api_key"),
        json.getString("note"));
  }

  @Override
  public String toString() {
    return "NewApiKey[keyId=" + keyId + ", name=" + name + "]";
  }
}
