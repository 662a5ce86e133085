package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * "Forgot your password?" ({@link AccountsAction#REQUEST_PASSWORD_RESET}): the address to mail a reset link to, if an
 * account has it. The reply is empty either way, so nobody learns whether the address has an account.
 */
public record PasswordResetRequest(@EmptyWhenAbsent String email) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static PasswordResetRequest fromJson(JsonObject json) {
        return WireCodec.fromJson(json, PasswordResetRequest.class);
    }
}
