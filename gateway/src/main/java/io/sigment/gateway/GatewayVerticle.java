package io.sigment.gateway;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.accounts.PriceTableCache;
import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.lists.ListsClient;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.cluster.SharedLimits;
import io.sigment.common.ops.HttpServers;
import io.sigment.common.ops.Metrics;
import io.sigment.gateway.app.AppApi;
import io.sigment.gateway.app.AppSessions;
import io.sigment.gateway.app.Csrf;
import io.sigment.gateway.auth.BearerAuthenticator;
import io.sigment.gateway.auth.BearerChallenge;
import io.sigment.gateway.auth.ExternalTokens;
import io.sigment.gateway.completions.ArgumentCompletions;
import io.sigment.gateway.docs.DocsRoutes;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.gateway.http.OriginPolicy;
import io.sigment.gateway.http.ProtectedResourceMetadata;
import io.sigment.gateway.http.RequestBodies;
import io.sigment.gateway.mcp.McpAuthentication;
import io.sigment.gateway.mcp.McpEndpoint;
import io.sigment.gateway.mcp.McpMethods;
import io.sigment.gateway.mcp.McpTrace;
import io.sigment.gateway.oauth.AuthorizationServerVerticle;
import io.sigment.gateway.oauth.OpenCors;
import io.sigment.gateway.payments.PaymentRoutes;
import io.sigment.gateway.prompts.PromptCatalog;
import io.sigment.gateway.tools.ArgumentCheck;
import io.sigment.gateway.tools.CallLimits;
import io.sigment.gateway.tools.ServiceRoutes;
import io.sigment.gateway.tools.ToolCalls;
import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.gateway.views.AppViews;
import io.sigment.web.WebRoutes;
import io.sigment.web.account.AccountPages;
import io.sigment.web.app.AppActions;
import io.sigment.web.app.AppPages;
import io.sigment.web.signin.AddressLinkPages;
import io.sigment.web.signin.SignInLinkPages;
import io.sigment.web.signin.SignInPage;
import io.sigment.web.signin.SignUpPage;
import io.sigment.web.team.MemberPages;
import io.sigment.web.team.PlanPages;
import io.sigment.web.work.WorkPages;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.ext.web.Router;
import java.time.Clock;
import java.time.Duration;

/** The public HTTP face of Sigment: wires {@code /mcp} and the pages around it. */
public final class GatewayVerticle extends VerticleBase {
    private static final long MAX_BODY_BYTES = 1_048_576;

    private final Config config;
    private final Clock clock;

    public GatewayVerticle(Config config) {
        this(config, Clock.systemUTC());
    }

    /** {@code clock}: the one the gateway reads time from (credential expiries, limits, failed checks, tasks). */
    public GatewayVerticle(Config config, Clock clock) {
        this.config = config;
        this.clock = clock;
    }

    @Override
    public Future<?> start() {
        var externalAuth = config.bool(Setting.AUTH_EXTERNAL);
        if (externalAuth && config.optional(Setting.AUTH_URL).isEmpty()) {
            return Future.failedFuture(new IllegalStateException(Setting.AUTH_EXTERNAL.env() + "=true needs "
                    + Setting.AUTH_URL.env() + ": the external authorization server's issuer URL"));
        }
        // Loading the catalogs, the views, the pages' classes and templates, and rendering and indexing the site takes
        // seconds in a cold JVM: off the event loop (the verticle's context stays current there, so timers and
        // consumers made while wiring are the verticle's as before).
        return vertx.executeBlocking(() -> wire(externalAuth))
                .compose(gateway -> gateway.authenticator()
                        .start()
                        .compose(subscribed -> externalAuth
                                ? Future.succeededFuture()
                                : vertx.deployVerticle(new AuthorizationServerVerticle(
                                        config,
                                        gateway.router(),
                                        gateway.limits(),
                                        gateway.clients(),
                                        gateway.sessions(),
                                        gateway.authenticator()::forget)))
                        .compose(deployed -> {
                            gateway.docs().mount(gateway.router(), gateway.origins(), clock);
                            return vertx.createHttpServer(HttpServers.options())
                                    .requestHandler(gateway.router())
                                    .listen(config.integer(Setting.HTTP_PORT));
                        }));
    }

    /** What {@link #start()} wires before it starts listening: the docs are mounted after the authorization server. */
    private record Wired(
            Router router,
            BearerAuthenticator authenticator,
            SharedLimits limits,
            ClientAddresses clients,
            AppSessions sessions,
            OriginPolicy origins,
            DocsRoutes docs) {}

    private Wired wire(boolean externalAuth) {
        var metrics = new GatewayMetrics(Metrics.registryOf(vertx));
        var services = new ServiceClient(vertx, Duration.ofMillis(config.integer(Setting.REQUEST_TIMEOUT_MS)));
        var catalog = ToolCatalog.load();
        var limits = new SharedLimits(vertx, clock);
        var tools = new ToolCalls(
                catalog,
                new ArgumentCheck(catalog),
                new CallLimits(limits, config),
                new ServiceRoutes(vertx, services, metrics::breaker, metrics::resent),
                metrics);
        var prompts = PromptCatalog.load();
        var completions =
                new ArgumentCompletions(prompts, tools, new ListsClient(services), new AnalyticsClient(services));
        var methods =
                new McpMethods(catalog, prompts, tools, AppViews.load(catalog, tools), completions, version(), clock);
        var authenticator = new BearerAuthenticator(
                vertx,
                services,
                clock,
                Duration.ofSeconds(config.integer(Setting.CREDENTIAL_CACHE_SECONDS)),
                config.authUrl(),
                config.mcpUrl(),
                externalAuth
                        ? new ExternalTokens(
                                vertx,
                                config.authUrl(),
                                config.optional(Setting.AUTH_JWKS_URL),
                                config.optional(Setting.AUTH_AUDIENCE).orElse(config.mcpUrl()),
                                clock)
                        : null);
        var actions = new AppActions(services, authenticator::forget);
        var clients = ClientAddresses.of(config);
        var sessions = new AppSessions(services, config.publicBaseUrl(), clients);
        var mcp = new McpEndpoint(
                methods, new McpAuthentication(authenticator, new BearerChallenge(config), clients, clock), metrics);
        var origins = new OriginPolicy(config);
        var metadata = ProtectedResourceMetadata.of(config).encode();

        var router = Router.router(vertx);
        var secureCookies = Csrf.useSecureCookies(config.publicBaseUrl().startsWith("https://"));
        for (var pages : new String[] {"/app*", "/oauth/*", "/checkout/*"})
            router.route(pages).handler(secureCookies);
        router.route("/mcp").handler(origins.cors());
        router.route("/.well-known/*").handler(OpenCors.forMetadata());
        router.get("/mcp")
                .handler(ctx -> ctx.response()
                        .setStatusCode(405)
                        .putHeader("Allow", "POST")
                        .end());
        router.post("/mcp").handler(GatewayVerticle::refuseForms);
        router.post("/mcp")
                .handler(RequestBodies.upTo(MAX_BODY_BYTES))
                .handler(new McpTrace())
                .handler(mcp);
        router.route("/mcp")
                .handler(ctx -> ctx.response()
                        .setStatusCode(405)
                        .putHeader("Allow", "POST")
                        .end());
        router.get("/.well-known/oauth-protected-resource/mcp")
                .handler(ctx -> ctx.response()
                        .putHeader("Content-Type", "application/json")
                        .end(metadata));
        router.get("/.well-known/oauth-protected-resource")
                .handler(ctx -> ctx.response()
                        .putHeader("Content-Type", "application/json")
                        .end(metadata));
        new AppApi(sessions, actions).mount(router);
        router.post("/app/*").handler(RequestBodies.upTo(16_384));
        var appPages = new AppPages(sessions, actions);
        appPages.mount(router);
        new WorkPages(appPages.requests(), services, PriceTableCache.of(vertx, services, clock)).mount(router);
        new PlanPages(sessions, services).mount(router);
        new AccountPages(sessions, services).mount(router);
        new MemberPages(sessions, services, authenticator::forgetUser).mount(router);
        var signIn = new SignInPage(sessions, limits, clients::limitKey);
        router.get("/app/sign-in").handler(signIn::show);
        router.post("/app/sign-in").handler(signIn::signIn);
        router.post("/app/sign-out").handler(signIn::signOut);
        new SignInLinkPages(services, limits, clients::limitKey).mount(router);
        new AddressLinkPages(services).mount(router);
        new SignUpPage(sessions, services, limits, clients::limitKey).mount(router);
        PaymentRoutes.mount(
                router,
                services,
                (ctx, workspaceId) ->
                        sessions.current(ctx).map(signedIn -> signedIn.map(s -> s.isOwnerOf(workspaceId))));
        new WebRoutes(services).mount(router);
        var docs = new DocsRoutes(config, catalog, prompts, metrics, version());
        return new Wired(router, authenticator, limits, clients, sessions, origins, docs);
    }

    /** A form body would make the body handler decode fields (and fail on a long one); MCP bodies are JSON. */
    private static void refuseForms(io.vertx.ext.web.RoutingContext ctx) {
        var type = String.valueOf(ctx.request().getHeader("Content-Type")).toLowerCase(java.util.Locale.ROOT);
        if (type.startsWith("multipart/") || type.startsWith("application/x-www-form-urlencoded")) {
            ctx.response()
                    .setStatusCode(415)
                    .putHeader("Content-Type", "application/json")
                    .end(McpEndpoint.unsupportedMediaType());
            return;
        }
        ctx.next();
    }

    private static String version() {
        var version = GatewayVerticle.class.getPackage().getImplementationVersion();
        return version == null ? "dev" : version;
    }
}
