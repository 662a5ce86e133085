package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/** A person in a workspace ({@link MemberList}): their {@code role} there and when they joined. */
public record WorkspaceMember(String userId, String name, String email, String role, String joinedAt) {

  public boolean owner() {
    return "owner".equals(role);
  }

  /** Every field is written, a null name as null. */
  public JsonObject toJson() {
    return new JsonObject().put("user_id", userId).put("name", name).put("email", email).put("role", role)
        .put("joined_at", joinedAt);
  }

  public static WorkspaceMember fromJson(JsonObject json) {
    return new WorkspaceMember(json.getString("user_id"), json.getString("name"), json.getString("email"),
        json.getString("role"), json.getString("joined_at"));
  }
}
