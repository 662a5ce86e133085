package io.sigment.gateway.app;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A person signed in to the app: who, and their workspaces with their role in each (earliest joined first).
 * {@link #isOwnerOf} is what a page acting on a workspace checks.
 */
public record AppSession(String sessionHash, String userId, String email, String name, List<Workspace> workspaces) {

  public record Workspace(String workspaceId, String name, String role, String plan) {
  }

  static AppSession from(String sessionHash, JsonObject reply) {
    var workspaces = reply.getJsonArray("workspaces", new JsonArray()).stream().map(w -> (JsonObject) w)
        .map(w -> new Workspace(w.getString("workspace_id"), w.getString("name"), w.getString("role"),
            w.getString("plan")))
        .toList();
    return new AppSession(sessionHash, reply.getString("user_id"), reply.getString("email"), reply.getString("name"),
        workspaces);
  }

  public boolean isOwnerOf(String workspaceId) {
    return workspaces.stream().anyMatch(w -> w.workspaceId().equals(workspaceId) && "owner".equals(w.role()));
  }

  public List<String> workspaceIds() {
    return workspaces.stream().map(Workspace::workspaceId).toList();
  }
}
