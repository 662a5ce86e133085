package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * An AI agent as the AI agents settings list it ({@link AgentList}): its OAuth client ({@code sameNameClients}: how
 * many other clients carry its name), its overall {@code status}, whose agent it is, whether the person who asked may
 * approve it somewhere, and its state in each workspace of its user that person sees. A null time or user name is
 * written as null.
 */
public record ListedAgent(String agentId, String clientId, String clientName, String status, String createdAt,
                          String lastUsedAt, long sameNameClients, String userId, String userName, boolean mayApprove,
                          List<AgentWorkspaceState> workspaces) {

  public ListedAgent {
    workspaces = List.copyOf(workspaces);
  }

  public JsonObject toJson() {
    return new JsonObject().put("agent_id", agentId).put("client_id", clientId).put("client_name", clientName)
        .put("status", status).put("created_at", createdAt).put("last_used_at", lastUsedAt)
        .put("same_name_clients", sameNameClients).put("user_id", userId).put("user_name", userName)
        .put("may_approve", mayApprove)
        .put("workspaces", array(workspaces, AgentWorkspaceState::toJson));
  }

  public static ListedAgent fromJson(JsonObject json) {
    return new ListedAgent(json.getString("agent_id"), json.getString("client_id"), json.getString("client_name"),
        json.getString("status"), json.getString("created_at"), json.getString("last_used_at"),
        json.getLong("same_name_clients", 0L), json.getString("user_id"), json.getString("user_name"),
        json.getBoolean("may_approve", false), list(json, "workspaces", AgentWorkspaceState::fromJson));
  }
}
