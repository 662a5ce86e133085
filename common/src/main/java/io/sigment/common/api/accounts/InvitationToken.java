package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * An invitation link's token, for {@link AccountsAction#SHOW_INVITATION} and {@link AccountsAction#ACCEPT_INVITATION}
 * (the latter as the signed-in person, whose {@code user_id} the app adds).
 */
public record InvitationToken(@EmptyWhenAbsent String token) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static InvitationToken fromJson(JsonObject json) {
        return WireCodec.fromJson(json, InvitationToken.class);
    }
}
