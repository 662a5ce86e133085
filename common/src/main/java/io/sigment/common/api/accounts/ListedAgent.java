package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * An AI agent as the AI agents settings list it ({@link AgentList}): its OAuth client ({@code sameNameClients}: how
 * many other clients carry its name), its overall {@code status}, whose agent it is, whether the person who asked may
 * approve it somewhere, and its state in each workspace of its user that person sees. A null time or user name is
 * written as null.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ListedAgent(
        String agentId,
        String clientId,
        String clientName,
        String status,
        String createdAt,
        String lastUsedAt,
        long sameNameClients,
        String userId,
        String userName,
        boolean mayApprove,
        @EmptyWhenAbsent List<AgentWorkspaceState> workspaces) {

    public ListedAgent {
        workspaces = List.copyOf(workspaces);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ListedAgent fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ListedAgent.class);
    }
}
