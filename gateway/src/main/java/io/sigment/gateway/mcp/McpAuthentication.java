package io.sigment.gateway.mcp;

import io.sigment.common.Credentials;
import io.sigment.gateway.auth.Authentication;
import io.sigment.gateway.auth.BearerAuthenticator;
import io.sigment.gateway.auth.BearerChallenge;
import io.sigment.gateway.auth.FailedBearerChecks;
import io.sigment.gateway.http.ClientAddresses;
import io.vertx.core.Future;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.json.JsonObject;
import java.time.Clock;

/**
 * The bearer token of a POST to {@code /mcp}, checked before anything else in both eras: no token is 401; a token
 * that fails is 401, or 429 once its client address or the token itself failed too often ({@link FailedBearerChecks};
 * only tokens that fail are counted, never one that verifies, and a client on this machine is not limited); a
 * token that could not be checked right now goes on as unconfirmed. A public server (the documentation's) has no
 * authenticator: every request is anonymous.
 */
public final class McpAuthentication {
    private static final String UNAUTHORIZED_MESSAGE = "Send Authorization: Bearer <token>: sign in with OAuth, or use "
            + "an API key from the Sigment app's AI agents settings.";

    private final BearerAuthenticator authenticator;
    private final BearerChallenge challenge;
    private final ClientAddresses clients;
    private final FailedBearerChecks failedChecks;

    public McpAuthentication(
            BearerAuthenticator authenticator, BearerChallenge challenge, ClientAddresses clients, Clock clock) {
        this.authenticator = authenticator;
        this.challenge = challenge;
        this.clients = clients;
        this.failedChecks = authenticator == null ? null : new FailedBearerChecks(clock);
    }

    /** No token needed: every request is answered as anonymous. */
    public static McpAuthentication none() {
        return new McpAuthentication(null, null, null, null);
    }

    /** Who is calling, or the reply refusing the request. */
    record Checked(Authentication authentication, McpReply refusal) {}

    Future<Checked> check(HttpServerRequest request, String requestId) {
        if (authenticator == null) return Future.succeededFuture(new Checked(Authentication.missing(), null));
        var header = request.getHeader("Authorization");
        return authenticator.authenticate(header, requestId).transform(done -> {
            var auth = done.succeeded() ? done.result() : Authentication.unconfirmed();
            return Future.succeededFuture(
                    switch (auth.outcome()) {
                        case MISSING -> refused(unauthorized(challenge.forMissingToken()));
                        case INVALID -> refused(refuseInvalid(limitedClient(request), Credentials.sha256Hex(header)));
                        default -> new Checked(auth, null);
                    });
        });
    }

    private static Checked refused(McpReply reply) {
        return new Checked(null, reply);
    }

    /** The client address failures count against; null for a client on this machine itself, which is not limited. */
    private String limitedClient(HttpServerRequest request) {
        var client = clients.of(request);
        return ClientAddresses.isLoopback(client) ? null : ClientAddresses.groupOf(client);
    }

    private McpReply refuseInvalid(String client, String credential) {
        var wait = failedChecks.retryAfterSeconds(client, credential);
        if (wait > 0) {
            return McpReply.throttled(
                    JsonRpc.error(
                            null,
                            JsonRpc.THROTTLED,
                            "Too many failed authentications from this " + "address. Retry after " + wait
                                    + " seconds with a valid token."),
                    wait);
        }
        failedChecks.failed(client, credential);
        return unauthorized(challenge.forInvalidToken());
    }

    private static McpReply unauthorized(String wwwAuthenticate) {
        return McpReply.unauthorized(
                wwwAuthenticate, new JsonObject().put("error", "unauthorized").put("message", UNAUTHORIZED_MESSAGE));
    }
}
