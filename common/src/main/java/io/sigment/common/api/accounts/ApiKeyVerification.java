package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#VERIFY_API_KEY}: whose key it is and its {@code status}: {@link #ACTIVE} with the
 * workspaces it can act in (those it was created for that its user is still a member of), the workspaces it was for
 * that its user left or was removed from, and its user's other workspaces ({@code outside}: the key cannot act there);
 * {@link #REVOKED} (it still names its user, so the agent can be told); or {@link #UNKNOWN} alone.
 */
public record ApiKeyVerification(String status, String keyId, String userId, String name,
                                 List<MemberWorkspace> workspaces, List<Departure> removedFrom,
                                 List<KeyWorkspace> outside) {
  public static final String ACTIVE = "active";
  public static final String REVOKED = "revoked";
  public static final String UNKNOWN = "unknown";

  public ApiKeyVerification {
    workspaces = List.copyOf(workspaces);
    removedFrom = List.copyOf(removedFrom);
    outside = List.copyOf(outside);
  }

  public static ApiKeyVerification unknown() {
    return new ApiKeyVerification(UNKNOWN, null, null, null, List.of(), List.of(), List.of());
  }

  public static ApiKeyVerification revoked(String keyId, String userId, String name) {
    return new ApiKeyVerification(REVOKED, keyId, userId, name, List.of(), List.of(), List.of());
  }

  public static ApiKeyVerification active(String keyId, String userId, String name, List<MemberWorkspace> workspaces,
                                          List<Departure> removedFrom, List<KeyWorkspace> outside) {
    return new ApiKeyVerification(ACTIVE, keyId, userId, name, workspaces, removedFrom, outside);
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
        .put("removed_from", array(removedFrom, Departure::toJson))
        .put("outside", array(outside, KeyWorkspace::toJson));
  }

  public static ApiKeyVerification fromJson(JsonObject json) {
    return new ApiKeyVerification(json.getString("status", UNKNOWN), json.getString("key_id"),
        json.getString("user_id"), json.getString("name"), list(json, "workspaces", MemberWorkspace::fromJson),
        list(json, "removed_from", Departure::fromJson), list(json, "outside", KeyWorkspace::fromJson));
  }
}
