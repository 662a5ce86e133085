package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CREATE_WORKSPACE}: the new workspace, its creator's role in it ({@code owner})
 * and its plan ({@code free}).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record CreatedWorkspace(String workspaceId, String name, String role, String plan) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CreatedWorkspace fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CreatedWorkspace.class);
    }
}
