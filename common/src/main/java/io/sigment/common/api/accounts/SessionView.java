package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#APP_SESSION}: the app session's person, whether a mailed link proved their
 * address ({@code emailVerified}), and their workspaces (earliest joined first) while it is active; {@link #INACTIVE} ({@code {"active": false}}) once it ended, expired or was never known.
 */
public record SessionView(boolean active, String userId, String email, boolean emailVerified, String name,
                          List<MemberWorkspace> workspaces) {
  public static final SessionView INACTIVE = new SessionView(false, null, null, false, null, List.of());

  public SessionView {
    workspaces = List.copyOf(workspaces);
  }

  public static SessionView active(String userId, String email, boolean emailVerified, String name,
                                   List<MemberWorkspace> workspaces) {
    return new SessionView(true, userId, email, emailVerified, name, workspaces);
  }

  public JsonObject toJson() {
    if (!active) return new JsonObject().put("active", false);
    return new JsonObject().put("user_id", userId).put("email", email).put("email_verified", emailVerified)
        .put("name", name).put("active", true)
        .put("workspaces", array(workspaces, MemberWorkspace::toJson));
  }

  public static SessionView fromJson(JsonObject json) {
    if (!json.getBoolean("active", false)) return INACTIVE;
    return active(json.getString("user_id"), json.getString("email"), json.getBoolean("email_verified", false),
        json.getString("name"),
        list(json, "workspaces", MemberWorkspace::fromJson));
  }
}
