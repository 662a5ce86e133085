package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * What a person may see of one of their API keys after its creation (an entry of {@link ApiKeyList}): its id, name,
 * {@code display} (prefix and last 4 characters, never the key), when it was created and last used (null: never),
 * and whether it is revoked.
 */
public record ApiKeySummary(String keyId, String name, String display, String createdAt, String lastUsedAt,
                            boolean revoked) {

  /** Every field is written, a null {@code last_used_at} as null (as accounts answers it). */
  public JsonObject toJson() {
    return new JsonObject().put("key_id", keyId).put("name", name).put("display", display)
        .put("created_at", createdAt).put("last_used_at", lastUsedAt).put("revoked", revoked);
  }

  public static ApiKeySummary fromJson(JsonObject json) {
    return new ApiKeySummary(json.getString("key_id"), json.getString("name"), json.getString("display"),
        json.getString("created_at"), json.getString("last_used_at"), json.getBoolean("revoked", false));
  }
}
