package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#RENAME_WORKSPACE}: the workspace and its new name (trimmed).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record RenamedWorkspace(String workspaceId, String name) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
