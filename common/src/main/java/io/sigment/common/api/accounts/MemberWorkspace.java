package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** A workspace a person is a member of, with their {@code role} there and the workspace's {@code plan}. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record MemberWorkspace(String workspaceId, String name, String role, String plan) {

    /** Every field is written, a null one as null (as accounts' store answers it). */
    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static MemberWorkspace fromJson(JsonObject json) {
        return WireCodec.fromJson(json, MemberWorkspace.class);
    }
}
