package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The agent a token's client is on its user's account: its id and name, its {@code agentStatus} overall (approved
 * somewhere, else revoked somewhere, else not approved), the user's workspaces with the agent's status in each, and the
 * workspaces the user left or was removed from. Written into a {@link TokenVerification} as top-level fields, each
 * present (null stays null).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record AgentAccess(
        String agentId,
        String clientName,
        String agentStatus,
        @EmptyWhenAbsent List<AgentWorkspace> workspaces,
        @EmptyWhenAbsent List<Departure> removedFrom) {

    public AgentAccess {
        workspaces = List.copyOf(workspaces);
        removedFrom = List.copyOf(removedFrom);
    }

    /** The agent of {@code json}, or null when it names none (an answer for RFC 7662 introspection). */
    static AgentAccess readFrom(JsonObject json) {
        if (!json.containsKey("agent_id")) return null;
        return WireCodec.fromJson(json, AgentAccess.class);
    }
}
