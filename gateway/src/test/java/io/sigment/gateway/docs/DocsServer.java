package io.sigment.gateway.docs;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ops.HttpServers;
import io.sigment.common.testing.FreePorts;
import io.sigment.gateway.GatewayMetrics;
import io.sigment.gateway.http.OriginPolicy;
import io.sigment.gateway.prompts.PromptCatalog;
import io.sigment.gateway.tools.ToolCatalog;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/** The gateway's documentation routes on a plain Vert.x HTTP server of their own, on a free port. */
final class DocsServer implements AutoCloseable {
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private static DocsServer shared;

    private final Vertx vertx = Vertx.vertx();
    final String baseUrl;
    final DocsRoutes routes;

    DocsServer(Map<Setting, Object> settings) {
        var port = FreePorts.next();
        var config = Config.of(Map.of()).with(Setting.HTTP_PORT, port);
        for (var setting : settings.entrySet()) config = config.with(setting.getKey(), setting.getValue());
        this.baseUrl = "http://localhost:" + port;
        this.routes = new DocsRoutes(
                config,
                ToolCatalog.load(),
                PromptCatalog.load(),
                new GatewayMetrics(new SimpleMeterRegistry()),
                "test");
        var router = Router.router(vertx);
        routes.mount(router, new OriginPolicy(config), Clock.systemUTC());
        vertx.createHttpServer(HttpServers.options())
                .requestHandler(router)
                .listen(port)
                .await();
    }

    /** Tests send many requests from one address: the per-address limit is high unless a test sets it. */
    DocsServer() {
        this(Map.of(Setting.DOCS_CALLS_PER_MINUTE, 1_000_000));
    }

    /** One server for the test classes that only read from it, closed when the test JVM ends. */
    static synchronized DocsServer shared() {
        if (shared == null) {
            shared = new DocsServer();
            Runtime.getRuntime().addShutdownHook(new Thread(shared::close));
        }
        return shared;
    }

    String docsUrl() {
        return routes.site().links().docsUrl();
    }

    record Reply(int status, String type, String body, HttpResponse<String> response) {}

    Reply get(String url) {
        return send(HttpRequest.newBuilder(URI.create(url.startsWith("/") ? baseUrl + url : url))
                .GET()
                .build());
    }

    static Reply send(HttpRequest request) {
        try {
            var response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
            return new Reply(
                    response.statusCode(),
                    response.headers().firstValue("Content-Type").orElse(""),
                    response.body(),
                    response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        vertx.close().await();
    }
}
