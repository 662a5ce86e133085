package io.sigment.common.api.accounts;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#RESET_PASSWORD}: the password is reset ({@code reset} is true), the account's
 * sessions ended and its sign-in locks cleared.
 */
public record PasswordReset(boolean reset) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
