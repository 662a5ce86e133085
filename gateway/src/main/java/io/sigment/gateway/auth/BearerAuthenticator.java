package io.sigment.gateway.auth;

import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.ApiKeyCheck;
import io.sigment.common.api.accounts.ApiKeyVerification;
import io.sigment.common.api.accounts.CredentialRevoked;
import io.sigment.common.api.accounts.ExternalIdentity;
import io.sigment.common.api.accounts.TokenCheck;
import io.sigment.common.api.accounts.TokenVerification;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * Resolves {@code Authorization: Bearer <token>} to a principal. API keys ({@code ak_}) and OAuth access
 * tokens ({@code oat_}) are checked by accounts-service from their SHA-256 (the token itself never leaves the
 * gateway) and cached briefly, never past a token's expiry. For {@code oat_} this gateway checks the issuer
 * and the audience (the MCP URL) itself. A credential broadcast ({@link Topics#CREDENTIAL_REVOKED}: a key or
 * agent revoked or approved, a grant revoked, a user removed from a workspace) evicts it on every gateway at once.
 *
 * <p>When accounts-service does not answer (killed, restarting), a credential this gateway verified as valid within
 * the last {@link #SILENT_GRACE} is still honoured, never past the token's own expiry and never after a broadcast
 * evicted it; only credentials it never verified, or verified longer ago, are {@code UNCONFIRMED}. A revocation is
 * written by accounts, which broadcasts it when it commits, so silence does not hide one made while it answers.
 *
 * <p>With an external authorization server ({@link ExternalTokens}), its JWT access tokens take the place of
 * {@code oat_} tokens: validated here, then mapped by accounts-service ({@code verify_external_token}) to the
 * Sigment user and the client's agent, so approval works the same way.
 */
public final class BearerAuthenticator {
    static final int MAX_CACHED = 10_000;
    /** How long past its check a verified credential is honoured while accounts-service does not answer. */
    static final Duration SILENT_GRACE = Duration.ofMinutes(5);

    private static final Pattern SPACES = Pattern.compile("\\s+");

    private final Vertx vertx;
    private final AccessClient accounts;
    private final Clock clock;
    private final Duration ttl;
    private final String issuer;
    private final String audience;
    private final ExternalTokens external;
    private final Map<String, Cached> cache = new ConcurrentHashMap<>();
    /** Verifications under way: concurrent first calls with one token share one question to accounts. */
    private final Map<String, Future<Authentication>> verifying = new ConcurrentHashMap<>();
    /** Counts evictions, so a verification answered across one is not kept. */
    private final AtomicLong evictions = new AtomicLong();

    public BearerAuthenticator(
            Vertx vertx, ServiceClient accounts, Clock clock, Duration ttl, String issuer, String audience) {
        this(vertx, accounts, clock, ttl, issuer, audience, null);
    }

    /** With {@code external} non-null, JWTs of that server are accepted instead of {@code oat_} tokens. */
    public BearerAuthenticator(
            Vertx vertx,
            ServiceClient accounts,
            Clock clock,
            Duration ttl,
            String issuer,
            String audience,
            ExternalTokens external) {
        this.external = external;
        this.vertx = vertx;
        this.accounts = new AccessClient(accounts);
        this.clock = clock;
        this.ttl = ttl;
        this.issuer = issuer;
        this.audience = audience;
    }

    /**
     * Subscribes to credential broadcasts (a credential's id, or a {@code user_id} whose workspaces changed: every
     * credential of that user); part of the verticle's start, so none is missed once it serves.
     */
    public Future<Void> start() {
        return vertx.eventBus()
                .<JsonObject>consumer(Topics.CREDENTIAL_REVOKED, message -> {
                    var revoked = CredentialRevoked.fromJson(message.body());
                    forget(revoked.credentialId());
                    forgetUser(revoked.userId());
                })
                .completion();
    }

    /** Drops what this gateway cached of every credential of {@code userId} (removed from a workspace). */
    public void forgetUser(String userId) {
        if (userId == null) return;
        evictions.incrementAndGet();
        cache.values()
                .removeIf(entry ->
                        entry.principal != null && entry.principal.userId().equals(userId));
    }

    /**
     * Drops what this gateway cached of a credential (key, agent or grant id). The broadcast does it on every
     * gateway; the gateway that took the decision also does it before answering, so its next call already obeys.
     */
    public void forget(String credentialId) {
        if (credentialId == null) return;
        evictions.incrementAndGet();
        cache.values()
                .removeIf(entry -> credentialId.equals(entry.grantId)
                        || entry.principal != null
                                && entry.principal.credentialId().equals(credentialId));
    }

    public Future<Authentication> authenticate(String authorizationHeader, String requestId) {
        if (authorizationHeader == null || authorizationHeader.isBlank()) {
            return Future.succeededFuture(Authentication.missing());
        }
        var parts = SPACES.split(authorizationHeader.trim(), 2);
        if (parts.length != 2 || !parts[0].equalsIgnoreCase("Bearer")) {
            return Future.succeededFuture(Authentication.invalid());
        }
        var token = parts[1].trim();
        var apiKey = token.startsWith("ak_");
        var jwt = !apiKey && external != null;
        if (jwt ? !ExternalTokens.looksLikeJwt(token) : !(apiKey || token.startsWith("oat_")) || token.length() > 200) {
            return Future.succeededFuture(Authentication.invalid());
        }
        var hash = Credentials.sha256Hex(token);
        var cached = cache.get(hash);
        if (cached != null && cached.expiresAt > clock.millis()) return Future.succeededFuture(cached.authentication());
        var asked = new boolean[1];
        var evictionsBefore = evictions.get();
        var verification = verifying.computeIfAbsent(hash, h -> {
            asked[0] = true;
            return jwt ? verifyExternal(token, h, requestId) : verify(h, apiKey, requestId);
        });
        if (asked[0]) {
            verification.onComplete(done -> {
                verifying.remove(hash, verification);
                // An eviction while accounts answered may have come after its read: ask again next time.
                if (evictions.get() != evictionsBefore) cache.remove(hash);
            });
        }
        return verification.map(outcome -> outcome.outcome() == Authentication.Outcome.UNCONFIRMED
                ? lastVerified(hash).orElse(outcome)
                : outcome);
    }

    /** The credential's last valid verification, while within {@link #SILENT_GRACE} of it and the token's expiry. */
    private Optional<Authentication> lastVerified(String hash) {
        var cached = cache.get(hash);
        var now = clock.millis();
        if (cached == null || cached.principal == null) return Optional.empty();
        var honouredUntil = Math.min(cached.expiresAt + SILENT_GRACE.toMillis(), cached.usableUntil);
        return now < honouredUntil ? Optional.of(cached.authentication()) : Optional.empty();
    }

    private Future<Authentication> verify(String hash, boolean apiKey, String requestId) {
        var caller = Caller.system(requestId);
        return (apiKey
                        ? accounts.verifyApiKey(caller, new ApiKeyCheck(hash)).map(reply -> rememberApiKey(hash, reply))
                        : accounts.verifyOAuthToken(caller, new TokenCheck(hash, false))
                                .map(reply -> rememberAccessToken(hash, reply)))
                .recover(BearerAuthenticator::unverified);
    }

    private Future<Authentication> verifyExternal(String token, String hash, String requestId) {
        return external.validate(token)
                .compose(claims -> {
                    if (claims.isEmpty()) {
                        return Future.succeededFuture(
                                remember(hash, new Cached(null, null, clock.millis() + ttl.toMillis())));
                    }
                    var valid = claims.get();
                    var identity = new ExternalIdentity(
                            valid.issuer(), valid.subject(), valid.clientId(), valid.email(), valid.emailVerified());
                    return accounts.verifyExternalToken(Caller.system(requestId), identity)
                            .map(reply -> remember(
                                    hash,
                                    new Cached(
                                            reply.active() ? Principal.fromOAuth(reply) : null,
                                            null,
                                            Math.min(clock.millis() + ttl.toMillis(), valid.expiresAtMillis()),
                                            valid.expiresAtMillis())));
                })
                .recover(BearerAuthenticator::unverified);
    }

    /** A check that failed: an answered refusal means invalid; silence (or an unreachable issuer) means unconfirmed. */
    private static Future<Authentication> unverified(Throwable cause) {
        return Future.succeededFuture(
                cause instanceof ToolError error && error.kind() != ToolError.Kind.UNAVAILABLE
                        ? Authentication.invalid()
                        : Authentication.unconfirmed());
    }

    private Authentication rememberApiKey(String hash, ApiKeyVerification reply) {
        var principal = reply.known() ? Principal.fromApiKey(reply) : null;
        return remember(hash, new Cached(principal, null, clock.millis() + ttl.toMillis()));
    }

    private Authentication rememberAccessToken(String hash, TokenVerification reply) {
        var facts = reply.facts();
        var valid =
                reply.active() && facts != null && issuer.equals(reply.issuer()) && audience.equals(facts.audience());
        var tokenExpiry = (facts == null ? 0L : facts.expiresAt()) * 1000;
        var expiresAt = Math.min(clock.millis() + ttl.toMillis(), tokenExpiry);
        return remember(
                hash,
                new Cached(
                        valid ? Principal.fromOAuth(reply) : null,
                        reply.grantId(),
                        valid ? expiresAt : clock.millis() + ttl.toMillis(),
                        tokenExpiry));
    }

    /**
     * Caches the outcome. When the cache is full, room is made from expired and invalid entries first: made-up
     * tokens can never push out the valid credentials in use (a full cache of only valid ones is cleared).
     */
    private Authentication remember(String hash, Cached entry) {
        if (cache.size() >= MAX_CACHED) {
            var now = clock.millis();
            cache.values().removeIf(cached -> cached.principal == null || cached.expiresAt <= now);
            if (entry.principal == null && cache.size() >= MAX_CACHED) return Authentication.invalid();
            if (cache.size() >= MAX_CACHED) cache.clear();
        }
        cache.put(hash, entry);
        return entry.authentication();
    }

    /** A verified credential, or (principal null) a token known to be invalid; {@code grantId} for OAuth tokens. */
    private record Cached(Principal principal, String grantId, long expiresAt, long usableUntil) {
        Cached(Principal principal, String grantId, long expiresAt) {
            this(principal, grantId, expiresAt, Long.MAX_VALUE);
        }

        Authentication authentication() {
            return principal == null ? Authentication.invalid() : Authentication.of(principal);
        }
    }
}
