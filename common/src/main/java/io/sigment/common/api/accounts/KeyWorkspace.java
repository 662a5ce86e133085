package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** A workspace an API key can act in (its user still a member there): id and name. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record KeyWorkspace(String workspaceId, String name) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static KeyWorkspace fromJson(JsonObject json) {
        return WireCodec.fromJson(json, KeyWorkspace.class);
    }
}
