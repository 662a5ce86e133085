package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/** The question of {@link AccountsAction#OAUTH_REVOKE} (RFC 7009): the token as the client sent it. */
public record Revocation(@EmptyWhenAbsent String token) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static Revocation fromJson(JsonObject json) {
        return WireCodec.fromJson(json, Revocation.class);
    }
}
