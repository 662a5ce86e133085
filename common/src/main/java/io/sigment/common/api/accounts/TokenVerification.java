package io.sigment.common.api.accounts;

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
        if (!active) return new JsonObject().put("active", false);
        var json = new JsonObject()
                .put("active", true)
                .put("iss", issuer)
                .put("sub", subject)
                .put("client_id", clientId);
        if (facts != null) facts.writeInto(json);
        if (grantId != null) json.put("grant_id", grantId);
        if (agent != null) agent.writeInto(json);
        return json;
    }

    public static TokenVerification fromJson(JsonObject json) {
        if (!json.getBoolean("active", false)) return INACTIVE;
        return new TokenVerification(
                true,
                json.getString("iss"),
                json.getString("sub"),
                json.getString("client_id"),
                TokenFacts.readFrom(json),
                json.getString("grant_id"),
                AgentAccess.readFrom(json));
    }
}
