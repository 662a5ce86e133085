package io.sigment.common.api.accounts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.annotation.JsonValue;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * The reply of {@link AccountsAction#VERIFY_OAUTH_TOKEN} and {@link AccountsAction#VERIFY_EXTERNAL_TOKEN}: an
 * {@link #INACTIVE} token ({@code {"active": false}}), or an active one's issuer, user ({@code sub}) and client, with
 * the {@link TokenFacts} of a token Sigment issued (null for an external one), the {@code grantId} it belongs to (only
 * for the gateway's own checks) and its {@link AgentAccess} (null when asked for RFC 7662 introspection).
 */
public record TokenVerification(
        boolean active,
        String issuer,
        String subject,
        String clientId,
        TokenFacts facts,
        String grantId,
        AgentAccess agent) {
    public static final TokenVerification INACTIVE = new TokenVerification(false, null, null, null, null, null, null);

    public TokenVerification withAgent(AgentAccess agent) {
        return new TokenVerification(active, issuer, subject, clientId, facts, grantId, agent);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    /** Inactive whatever else it says, unless {@code active} is true; the facts and the agent when their keys are. */
    public static TokenVerification fromJson(JsonObject json) {
        var read = WireCodec.fromJson(json, Read.class);
        if (!read.active()) return INACTIVE;
        return new TokenVerification(
                true,
                read.issuer(),
                read.subject(),
                read.clientId(),
                TokenFacts.readFrom(json),
                read.grantId(),
                AgentAccess.readFrom(json));
    }

    @JsonValue
    Record wire() {
        return active ? new Active(true, issuer, subject, clientId, facts, grantId, agent) : new Inactive(false);
    }

    /** An inactive token says so alone. */
    private record Inactive(boolean active) {}

    /** An active token: each field written (null as null) but {@code grant_id}, the facts and the agent's flat. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    private record Active(
            boolean active,
            @JsonProperty("iss") String issuer,
            @JsonProperty("sub") String subject,
            String clientId,
            @JsonUnwrapped TokenFacts facts,
            @JsonInclude(JsonInclude.Include.NON_NULL) String grantId,
            @JsonUnwrapped AgentAccess agent) {}

    /** The fields of the token itself (Jackson 2.18 reads no {@code @JsonUnwrapped} record). */
    private record Read(
            boolean active,
            @JsonProperty("iss") String issuer,
            @JsonProperty("sub") String subject,
            String clientId,
            String grantId) {}
}
