package io.sigment.common.ops;

import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.http.HttpServer;
import io.vertx.ext.healthchecks.HealthChecks;
import io.vertx.ext.healthchecks.Status;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.healthchecks.HealthCheckHandler;
import java.util.function.Supplier;

/**
 * {@code /metrics}, {@code /health/live} and {@code /health/ready} on the management port. It runs on a
 * small Vert.x of its own, started before anything else, so probes get an answer (503) while the cluster
 * and Postgres are still coming up, and keep getting one if the main event loops are busy.
 */
public final class ManagementServer {
    private static final long CHECK_TIMEOUT_MS = 2_000;

    private final Vertx vertx;
    private final HealthChecks readiness;
    private final HttpServer server;

    private ManagementServer(Vertx vertx, HealthChecks readiness, HttpServer server) {
        this.vertx = vertx;
        this.readiness = readiness;
        this.server = server;
    }

    public static Future<ManagementServer> start(int port, PrometheusMeterRegistry registry) {
        // Its blocked-loop warnings carry the stack too, as the cluster's do.
        var vertx = Vertx.vertx(new VertxOptions()
                .setEventLoopPoolSize(1)
                .setWorkerPoolSize(2)
                .setWarningExceptionTime(VertxOptions.DEFAULT_MAX_EVENT_LOOP_EXECUTE_TIME)
                .setWarningExceptionTimeUnit(VertxOptions.DEFAULT_MAX_EVENT_LOOP_EXECUTE_TIME_UNIT));
        var readiness = HealthChecks.create(vertx);
        var router = Router.router(vertx);
        router.get("/metrics")
                .handler(ctx -> ctx.response()
                        .putHeader("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
                        .end(registry.scrape()));
        router.get("/health/live")
                .handler(ctx -> ctx.response()
                        .putHeader("Content-Type", "application/json")
                        .end("{\"status\":\"UP\"}"));
        router.get("/health/ready").handler(HealthCheckHandler.createWithHealthChecks(readiness));
        return vertx.createHttpServer(HttpServers.options())
                .requestHandler(router)
                .listen(port)
                .map(server -> new ManagementServer(vertx, readiness, server))
                .onFailure(e -> vertx.close());
    }

    public int port() {
        return server.actualPort();
    }

    /** Adds a readiness condition; {@code /health/ready} is 200 only while every condition succeeds. */
    public void addReadinessCheck(String name, Supplier<Future<?>> check) {
        readiness.register(name, CHECK_TIMEOUT_MS, (Promise<Status> promise) -> {
            Future<?> result;
            try {
                result = check.get();
            } catch (RuntimeException e) {
                result = Future.failedFuture(e);
            }
            result.onComplete(done -> promise.tryComplete(done.succeeded() ? Status.OK() : Status.KO()));
        });
    }

    public Future<Void> close() {
        return vertx.close();
    }
}
