package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** An invitation to a workspace not yet accepted, cancelled or expired ({@link MemberList}); never its link. */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record OpenInvitation(String invitationId, String email, String createdAt, String expiresAt) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static OpenInvitation fromJson(JsonObject json) {
        return WireCodec.fromJson(json, OpenInvitation.class);
    }
}
