package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#CONFIRM_EMAIL} (args: a {@link SignInLinkToken}): what the opened link did,
 * {@link #VERIFY} (the account's address is now verified) or {@link #CHANGE} (the account's address is now
 * {@code email}, verified).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ConfirmedAddress(String purpose, String email) {
    public static final String VERIFY = "verify";
    public static final String CHANGE = "change";

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ConfirmedAddress fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ConfirmedAddress.class);
    }
}
