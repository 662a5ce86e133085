package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#VERIFY_EXTERNAL_TOKEN}: the claims of a JWT the gateway already checked
 * ({@code iss}, {@code sub}, the client from {@code azp} or {@code client_id}, and the email claims; email may be
 * null).
 */
public record ExternalIdentity(
        @EmptyWhenAbsent String issuer,
        @EmptyWhenAbsent String subject,
        @EmptyWhenAbsent String clientId,
        String email,
        boolean emailVerified) {

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static ExternalIdentity fromJson(JsonObject json) {
        return WireCodec.fromJson(json, ExternalIdentity.class);
    }
}
