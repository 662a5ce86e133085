package io.sigment.common.api.accounts;

import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What accounts broadcasts on {@code Topics.CREDENTIAL_REVOKED} when a credential changes state: an API key or OAuth
 * grant revoked ({@link #credential}), an agent approved or revoked ({@link #agent}, with its new {@code status}), or
 * a user whose workspaces changed ({@link #user}: every credential of theirs). Each gateway drops what it cached of
 * it. Only the fields of the case are written.
 */
public record CredentialRevoked(String credentialId, String status, String userId) {

    /** A key or grant, by its id. */
    public static CredentialRevoked credential(String credentialId) {
        return new CredentialRevoked(credentialId, null, null);
    }

    /** An agent, by its id, now {@code status} ({@code approved} or {@code revoked}). */
    public static CredentialRevoked agent(String agentId, String status) {
        return new CredentialRevoked(agentId, status, null);
    }

    /** Every credential of {@code userId}, removed from a workspace or gone from one. */
    public static CredentialRevoked user(String userId) {
        return new CredentialRevoked(null, null, userId);
    }

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static CredentialRevoked fromJson(JsonObject json) {
        return WireCodec.fromJson(json, CredentialRevoked.class);
    }
}
