package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reply of {@link AccountsAction#APPROVE_AGENT} and {@link AccountsAction#REVOKE_AGENT}: the agent, its new
 * {@code status} there ({@code approved} or {@code revoked}) and the workspaces decided. The app's JSON API answers it
 * as it is.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record DecidedAgent(String agentId, String status, List<String> workspaceIds) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static DecidedAgent fromJson(JsonObject json) {
        return WireCodec.fromJson(json, DecidedAgent.class);
    }
}
