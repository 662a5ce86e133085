package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * A workspace of a token's user with the agent's {@code agentStatus} there ({@code approved}, {@code revoked} or
 * {@code not_approved}: approval is per workspace). Null from an accounts-service older than per-workspace approval:
 * the agent's overall status then holds.
 */
public record AgentWorkspace(MemberWorkspace workspace, String agentStatus) {

    public JsonObject toJson() {
        var json = workspace.toJson();
        return agentStatus == null ? json : json.put("agent_status", agentStatus);
    }

    public static AgentWorkspace fromJson(JsonObject json) {
        return new AgentWorkspace(MemberWorkspace.fromJson(json), json.getString("agent_status"));
    }
}
