package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * One of the person's workspaces, for {@link AccountsAction#LIST_MEMBERS} (its people) and
 * {@link AccountsAction#LEAVE_WORKSPACE}.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record WorkspaceRef(@Characters(min = 1, max = 100) String workspaceId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static WorkspaceRef fromJson(JsonObject json) {
        return WireCodec.fromJson(json, WorkspaceRef.class);
    }
}
