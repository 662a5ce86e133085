package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** A person in a workspace ({@link MemberList}): their {@code role} there and when they joined. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record WorkspaceMember(String userId, String name, String email, String role, String joinedAt) {

    public boolean owner() {
        return "owner".equals(role);
    }

    /** Every field is written, a null name as null. */
    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static WorkspaceMember fromJson(JsonObject json) {
        return WireCodec.fromJson(json, WorkspaceMember.class);
    }
}
