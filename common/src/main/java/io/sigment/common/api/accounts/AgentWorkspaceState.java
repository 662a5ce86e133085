package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * A listed agent's state in one workspace of its user ({@link ListedAgent}): {@code status} ({@code approved},
 * {@code revoked} or {@code not_approved}) and whether the person who asked may decide on it there (they own it).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record AgentWorkspaceState(String workspaceId, String name, String status, boolean mayDecide) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static AgentWorkspaceState fromJson(JsonObject json) {
        return WireCodec.fromJson(json, AgentWorkspaceState.class);
    }
}
