package io.sigment.gateway.oauth;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.cluster.SharedLimits;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.gateway.http.RequestBodies;
import io.sigment.web.signin.SignInSessions;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.ext.web.Router;
import java.time.Duration;
import java.util.function.Consumer;

/**
 * The embedded authorization server's front end, all of it, as a verticle of its own: its metadata (RFC 8414, also
 * as OpenID configuration), client registration, token and revocation ({@link OAuthEndpoints}), introspection for
 * other resource servers ({@link IntrospectionEndpoint}) and the browser's consent ({@link AuthorizeEndpoint}, its
 * page the web module's {@code oauth/consent.jte}). accounts-service holds its state. The gateway deploys it unless
 * the authorization server is external ({@code SIGMENT_AUTH_EXTERNAL}); its routes go on the router it is given, the
 * gateway's, so they answer on the gateway's address and port.
 */
public final class AuthorizationServerVerticle extends VerticleBase {
    private static final long MAX_CONSENT_FORM = 65_536;
    private static final String[] METADATA_PATHS = {
        "/.well-known/oauth-authorization-server", "/.well-known/openid-configuration"
    };

    private final Config config;
    private final Router router;
    private final SharedLimits limits;
    private final ClientAddresses clients;
    private final SignInSessions sessions;
    private final Consumer<String> forget;

    /**
     * {@code limits}, {@code sessions}: the gateway's (its sign-in counts and the app's session cookie);
     * {@code forget} drops a revoked grant's cached tokens on this gateway ({@code BearerAuthenticator::forget}).
     */
    public AuthorizationServerVerticle(
            Config config,
            Router router,
            SharedLimits limits,
            ClientAddresses clients,
            SignInSessions sessions,
            Consumer<String> forget) {
        this.config = config;
        this.router = router;
        this.limits = limits;
        this.clients = clients;
        this.sessions = sessions;
        this.forget = forget;
    }

    @Override
    public Future<?> start() {
        // Loading the endpoints' classes takes seconds in a cold JVM on a busy machine: off the event loop (the router
        // serves nothing before the gateway listens).
        return vertx.executeBlocking(() -> {
            mount();
            return null;
        });
    }

    private void mount() {
        var accounts = new ServiceClient(vertx, Duration.ofMillis(config.integer(Setting.REQUEST_TIMEOUT_MS)));
        var metadata = AuthorizationServerMetadata.of(config).encode();
        for (var path : METADATA_PATHS) {
            router.get(path)
                    .handler(ctx -> ctx.response()
                            .putHeader("Content-Type", "application/json")
                            .end(metadata));
        }
        new OAuthEndpoints(accounts, limits, config.authUrl(), clients, forget).mount(router);
        new IntrospectionEndpoint(accounts, config).mount(router);
        var authorize = new AuthorizeEndpoint(accounts, sessions, config.authUrl(), config.mcpUrl(), clients);
        router.get(AuthorizationServerMetadata.AUTHORIZE).handler(authorize::show);
        router.post(AuthorizationServerMetadata.AUTHORIZE)
                .handler(RequestBodies.upTo(MAX_CONSENT_FORM))
                .handler(authorize::decide);
    }
}
