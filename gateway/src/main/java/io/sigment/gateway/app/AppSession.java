package io.sigment.gateway.app;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A person signed in to the app: who, and their workspaces with their role in each (earliest joined first).
 * {@link #isOwnerOf} is what a page acting on a workspace checks; {@code currentWorkspaceId} is the one the app acts
 * in (the first, or the one switched to).
 */
public record AppSession(String sessionHash, String userId, String email, String name, List<Workspace> workspaces,
                         String currentWorkspaceId) {

  public record Workspace(String workspaceId, String name, String role, String plan) {
  }

  static AppSession from(String sessionHash, JsonObject reply) {
    var workspaces = reply.getJsonArray("workspaces", new JsonArray()).stream().map(w -> (JsonObject) w)
        .map(w -> new Workspace(w.getString("workspace_id"), w.getString("name"), w.getString("role"),
            w.getString("plan")))
        .toList();
    return new AppSession(sessionHash, reply.getString("user_id"), reply.getString("email"), reply.getString("name"),
        workspaces, workspaces.isEmpty() ? null : workspaces.get(0).workspaceId());
  }

  /** The same session acting in {@code workspaceId} (the one the person switched to), if it is one of theirs. */
  public AppSession actingIn(String workspaceId) {
    if (workspaceId == null || !workspaceIds().contains(workspaceId)) return this;
    return new AppSession(sessionHash, userId, email, name, workspaces, workspaceId);
  }

  public boolean isOwnerOf(String workspaceId) {
    return workspaces.stream().anyMatch(w -> w.workspaceId().equals(workspaceId) && "owner".equals(w.role()));
  }

  public List<String> workspaceIds() {
    return workspaces.stream().map(Workspace::workspaceId).toList();
  }
}
