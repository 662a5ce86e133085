package io.sigment.common.api.accounts;

import static io.sigment.common.api.WireJson.array;
import static io.sigment.common.api.WireJson.list;

import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The agent a token's client is on its user's account: its id and name, its {@code agentStatus} overall (approved
 * somewhere, else revoked somewhere, else not approved), the user's workspaces with the agent's status in each, and the
 * workspaces the user left or was removed from.
 */
public record AgentAccess(
        String agentId,
        String clientName,
        String agentStatus,
        List<AgentWorkspace> workspaces,
        List<Departure> removedFrom) {

    public AgentAccess {
        workspaces = List.copyOf(workspaces);
        removedFrom = List.copyOf(removedFrom);
    }

    void writeInto(JsonObject json) {
        json.put("agent_id", agentId)
                .put("client_name", clientName)
                .put("agent_status", agentStatus)
                .put("workspaces", array(workspaces, AgentWorkspace::toJson))
                .put("removed_from", array(removedFrom, Departure::toJson));
    }

    /** The agent of {@code json}, or null when it names none (an answer for RFC 7662 introspection). */
    static AgentAccess readFrom(JsonObject json) {
        if (!json.containsKey("agent_id")) return null;
        return new AgentAccess(
                json.getString("agent_id"),
                json.getString("client_name"),
                json.getString("agent_status"),
                list(json, "workspaces", AgentWorkspace::fromJson),
                list(json, "removed_from", Departure::fromJson));
    }
}
