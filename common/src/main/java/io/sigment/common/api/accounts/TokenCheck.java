package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#VERIFY_OAUTH_TOKEN}: an {@code oat_} token by its SHA-256 (hex; the token
 * never travels). {@code introspection}: asked by the RFC 7662 endpoint for a resource server, not a use of the
 * token, so the client is not registered as the user's agent and only the RFC fields come back.
 */
public record TokenCheck(@EmptyWhenAbsent String tokenSha256, boolean introspection) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static TokenCheck fromJson(JsonObject json) {
        return WireCodec.fromJson(json, TokenCheck.class);
    }
}
