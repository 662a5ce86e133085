package io.sigment.accounts.oauth;

import io.sigment.common.Caller;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.CodeRequest;
import io.sigment.common.api.accounts.IssuedCode;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneOffset;

/**
 * {@code oauth_issue_code}: after the signed-in user consented, a single-use code valid 60 s, bound to the
 * client, its exact redirect URI, the PKCE S256 challenge and the resource (the MCP URL).
 */
public final class AuthorizationCodes {
    static final Duration CODE_TTL = Duration.ofSeconds(60);

    private final OAuthStore store;
    private final Clock clock;
    private final String mcpUrl;

    public AuthorizationCodes(OAuthStore store, Clock clock, String mcpUrl) {
        this.store = store;
        this.clock = clock;
        this.mcpUrl = mcpUrl;
    }

    /**
     * args {@code client_id}, {@code user_id}, {@code redirect_uri}, {@code code_challenge},
     * {@code code_challenge_method}, {@code resource}, {@code scope}. Replies {@code code}, or {@code error}.
     */
    public Future<JsonObject> issue(Caller caller, JsonObject args) {
        var request = CodeRequest.fromJson(args);
        var clientId = request.clientId();
        var redirectUri = request.redirectUri();
        var challenge = request.codeChallenge();
        if (!"S256".equals(request.codeChallengeMethod()) || !challenge.matches("[A-Za-z0-9_-]{43}")) {
            return Future.succeededFuture(
                    IssuedCode.refused("invalid_request", "PKCE with code_challenge_method S256 is required")
                            .toJson());
        }
        if (request.resource() != null && !mcpUrl.equals(request.resource())) {
            return Future.succeededFuture(OAuthErrors.invalidTarget(mcpUrl));
        }
        return store.client(clientId).compose(client -> {
            if (client.isEmpty())
                return Future.succeededFuture(IssuedCode.refused("invalid_client", "Unknown client_id")
                        .toJson());
            if (!client.get().redirectUris().contains(redirectUri)) {
                return Future.succeededFuture(
                        IssuedCode.refused("invalid_request", "redirect_uri is not registered for this client")
                                .toJson());
            }
            var code = Ids.random("oac_", Ids.SECRET_BYTES);
            var issued = new OAuthStore.IssuedCode(
                    clientId,
                    request.userId(),
                    redirectUri,
                    challenge,
                    mcpUrl,
                    request.scope(),
                    clock.instant().plus(CODE_TTL).atOffset(ZoneOffset.UTC));
            return store.saveCode(Credentials.sha256(code), issued)
                    .map(v -> IssuedCode.of(code).toJson());
        });
    }
}
