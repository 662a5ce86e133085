package io.sigment.common.api.accounts;

import io.sigment.common.api.EmptyWhenAbsent;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The question of {@link AccountsAction#OAUTH_TOKEN}: a token request's grant as the gateway parsed it.
 * {@code grantType} {@link #AUTHORIZATION_CODE} carries {@code code}, {@code redirectUri} and {@code codeVerifier};
 * {@link #REFRESH_TOKEN} carries {@code refreshToken}. {@code resource} is null when the request named none.
 */
public record TokenGrant(
        @EmptyWhenAbsent String grantType,
        @EmptyWhenAbsent String clientId,
        String resource,
        @EmptyWhenAbsent String code,
        String redirectUri,
        String codeVerifier,
        @EmptyWhenAbsent String refreshToken) {
    public static final String AUTHORIZATION_CODE = "authorization_code";
    public static final String REFRESH_TOKEN = "refresh_token";

    public static TokenGrant authorizationCode(
            String clientId, String resource, String code, String redirectUri, String codeVerifier) {
        return new TokenGrant(AUTHORIZATION_CODE, clientId, resource, code, redirectUri, codeVerifier, null);
    }

    public static TokenGrant refresh(String clientId, String resource, String refreshToken) {
        return new TokenGrant(REFRESH_TOKEN, clientId, resource, null, null, null, refreshToken);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static TokenGrant fromJson(JsonObject json) {
        return WireCodec.fromJson(json, TokenGrant.class);
    }
}
