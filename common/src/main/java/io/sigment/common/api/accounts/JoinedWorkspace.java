package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SIGN_UP_INVITED} (and of {@code accept_invitation}): the workspace joined, who
 * joined and as what; {@code email} only for a sign-up (the new account's, which then signs in), null otherwise.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record JoinedWorkspace(
        String workspaceId,
        String workspaceName,
        String userId,
        String role,
        @JsonInclude(JsonInclude.Include.NON_NULL) String email) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static JoinedWorkspace fromJson(JsonObject json) {
        return WireCodec.fromJson(json, JoinedWorkspace.class);
    }
}
