package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#REVOKE_API_KEY}: the key, revoked ({@code revoked} is true). The app's JSON API
 * answers it as it is.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record RevokedApiKey(String keyId, boolean revoked) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static RevokedApiKey fromJson(JsonObject json) {
        return WireCodec.fromJson(json, RevokedApiKey.class);
    }
}
