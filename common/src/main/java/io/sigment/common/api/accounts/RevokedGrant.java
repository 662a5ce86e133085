package io.sigment.common.api.accounts;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#OAUTH_REVOKE}: the grant the token belonged to, now revoked, so the gateway that
 * asked drops it before it answers; null (an empty object) for a token accounts did not know (RFC 7009: no error).
 */
public record RevokedGrant(String credentialId) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static RevokedGrant fromJson(JsonObject json) {
        return WireCodec.fromJson(json, RevokedGrant.class);
    }
}
