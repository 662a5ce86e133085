package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The form of {@link AccountsAction#SIGN_UP_INVITED}: a person new to Sigment creates their account from an
 * invitation link. Accounts checks the name's and the password's lengths.
 */
public record InvitedSignUp(
        @EmptyWhenAbsent String token,
        String name,
        @EmptyWhenAbsent String password) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static InvitedSignUp fromJson(JsonObject json) {
        return WireCodec.fromJson(json, InvitedSignUp.class);
    }
}
