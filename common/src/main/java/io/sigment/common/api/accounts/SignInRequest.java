package io.sigment.common.api.accounts;

import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.util.StdConverter;
import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The form of {@link AccountsAction#SIGN_IN}: email (compared without surrounding spaces) and password, and where it
 * comes from, for the back-off per account and source: {@code client}, the client address's limit key (IPv6 by /64),
 * and {@code deviceSha256}, the SHA-256 (hex) of the browser's device cookie when it has one ("" otherwise).
 */
public record SignInRequest(
        @EmptyWhenAbsent @JsonDeserialize(converter = Stripped.class)
        String email,

        @EmptyWhenAbsent String password,
        @EmptyWhenAbsent String client,
        @EmptyWhenAbsent String deviceSha256) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SignInRequest fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SignInRequest.class);
    }

    /** The email as read: without surrounding spaces (sent as typed). */
    static final class Stripped extends StdConverter<String, String> {
        @Override
        public String convert(String value) {
            return value.strip();
        }
    }
}
