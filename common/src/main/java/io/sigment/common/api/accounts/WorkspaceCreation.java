package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#CREATE_WORKSPACE}: the new workspace's name (accounts strips it). */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record WorkspaceCreation(
        @Characters(min = 1, max = 100) String name) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static WorkspaceCreation fromJson(JsonObject json) {
        return WireCodec.fromJson(json, WorkspaceCreation.class);
    }
}
