package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#INVITE_MEMBER}: the invitation just made, open until {@code expiresAt}
 * (ISO-8601). Its one-time link is in no reply: it is mailed to {@code email} only, and works only for that address.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record NewInvitation(String invitationId, String email, String expiresAt) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static NewInvitation fromJson(JsonObject json) {
        return WireCodec.fromJson(json, NewInvitation.class);
    }
}
