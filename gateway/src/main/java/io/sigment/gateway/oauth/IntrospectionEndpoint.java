package io.sigment.gateway.oauth;

import com.nimbusds.oauth2.sdk.ErrorObject;
import com.nimbusds.oauth2.sdk.OAuth2Error;
import com.nimbusds.oauth2.sdk.ParseException;
import com.nimbusds.oauth2.sdk.Scope;
import com.nimbusds.oauth2.sdk.TokenIntrospectionErrorResponse;
import com.nimbusds.oauth2.sdk.TokenIntrospectionRequest;
import com.nimbusds.oauth2.sdk.TokenIntrospectionSuccessResponse;
import com.nimbusds.oauth2.sdk.auth.ClientSecretBasic;
import com.nimbusds.oauth2.sdk.http.HTTPResponse;
import com.nimbusds.oauth2.sdk.id.Audience;
import com.nimbusds.oauth2.sdk.id.ClientID;
import com.nimbusds.oauth2.sdk.id.Issuer;
import com.nimbusds.oauth2.sdk.id.Subject;
import com.nimbusds.oauth2.sdk.token.AccessTokenType;
import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.Setting;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.TokenCheck;
import io.sigment.common.api.accounts.TokenVerification;
import io.sigment.common.bus.ServiceClient;
import io.sigment.gateway.http.RequestBodies;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.net.URI;
import java.util.Date;
import java.util.List;
import java.util.Optional;

/**
 * RFC 7662 introspection of the embedded server's {@code oat_} tokens, for resource servers: the caller proves
 * itself with {@code client_secret_basic} ({@code SIGMENT_INTROSPECTION_CLIENT_ID} and {@code _SECRET}); anyone
 * else gets {@code 401}. The answer comes from the same {@code verify_oauth_token} the gateway itself uses (asked
 * without registering the client as the user's agent); unknown, expired and revoked tokens are
 * {@code {"active":false}}. Nimbus parses the request and writes the response.
 */
public final class IntrospectionEndpoint {
    private static final long MAX_BODY = 16_384;

    private final AccessClient accounts;
    private final URI url;
    private final Optional<String> clientId;
    private final Optional<String> secret;

    public IntrospectionEndpoint(ServiceClient accounts, Config config) {
        this.accounts = new AccessClient(accounts);
        this.url = URI.create(config.authUrl() + AuthorizationServerMetadata.INTROSPECT);
        this.clientId = config.optional(Setting.INTROSPECTION_CLIENT_ID);
        this.secret = config.optional(Setting.INTROSPECTION_CLIENT_SECRET);
    }

    public void mount(Router router) {
        router.post(AuthorizationServerMetadata.INTROSPECT)
                .handler(RequestBodies.upTo(MAX_BODY))
                .handler(this::introspect);
    }

    private void introspect(RoutingContext ctx) {
        TokenIntrospectionRequest request;
        try {
            var http = NimbusRequests.formPost(ctx, url);
            request = TokenIntrospectionRequest.parse(http);
        } catch (ParseException | RuntimeException e) {
            if (!authenticated(ctx.request().getHeader("Authorization"))) {
                refuseCaller(ctx);
            } else {
                send(
                        ctx,
                        new TokenIntrospectionErrorResponse(OAuth2Error.INVALID_REQUEST.setDescription(
                                        "Send token=<access token> as a form body"))
                                .toHTTPResponse());
            }
            return;
        }
        if (!(request.getClientAuthentication() instanceof ClientSecretBasic basic) || !allowed(basic)) {
            refuseCaller(ctx);
            return;
        }
        var token = request.getToken().getValue();
        if (!token.startsWith("oat_") || token.length() > 200) {
            send(
                    ctx,
                    new TokenIntrospectionSuccessResponse.Builder(false).build().toHTTPResponse());
            return;
        }
        var check = new TokenCheck(Credentials.sha256Hex(token), true);
        accounts.verifyOAuthToken(Caller.system(Ids.random("introspect-")), check)
                .onSuccess(answer -> send(ctx, response(answer).toHTTPResponse()))
                .onFailure(cause -> send(
                        ctx,
                        new TokenIntrospectionErrorResponse(new ErrorObject(
                                        "temporarily_unavailable",
                                        "The authorization server is busy; retry shortly",
                                        503))
                                .toHTTPResponse()));
    }

    private boolean authenticated(String authorization) {
        try {
            return authorization != null && allowed(ClientSecretBasic.parse(authorization));
        } catch (ParseException e) {
            return false;
        }
    }

    private boolean allowed(ClientSecretBasic basic) {
        if (clientId.isEmpty() || secret.isEmpty()) return false;
        var sameId = Credentials.sameHash(
                Credentials.sha256(basic.getClientID().getValue()), Credentials.sha256(clientId.get()));
        var sameSecret = Credentials.sameHash(
                Credentials.sha256(basic.getClientSecret().getValue()), Credentials.sha256(secret.get()));
        return sameId & sameSecret;
    }

    private static TokenIntrospectionSuccessResponse response(TokenVerification answer) {
        var facts = answer.facts();
        if (!answer.active() || facts == null) return new TokenIntrospectionSuccessResponse.Builder(false).build();
        return new TokenIntrospectionSuccessResponse.Builder(true)
                .scope(Scope.parse(facts.scope()))
                .clientID(new ClientID(answer.clientId()))
                .subject(new Subject(answer.subject()))
                .issuer(new Issuer(answer.issuer()))
                .audience(List.of(new Audience(facts.audience())))
                .tokenType(AccessTokenType.BEARER)
                .expirationTime(new Date(facts.expiresAt() * 1000))
                .issueTime(new Date(facts.issuedAt() * 1000))
                .build();
    }

    private static void refuseCaller(RoutingContext ctx) {
        var refusal = new TokenIntrospectionErrorResponse(OAuth2Error.INVALID_CLIENT.setDescription(
                        "Introspection is for resource servers: authenticate with HTTP Basic (client_secret_basic)"))
                .toHTTPResponse();
        ctx.response().putHeader("WWW-Authenticate", "Basic realm=\"sigment-introspection\"");
        send(ctx, refusal);
    }

    private static void send(RoutingContext ctx, HTTPResponse response) {
        if (ctx.response().ended()) return;
        ctx.response()
                .setStatusCode(response.getStatusCode())
                .putHeader("Content-Type", "application/json")
                .putHeader("Cache-Control", "no-store")
                .end(response.getBody() == null ? "" : response.getBody());
    }
}
