package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * An app sign-in session by the SHA-256 (hex) of its cookie's token, for {@link AccountsAction#APP_SESSION} and
 * {@link AccountsAction#SIGN_OUT}.
 */
public record SessionRef(@EmptyWhenAbsent String sessionSha256) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static SessionRef fromJson(JsonObject json) {
        return WireCodec.fromJson(json, SessionRef.class);
    }
}
