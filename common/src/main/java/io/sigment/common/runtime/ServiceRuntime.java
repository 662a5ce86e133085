package io.sigment.common.runtime;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.cluster.Cluster;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.ManagementServer;
import io.sigment.common.ops.Metrics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Logger;

/**
 * One Sigment process: the management port first (so probes see 503 while starting), then the clustered
 * Vert.x, the migrations of every schema it owns, and its verticles. {@code local} runs all modules in one
 * runtime; each service's {@code Main} runs one.
 */
public final class ServiceRuntime {
    private static final Logger LOG = Logger.getLogger(ServiceRuntime.class.getName());

    private final Config config;
    private final List<ServiceModule> modules;
    private final AtomicBoolean started = new AtomicBoolean();
    private volatile ManagementServer management;
    private volatile Vertx vertx;
    private volatile Pool healthPool;

    private ServiceRuntime(Config config, List<ServiceModule> modules) {
        this.config = config;
        this.modules = List.copyOf(modules);
    }

    /**
     * Starts the process's services and returns when they are deployed; blocking, so call it from a plain
     * thread (a {@code main}, a test), never from an event loop. On failure everything started is stopped.
     */
    public static ServiceRuntime start(Config config, List<ServiceModule> modules) {
        var runtime = new ServiceRuntime(config, modules);
        try {
            runtime.startAll();
            return runtime;
        } catch (RuntimeException e) {
            runtime.stop().await();
            throw e;
        }
    }

    public Vertx vertx() {
        return vertx;
    }

    public Config config() {
        return config;
    }

    public int managementPort() {
        return management.port();
    }

    private boolean ownsSchemas() {
        return modules.stream().anyMatch(m -> m.schema().isPresent());
    }

    private void startAll() {
        var registry = Metrics.newRegistry();
        management = ManagementServer.start(config.integer(Setting.MANAGEMENT_PORT), registry)
                .await();
        addReadinessChecks();
        vertx = Cluster.start(config, registry).await();
        if (ownsSchemas()) {
            // Not when whoever started this process migrated its schemas (./sigment up --processes).
            if (config.bool(Setting.MIGRATE_ON_START)) migrate().await();
            healthPool = Postgres.pool(vertx, config.with(Setting.PG_POOL_SIZE, 1), "health");
        }
        deployAll().await();
        started.set(true);
        Log.info(LOG, "started", Map.of("services", names(), "management_port", management.port()));
    }

    private void addReadinessChecks() {
        management.addReadinessCheck(
                "started", () -> started.get() ? Future.succeededFuture() : Future.failedFuture("starting"));
        management.addReadinessCheck(
                "cluster", () -> Cluster.isUp(vertx) ? Future.succeededFuture() : Future.failedFuture("not joined"));
        if (ownsSchemas()) {
            management.addReadinessCheck(
                    "postgres",
                    () -> healthPool == null ? Future.failedFuture("not connected") : Postgres.ping(healthPool));
        }
        for (var module : modules) {
            module.readiness()
                    .forEach((name, check) -> management.addReadinessCheck(
                            name,
                            () -> vertx == null ? Future.failedFuture("not joined") : check.apply(vertx, config)));
        }
    }

    private Future<Void> migrate() {
        var url = Postgres.url(config);
        return vertx.executeBlocking(
                () -> {
                    for (var module : modules)
                        module.schema().ifPresent(schema -> Migrations.migrate(url, schema, config));
                    return null;
                },
                false);
    }

    private Future<Void> deployAll() {
        Future<Void> chain = Future.succeededFuture();
        for (var module : modules) {
            chain = chain.compose(
                    v -> vertx.deployVerticle(module.verticle().apply(config)).mapEmpty());
        }
        return chain;
    }

    private String names() {
        return modules.stream().map(ServiceModule::name).toList().toString();
    }

    /** Leaves the cluster (undeploying every verticle) and closes the management port. */
    public Future<Void> stop() {
        started.set(false);
        Future<Void> closing = vertx == null ? Future.succeededFuture() : vertx.close();
        return closing.eventually(() -> management == null ? Future.succeededFuture() : management.close());
    }
}
