package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The RFC 7662 facts of an access token Sigment issued: its audience (the MCP resource), scope, type, expiry and issue
 * time in epoch seconds. Written into a {@link TokenVerification} as top-level fields, each present (null stays null).
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record TokenFacts(
        @JsonProperty("aud") String audience,
        String scope,
        String tokenType,
        @JsonProperty("exp") long expiresAt,
        @JsonProperty("iat") long issuedAt) {

    /** The facts of {@code json}, or null when it has none (a token of an external authorization server). */
    static TokenFacts readFrom(JsonObject json) {
        if (!json.containsKey("token_type") && !json.containsKey("aud") && !json.containsKey("exp")) return null;
        return WireCodec.fromJson(json, TokenFacts.class);
    }
}
