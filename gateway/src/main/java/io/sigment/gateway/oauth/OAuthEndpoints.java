package io.sigment.gateway.oauth;

import com.nimbusds.oauth2.sdk.AuthorizationCodeGrant;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.RefreshTokenGrant;
import com.nimbusds.oauth2.sdk.TokenRequest;
import com.nimbusds.oauth2.sdk.client.ClientMetadata;
import com.nimbusds.oauth2.sdk.util.JSONObjectUtils;
import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.ClientRegistration;
import io.sigment.common.api.accounts.Revocation;
import io.sigment.common.api.accounts.TokenGrant;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.cluster.SharedLimits;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.gateway.http.RequestBodies;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.net.URI;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * The authorization server's machine endpoints: RFC 7591 registration, the token endpoint and RFC 7009
 * revocation. Nimbus parses and checks each message; accounts-service decides and stores.
 */
public final class OAuthEndpoints {
    static final int REGISTRATIONS_PER_HOUR = 30;
    private static final long MAX_BODY = 65_536;

    private final AccessClient accounts;
    private final SharedLimits limits;
    private final URI tokenUrl;

    private final ClientAddresses clients;
    private final Consumer<String> forget;

    /** {@code forget} drops a revoked grant's cached tokens on this gateway ({@code BearerAuthenticator::forget}). */
    public OAuthEndpoints(
            ServiceClient accounts,
            SharedLimits limits,
            String issuer,
            ClientAddresses clients,
            Consumer<String> forget) {
        this.clients = clients;
        this.forget = forget;
        this.accounts = new AccessClient(accounts);
        this.limits = limits;
        this.tokenUrl = URI.create(issuer + AuthorizationServerMetadata.TOKEN);
    }

    public void mount(Router router) {
        var cors = OpenCors.forPosts();
        for (var path : new String[] {
            AuthorizationServerMetadata.REGISTER, AuthorizationServerMetadata.TOKEN, AuthorizationServerMetadata.REVOKE
        }) {
            router.route(path).handler(cors);
            router.post(path).handler(RequestBodies.upTo(MAX_BODY));
        }
        router.post(AuthorizationServerMetadata.REGISTER).handler(this::register);
        router.post(AuthorizationServerMetadata.TOKEN).handler(this::token);
        router.post(AuthorizationServerMetadata.REVOKE).handler(this::revoke);
    }

    private void register(RoutingContext ctx) {
        JsonObject metadata;
        try {
            var parsed = JSONObjectUtils.parse(ctx.body().asString());
            ClientMetadata.parse(parsed);
            metadata = new JsonObject(ctx.body().asString());
        } catch (ParseException | RuntimeException e) {
            reply(
                    ctx,
                    400,
                    error("invalid_client_metadata", "The body must be a JSON object of RFC 7591 client metadata"));
            return;
        }
        var address = clients.limitKey(ctx.request());
        limits.tryCount(
                        "oauth-register:" + address,
                        REGISTRATIONS_PER_HOUR,
                        Duration.ofHours(1).toMillis())
                .compose(waitMillis -> {
                    if (waitMillis > 0) {
                        ctx.response().putHeader("Retry-After", String.valueOf(waitMillis / 1000 + 1));
                        reply(ctx, 429, error("too_many_requests", "Too many client registrations from this address"));
                        return Future.succeededFuture();
                    }
                    return accounts.registerClient(caller(), ClientRegistration.fromJson(metadata))
                            .map(answer -> {
                                reply(ctx, answer.containsKey("error") ? 400 : 201, answer);
                                return null;
                            });
                })
                .onFailure(cause -> unavailable(ctx));
    }

    private void token(RoutingContext ctx) {
        TokenRequest request;
        try {
            var http = NimbusRequests.formPost(ctx, tokenUrl);
            request = TokenRequest.parse(http);
        } catch (ParseException | RuntimeException e) {
            reply(
                    ctx,
                    400,
                    error("invalid_request", e.getMessage() == null ? "Malformed token request" : e.getMessage()));
            return;
        }
        var clientId = request.getClientAuthentication() != null
                ? request.getClientAuthentication().getClientID()
                : request.getClientID();
        var client = clientId == null ? "" : clientId.getValue();
        var resource = request.getResources() != null && !request.getResources().isEmpty()
                ? request.getResources().get(0).toString()
                : null;
        TokenGrant grant;
        if (request.getAuthorizationGrant() instanceof AuthorizationCodeGrant code) {
            grant = TokenGrant.authorizationCode(
                    client,
                    resource,
                    code.getAuthorizationCode().getValue(),
                    code.getRedirectionURI() == null
                            ? null
                            : code.getRedirectionURI().toString(),
                    code.getCodeVerifier() == null
                            ? null
                            : code.getCodeVerifier().getValue());
        } else if (request.getAuthorizationGrant() instanceof RefreshTokenGrant refresh) {
            grant = TokenGrant.refresh(
                    client, resource, refresh.getRefreshToken().getValue());
        } else {
            reply(ctx, 400, error("unsupported_grant_type", "grant_type must be authorization_code or refresh_token"));
            return;
        }
        accounts.token(caller(), grant)
                .onSuccess(answer -> {
                    forgetRevoked(answer.revokedGrantId());
                    ctx.response().putHeader("Cache-Control", "no-store").putHeader("Pragma", "no-cache");
                    reply(
                            ctx,
                            !answer.refused() ? 200 : "invalid_client".equals(answer.error()) ? 401 : 400,
                            answer.forClient());
                })
                .onFailure(cause -> unavailable(ctx));
    }

    private void revoke(RoutingContext ctx) {
        var token = ctx.request().getFormAttribute("token");
        if (token == null || token.isBlank()) {
            reply(ctx, 400, error("invalid_request", "token is required"));
            return;
        }
        accounts.revoke(caller(), new Revocation(token))
                .onSuccess(answer -> {
                    forgetRevoked(answer.credentialId());
                    ctx.response().setStatusCode(200).end();
                })
                .onFailure(cause -> unavailable(ctx));
    }

    /**
     * Drops a grant this gateway cached before it answers, so the client's next call here is refused already (the
     * broadcast reaches the other gateways, and this one, a moment later).
     */
    private void forgetRevoked(String grantId) {
        if (grantId != null) forget.accept(grantId);
    }

    private static Caller caller() {
        return Caller.system(Ids.random("oauth-"));
    }

    static JsonObject error(String code, String description) {
        return new JsonObject().put("error", code).put("error_description", description);
    }

    private static void unavailable(RoutingContext ctx) {
        ctx.response().putHeader("Retry-After", "5");
        reply(ctx, 503, error("temporarily_unavailable", "The authorization server is busy; retry shortly"));
    }

    private static void reply(RoutingContext ctx, int status, JsonObject body) {
        if (ctx.response().ended()) return;
        ctx.response()
                .setStatusCode(status)
                .putHeader("Content-Type", "application/json")
                .end(body.encode());
    }
}
