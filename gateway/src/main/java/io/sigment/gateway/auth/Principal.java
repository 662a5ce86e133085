package io.sigment.gateway.auth;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who presented a valid credential: the user, the credential and its state, the user's workspaces (earliest joined
 * first) and those an owner removed the user from (id to name). A revoked or unapproved credential still identifies
 * its user; its tool calls get the spec's message instead of a 401, so the agent can tell the user what to do.
 */
public record Principal(String userId, String credentialKind, String credentialId, String clientName,
                        Status status, List<String> workspaceIds, Map<String, String> removedFrom) {

  public enum Status { ACTIVE, REVOKED, NOT_APPROVED }

  public Principal {
    removedFrom = Map.copyOf(removedFrom);
  }

  private static Map<String, String> removedFrom(JsonObject verified) {
    var removed = new LinkedHashMap<String, String>();
    verified.getJsonArray("removed_from", new JsonArray()).forEach(w -> removed.put(
        ((JsonObject) w).getString("workspace_id"), ((JsonObject) w).getString("name")));
    return removed;
  }

  public static Principal fromApiKey(JsonObject verified) {
    var status = "revoked".equals(verified.getString("status")) ? Status.REVOKED : Status.ACTIVE;
    var workspaces = verified.getJsonArray("workspaces", new JsonArray()).stream()
        .map(w -> ((JsonObject) w).getString("workspace_id")).toList();
    return new Principal(verified.getString("user_id"), "api_key", verified.getString("key_id"),
        verified.getString("name"), status, workspaces, removedFrom(verified));
  }

  /** An {@code oat_} token's user and agent, from accounts-service's introspection reply. */
  public static Principal fromOAuth(JsonObject introspected) {
    var status = switch (introspected.getString("agent_status", "")) {
      case "approved" -> Status.ACTIVE;
      case "revoked" -> Status.REVOKED;
      default -> Status.NOT_APPROVED;
    };
    var workspaces = introspected.getJsonArray("workspaces", new JsonArray()).stream()
        .map(w -> ((JsonObject) w).getString("workspace_id")).toList();
    return new Principal(introspected.getString("sub"), "oauth", introspected.getString("agent_id"),
        introspected.getString("client_name"), status, workspaces, removedFrom(introspected));
  }

  /** Why this credential may not call tools right now, if it may not. */
  public Optional<ToolError> refusal() {
    return switch (status) {
      case ACTIVE -> Optional.empty();
      case REVOKED -> Optional.of("api_key".equals(credentialKind) ? ToolError.revokedKey(clientName)
          : ToolError.revoked(clientName));
      case NOT_APPROVED -> Optional.of(ToolError.notApproved(clientName));
    };
  }

  /**
   * The caller for a tool call: {@code workspace_id} if it is one of the user's, else their first. A workspace the
   * user was removed from is refused saying so.
   */
  public Caller callerFor(String requestId, String requestedWorkspace) {
    String workspace;
    if (requestedWorkspace != null) {
      if (!workspaceIds.contains(requestedWorkspace)) {
        var removedName = removedFrom.get(requestedWorkspace);
        throw removedName == null ? ToolError.workspaceNotFound() : ToolError.removedFromWorkspace(removedName);
      }
      workspace = requestedWorkspace;
    } else if (!workspaceIds.isEmpty()) {
      workspace = workspaceIds.get(0);
    } else if (!removedFrom.isEmpty()) {
      throw ToolError.removedFromWorkspace(removedFrom.values().iterator().next());
    } else {
      throw ToolError.notFound("This account has no workspace yet: the user creates one in the Sigment app.");
    }
    return new Caller(requestId, userId, workspace, credentialKind, credentialId, clientName, workspaceIds);
  }
}
