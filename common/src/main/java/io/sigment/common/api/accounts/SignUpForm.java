package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The form of {@link AccountsAction#REQUEST_SIGN_UP} (an email and the password chosen for the account the mailed link
 * creates) and of {@link AccountsAction#CONFIRM_SIGN_UP} ({@code token} from that link and the same password).
 * Accounts checks the email and the password's length.
 */
public record SignUpForm(
        @EmptyWhenAbsent String email,
        @EmptyWhenAbsent String token,
        @EmptyWhenAbsent String password) {

    public static SignUpForm request(String email, String password) {
        return new SignUpForm(email, null, password);
    }

    public static SignUpForm confirm(String token, String password) {
        return new SignUpForm(null, token, password);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SignUpForm fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SignUpForm.class);
    }
}
