package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#REMOVE_MEMBER}: the owner removes a member from the workspace. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record MemberRemoval(
        @Characters(min = 1, max = 100) String workspaceId,
        @Characters(min = 1, max = 100) String memberUserId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static MemberRemoval fromJson(JsonObject json) {
        return WireCodec.fromJson(json, MemberRemoval.class);
    }
}
