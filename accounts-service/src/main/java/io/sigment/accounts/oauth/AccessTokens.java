package io.sigment.accounts.oauth;

import io.sigment.accounts.agents.AgentsStore;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.api.WireJson;
import io.sigment.common.api.accounts.AgentAccess;
import io.sigment.common.api.accounts.AgentWorkspace;
import io.sigment.common.api.accounts.CredentialRevoked;
import io.sigment.common.api.accounts.Departure;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.api.accounts.Revocation;
import io.sigment.common.api.accounts.RevokedGrant;
import io.sigment.common.api.accounts.TokenCheck;
import io.sigment.common.api.accounts.TokenFacts;
import io.sigment.common.api.accounts.TokenVerification;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.HexFormat;

/**
 * What the gateway asks about an {@code oat_} token (it sends only the token's SHA-256): RFC 7662
 * introspection plus the agent's approval state, registering the client on the user's account as not approved
 * at its first call. And RFC 7009 revocation.
 */
public final class AccessTokens {
    private final OAuthStore store;
    private final EventBus bus;
    private final AgentsStore agents;
    private final IdentityStore identity;
    private final Clock clock;
    private final String issuer;

    public AccessTokens(
            OAuthStore store, EventBus bus, AgentsStore agents, IdentityStore identity, Clock clock, String issuer) {
        this.store = store;
        this.bus = bus;
        this.agents = agents;
        this.identity = identity;
        this.clock = clock;
        this.issuer = issuer;
    }

    /**
     * {@code verify_oauth_token}: args {@code token_sha256}. Replies {@code active: false}, or {@code active: true}
     * with the RFC 7662 fields {@code sub}, {@code client_id}, {@code aud}, {@code exp}, {@code iat}, {@code scope},
     * {@code iss}, {@code token_type}, and (for the gateway's own check) {@code grant_id}, {@code agent_id},
     * {@code client_name}, {@code agent_status} and the user's {@code workspaces}. With {@code introspection: true}
     * (the HTTP introspection endpoint, asked by a resource server, not a use of the token) only the RFC 7662
     * fields, and the client is not registered as the user's agent.
     */
    public Future<JsonObject> verify(Caller caller, JsonObject args) {
        var check = TokenCheck.fromJson(args);
        byte[] hash;
        try {
            hash = HexFormat.of().parseHex(check.tokenSha256());
        } catch (IllegalArgumentException e) {
            return Future.succeededFuture(TokenVerification.INACTIVE.toJson());
        }
        return store.accessGrant(hash).compose(found -> {
            if (found.isEmpty()
                    || found.get().revoked()
                    || found.get().expiresAt().toInstant().isBefore(clock.instant())) {
                return Future.succeededFuture(TokenVerification.INACTIVE.toJson());
            }
            var grant = found.get();
            var facts = new TokenFacts(
                    grant.resource(),
                    grant.scope(),
                    "Bearer",
                    grant.expiresAt().toEpochSecond(),
                    grant.expiresAt().minus(TokenExchange.ACCESS_TTL).toEpochSecond());
            var introspection =
                    new TokenVerification(true, issuer, grant.userId(), grant.clientId(), facts, null, null);
            if (check.introspection()) return Future.succeededFuture(introspection.toJson());
            return asAgent(
                            new TokenVerification(
                                    true, issuer, grant.userId(), grant.clientId(), facts, grant.grantId(), null),
                            grant.userId(),
                            grant.clientId())
                    .map(TokenVerification::toJson);
        });
    }

    /**
     * Adds to a verified token's reply its agent (registered on the user's account, not approved, at the client's
     * first call): {@code agent_id}, {@code client_name}, the user's {@code workspaces} each with the agent's
     * {@code agent_status} there ({@code approved}, {@code revoked} or {@code not_approved}: approval is per
     * workspace),
     * {@code agent_status} overall (approved somewhere, else revoked somewhere, else not approved) and the workspaces
     * an
     * owner removed the user from ({@code removed_from}).
     */
    Future<TokenVerification> asAgent(TokenVerification verified, String userId, String clientId) {
        return agents.ensure(userId, clientId)
                .compose(agent -> agents.grants(agent.agentId())
                        .compose(grants -> identity.access(userId).map(access -> {
                            var workspaces = WireJson.list(access, "workspaces", MemberWorkspace::fromJson).stream()
                                    .map(w ->
                                            new AgentWorkspace(w, grants.getOrDefault(w.workspaceId(), "not_approved")))
                                    .toList();
                            return verified.withAgent(new AgentAccess(
                                    agent.agentId(),
                                    agent.clientName(),
                                    agent.status(),
                                    workspaces,
                                    WireJson.list(access, "removed_from", Departure::fromJson)));
                        })));
    }

    /**
     * {@code oauth_revoke}: args {@code token} (RFC 7009: unknown tokens are not an error). The reply names the revoked
     * grant ({@code credential_id}) so the gateway that asked drops it before answering; the broadcast tells the
     * others.
     */
    public Future<JsonObject> revoke(Caller caller, JsonObject args) {
        return store.revokeByToken(Credentials.sha256(Revocation.fromJson(args).token()))
                .map(grant -> {
                    grant.ifPresent(id -> bus.publish(
                            Topics.CREDENTIAL_REVOKED,
                            CredentialRevoked.credential(id).toJson()));
                    return new RevokedGrant(grant.orElse(null)).toJson();
                });
    }
}
