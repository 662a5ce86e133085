package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * A mailed sign-in link's token ("forgot your password?" or "unlock sign-in"), for
 * {@link AccountsAction#SHOW_SIGN_IN_LINK} and {@link AccountsAction#UNLOCK_SIGN_IN}; with the new {@code password}
 * for {@link AccountsAction#RESET_PASSWORD} (null otherwise). Accounts checks the password's length.
 */
public record SignInLinkToken(@EmptyWhenAbsent String token, String password) {

    public SignInLinkToken(String token) {
        this(token, null);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SignInLinkToken fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SignInLinkToken.class);
    }
}
