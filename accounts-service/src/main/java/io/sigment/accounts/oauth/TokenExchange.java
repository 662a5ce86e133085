package io.sigment.accounts.oauth;

import com.nimbusds.oauth2.sdk.pkce.CodeChallenge;
import com.nimbusds.oauth2.sdk.pkce.CodeChallengeMethod;
import com.nimbusds.oauth2.sdk.pkce.CodeVerifier;
import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.CredentialRevoked;
import io.sigment.common.api.accounts.OAuthAnswers;
import io.sigment.common.api.accounts.TokenGrant;
import io.sigment.common.bus.Topics;
import io.vertx.core.Future;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;

/**
 * {@code oauth_token}: the token endpoint's grants. {@code authorization_code} checks the code (single use,
 * unexpired), client, exact redirect URI, PKCE S256 verifier and resource; {@code refresh_token} rotates the
 * refresh token, and a reused one revokes its family. Issues opaque {@code oat_} access tokens.
 */
public final class TokenExchange {
    public static final String ACCESS_PREFIX = "oat_";
    static final Duration ACCESS_TTL = Duration.ofHours(1);
    static final Duration REFRESH_TTL = Duration.ofDays(30);

    private final OAuthStore store;
    private final EventBus bus;
    private final Clock clock;
    private final String mcpUrl;

    public TokenExchange(OAuthStore store, EventBus bus, Clock clock, String mcpUrl) {
        this.store = store;
        this.bus = bus;
        this.clock = clock;
        this.mcpUrl = mcpUrl;
    }

    /** args: the token request's parameters ({@code grant_type}, {@code code}, {@code code_verifier}, …). */
    public Future<JsonObject> exchange(Caller caller, JsonObject args) {
        var grant = TokenGrant.fromJson(args);
        var resource = grant.resource();
        if (resource != null && !resource.equals(mcpUrl))
            return Future.succeededFuture(OAuthErrors.invalidTarget(mcpUrl));
        return switch (grant.grantType()) {
            case TokenGrant.AUTHORIZATION_CODE -> redeemCode(grant);
            case TokenGrant.REFRESH_TOKEN -> refresh(grant);
            default ->
                Future.succeededFuture(OAuthErrors.error(
                        "unsupported_grant_type", "grant_type must be authorization_code or refresh_token"));
        };
    }

    private Future<JsonObject> redeemCode(TokenGrant grant) {
        return store.takeCode(Credentials.sha256(grant.code())).compose(found -> {
            if (found.isEmpty()) return invalidGrant("The authorization code is unknown or was already used");
            var issued = found.get();
            if (issued.expiresAt().toInstant().isBefore(clock.instant()))
                return invalidGrant("The authorization code expired");
            if (!issued.clientId().equals(grant.clientId()))
                return invalidGrant("The code was issued to another client");
            if (!issued.redirectUri().equals(grant.redirectUri())) {
                return invalidGrant("redirect_uri differs from the one of the authorization request");
            }
            if (!pkceMatches(grant.codeVerifier(), issued.codeChallenge())) {
                return invalidGrant("code_verifier does not match the code_challenge");
            }
            var tokens = newTokens();
            return store.newGrant(issued, tokens.pair()).map(stored -> tokens.reply(issued.scope()));
        });
    }

    private Future<JsonObject> refresh(TokenGrant grant) {
        var tokens = newTokens();
        return store.rotate(Credentials.sha256(grant.refreshToken()), grant.clientId(), tokens.pair())
                .compose(rotated -> switch (rotated.outcome()) {
                    case ROTATED -> Future.succeededFuture(tokens.reply("mcp"));
                    case REUSED -> {
                        bus.publish(
                                Topics.CREDENTIAL_REVOKED,
                                CredentialRevoked.credential(rotated.grantId()).toJson());
                        yield invalidGrant("The refresh token was already used: every token of this sign-in is revoked")
                                .map(answer -> answer.put(OAuthAnswers.REVOKED_GRANT, rotated.grantId()));
                    }
                    case UNKNOWN -> invalidGrant("The refresh token is unknown, expired or revoked");
                });
    }

    static boolean pkceMatches(String verifier, String challenge) {
        try {
            var computed = CodeChallenge.compute(CodeChallengeMethod.S256, new CodeVerifier(verifier))
                    .getValue();
            return MessageDigest.isEqual(
                    computed.getBytes(StandardCharsets.US_ASCII), challenge.getBytes(StandardCharsets.US_ASCII));
        } catch (RuntimeException malformed) {
            return false;
        }
    }

    private static Future<JsonObject> invalidGrant(String description) {
        return Future.succeededFuture(OAuthErrors.invalidGrant(description));
    }

    private NewTokens newTokens() {
        return new NewTokens(Ids.random(ACCESS_PREFIX, Ids.SECRET_BYTES), Ids.random("ort_", Ids.SECRET_BYTES), clock);
    }

    private record NewTokens(String access, String refresh, Clock clock) {
        OAuthStore.TokenPair pair() {
            var now = clock.instant();
            return new OAuthStore.TokenPair(
                    Credentials.sha256(access),
                    now.plus(ACCESS_TTL).atOffset(ZoneOffset.UTC),
                    Credentials.sha256(refresh),
                    now.plus(REFRESH_TTL).atOffset(ZoneOffset.UTC));
        }

        JsonObject reply(String scope) {
            return new JsonObject()
                    .put("access_token", access)
                    .put("token_type", "Bearer")
                    .put("expires_in", ACCESS_TTL.toSeconds())
                    .put("refresh_token", refresh)
                    .put("scope", scope);
        }
    }
}
