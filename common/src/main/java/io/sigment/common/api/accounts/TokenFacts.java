package io.sigment.common.api.accounts;

import io.vertx.core.json.JsonObject;

/**
 * The RFC 7662 facts of an access token Sigment issued: its audience (the MCP resource), scope, type, expiry and issue
 * time in epoch seconds. Written into a {@link TokenVerification} as top-level fields, each present (null stays null).
 */
public record TokenFacts(String audience, String scope, String tokenType, long expiresAt, long issuedAt) {

    void writeInto(JsonObject json) {
        json.put("aud", audience)
                .put("scope", scope)
                .put("token_type", tokenType)
                .put("exp", expiresAt)
                .put("iat", issuedAt);
    }

    /** The facts of {@code json}, or null when it has none (a token of an external authorization server). */
    static TokenFacts readFrom(JsonObject json) {
        if (!json.containsKey("token_type") && !json.containsKey("aud") && !json.containsKey("exp")) return null;
        return new TokenFacts(
                json.getString("aud"),
                json.getString("scope"),
                json.getString("token_type"),
                json.getLong("exp", 0L),
                json.getLong("iat", 0L));
    }
}
