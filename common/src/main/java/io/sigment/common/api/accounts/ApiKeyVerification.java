package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#VERIFY_API_KEY}: whose key it is and its {@code status}: {@link #ACTIVE} with its
 * user's workspaces and the workspaces they left or were removed from; {@link #REVOKED} (it still names its user, so
 * the agent can be told); or {@link #UNKNOWN} alone.
 */
public record ApiKeyVerification(String status, String keyId, String userId, String name,
                                 List<MemberWorkspace> workspaces, List<Departure> removedFrom) {
  public static final String ACTIVE = "active";
  public static final String REVOKED = "revoked";
  public static final String UNKNOWN = "unknown";

  public ApiKeyVerification {
    workspaces = List.copyOf(workspaces);
    removedFrom = List.copyOf(removedFrom);
  }

  public static ApiKeyVerification unknown() {
    return new ApiKeyVerification(UNKNOWN, null, null, null, List.of(), List.of());
  }

  public static ApiKeyVerification revoked(String keyId, String userId, String name) {
    return new ApiKeyVerification(REVOKED, keyId, userId, name, List.of(), List.of());
  }

  public static ApiKeyVerification active(String keyId, String userId, String name, List<MemberWorkspace> workspaces,
                                          List<Departure> removedFrom) {
    return new ApiKeyVerification(ACTIVE, keyId, userId, name, workspaces, removedFrom);
  }

  public boolean known() {
    return !UNKNOWN.equals(status);
  }

  public boolean revoked() {
    return REVOKED.equals(status);
  }

  public JsonObject toJson() {
    if (!known()) return new JsonObject().put("status", UNKNOWN);
    var json = new JsonObject().put("key_id", keyId).put("user_id", userId).put("name", name).put("status", status);
    if (!ACTIVE.equals(status)) return json;
    return json.put("workspaces", array(workspaces, MemberWorkspace::toJson))
        .put("removed_from", array(removedFrom, Departure::toJson));
  }

  public static ApiKeyVerification fromJson(JsonObject json) {
    return new ApiKeyVerification(json.getString("status", UNKNOWN), json.getString("key_id"),
        json.getString("user_id"), json.getString("name"), list(json, "workspaces", MemberWorkspace::fromJson),
        list(json, "removed_from", Departure::fromJson));
  }
}
