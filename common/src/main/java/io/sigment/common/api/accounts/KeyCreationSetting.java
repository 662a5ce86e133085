package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * One of the person's workspaces as the API keys section shows it: a key can be created for it (their {@code role}
 * there) unless they are a member and its owner turned off key creation by members ({@code membersCreateKeys}).
 */
public record KeyCreationSetting(String workspaceId, String name, String role, boolean membersCreateKeys) {

  /** The person may create a key for this workspace. */
  public boolean mayCreate() {
    return "owner".equals(role) || membersCreateKeys;
  }

  public boolean owner() {
    return "owner".equals(role);
  }

  public JsonObject toJson() {
    return new JsonObject().put("workspace_id", workspaceId).put("name", name).put("role", role)
        .put("members_create_keys", membersCreateKeys);
  }

  public static KeyCreationSetting fromJson(JsonObject json) {
    return new KeyCreationSetting(json.getString("workspace_id"), json.getString("name"), json.getString("role"),
        json.getBoolean("members_create_keys", true));
  }
}
