package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * What a person may see of an API key after its creation (an entry of {@link ApiKeyList}): one of their own, or one
 * that can act in a workspace they own: its id, name, {@code display} (prefix and last 4 characters, never the key),
 * when it was created and last used (null: never), whether it is revoked, who made it ({@code userId},
 * {@code userName}) and the workspaces it can act in.
 */
public record ApiKeySummary(String keyId, String name, String display, String createdAt, String lastUsedAt,
                            boolean revoked, String userId, String userName, List<KeyWorkspace> workspaces) {

  public ApiKeySummary {
    workspaces = List.copyOf(workspaces);
  }

  /** Every field is written, a null {@code last_used_at} as null (as accounts answers it). */
  public JsonObject toJson() {
    return new JsonObject().put("key_id", keyId).put("name", name).put("display", display)
        .put("created_at", createdAt).put("last_used_at", lastUsedAt).put("revoked", revoked)
        .put("user_id", userId).put("user_name", userName).put("workspaces", array(workspaces, KeyWorkspace::toJson));
  }

  public static ApiKeySummary fromJson(JsonObject json) {
    return new ApiKeySummary(json.getString("key_id"), json.getString("name"), json.getString("display"),
        json.getString("created_at"), json.getString("last_used_at"), json.getBoolean("revoked", false),
        json.getString("user_id"), json.getString("user_name"), list(json, "workspaces", KeyWorkspace::fromJson));
  }
}
