package io.sigment.gateway.oauth;

import io.sigment.common.Config;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.cluster.SharedLimits;
import io.sigment.gateway.app.AppSessions;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.gateway.http.RequestBodies;
import io.vertx.ext.web.Router;
import java.util.function.Consumer;

/**
 * The embedded authorization server's front end, all of it: its metadata (RFC 8414, also as OpenID configuration),
 * client registration, token and revocation ({@link OAuthEndpoints}), introspection for other resource servers
 * ({@link IntrospectionEndpoint}) and the browser's consent ({@link AuthorizeEndpoint}, its page the web module's
 * {@code oauth/consent.jte}). accounts-service holds its state. The gateway mounts it unless the authorization
 * server is external ({@code SIGMENT_AUTH_EXTERNAL}).
 */
public final class AuthorizationServer {
  private static final long MAX_CONSENT_FORM = 65_536;
  private static final String[] METADATA_PATHS = {"/.well-known/oauth-authorization-server",
      "/.well-known/openid-configuration"};

  private final Config config;
  private final ServiceClient accounts;
  private final SharedLimits limits;
  private final ClientAddresses clients;
  private final AppSessions sessions;
  private final Consumer<String> forget;

  /** {@code forget} drops a revoked grant's cached tokens on this gateway ({@code BearerAuthenticator::forget}). */
  public AuthorizationServer(Config config, ServiceClient accounts, SharedLimits limits, ClientAddresses clients,
      AppSessions sessions, Consumer<String> forget) {
    this.config = config;
    this.accounts = accounts;
    this.limits = limits;
    this.clients = clients;
    this.sessions = sessions;
    this.forget = forget;
  }

  public void mount(Router router) {
    var metadata = AuthorizationServerMetadata.of(config).encode();
    for (var path : METADATA_PATHS) {
      router.get(path).handler(ctx -> ctx.response().putHeader("Content-Type", "application/json").end(metadata));
    }
    new OAuthEndpoints(accounts, limits, config.authUrl(), clients, forget).mount(router);
    new IntrospectionEndpoint(accounts, config).mount(router);
    var authorize = new AuthorizeEndpoint(accounts, sessions, config.authUrl(), config.mcpUrl(), clients);
    router.get(AuthorizationServerMetadata.AUTHORIZE).handler(authorize::show);
    router.post(AuthorizationServerMetadata.AUTHORIZE).handler(RequestBodies.upTo(MAX_CONSENT_FORM))
        .handler(authorize::decide);
  }
}
