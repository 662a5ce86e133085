package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#APPROVE_AGENT} and {@link AccountsAction#REVOKE_AGENT}: the agent (empty when
 * none is named), in one workspace or, left out, in every workspace the person decides on.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record AgentDecision(
        @Characters(min = 0, max = Integer.MAX_VALUE, optional = true) @EmptyWhenAbsent
        String agentId,

        @JsonInclude(JsonInclude.Include.NON_NULL) @Characters(min = 1, max = 100, optional = true)
        String workspaceId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static AgentDecision fromJson(JsonObject json) {
        return WireCodec.fromJson(json, AgentDecision.class);
    }
}
