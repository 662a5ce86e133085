package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Characters;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#CANCEL_INVITATION}: the owner cancels an open invitation. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record InvitationCancellation(
        @Characters(min = 1, max = 100) String workspaceId,
        @Characters(min = 1, max = 100) String invitationId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static InvitationCancellation fromJson(JsonObject json) {
        return WireCodec.fromJson(json, InvitationCancellation.class);
    }
}
