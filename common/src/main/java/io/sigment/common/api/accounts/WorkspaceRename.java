package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#RENAME_WORKSPACE}: one of the person's workspaces and its new name. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record WorkspaceRename(
        @Characters(min = 1, max = 100) String workspaceId,
        @Characters(min = 1, max = 100) String name) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static WorkspaceRename fromJson(JsonObject json) {
        return WireCodec.fromJson(json, WorkspaceRename.class);
    }
}
