package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#INVITE_MEMBER}: the owner invites {@code email} to the workspace. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record MemberInvitation(
        @Characters(min = 1, max = 100) String workspaceId,
        @Characters(min = 3, max = 254) String email) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static MemberInvitation fromJson(JsonObject json) {
        return WireCodec.fromJson(json, MemberInvitation.class);
    }
}
