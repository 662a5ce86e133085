package io.sigment.common.api.accounts;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The reply of {@link AccountsAction#UNLOCK_SIGN_IN}: every sign-in lock of the account is cleared. */
public record SignInUnlocked(boolean unlocked) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }
}
