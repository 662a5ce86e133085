package io.sigment.common.api.accounts;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#SIGN_IN}: signed in, with the session's token (for the cookie, nowhere else), its
 * user and {@code maxAge} in seconds, and {@code deviceToken}, a new device cookie for a browser that had no valid one
 * (null: keep the one it has); or not, with {@code lockedSeconds} while failures from this source lock the account
 * (null: the email or password was wrong). The fields that do not apply are left out.
 */
public record SignInOutcome(
        boolean signedIn, Long lockedSeconds, String sessionToken, String userId, Long maxAge, String deviceToken) {

    public static SignInOutcome signedIn(String sessionToken, String userId, long maxAge, String deviceToken) {
        return new SignInOutcome(true, null, sessionToken, userId, maxAge, deviceToken);
    }

    public static SignInOutcome refused() {
        return new SignInOutcome(false, null, null, null, null, null);
    }

    public static SignInOutcome locked(long seconds) {
        return new SignInOutcome(false, seconds, null, null, null, null);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SignInOutcome fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SignInOutcome.class);
    }
}
