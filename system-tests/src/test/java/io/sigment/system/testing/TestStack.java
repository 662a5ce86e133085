package io.sigment.system.testing;

import io.sigment.common.Setting;
import io.sigment.common.db.Postgres;
import io.sigment.common.runtime.ServiceRuntime;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.TestConfig;
import io.sigment.gateway.GatewayService;
import io.sigment.local.LocalStack;
import io.vertx.core.Vertx;
import io.vertx.core.internal.VertxInternal;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;
import io.vertx.sqlclient.Pool;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;

/** One whole Sigment (every service and the gateway, a fresh database) per test JVM, driven over HTTP. */
public final class TestStack {
    /** The resource server's credential for {@code /oauth/introspect} on the shared stack. */
    public static final String INTROSPECTION_CLIENT = "test-resource-server";

    public static final String INTROSPECTION_SECRET = "test-introspection-secret-0123456789abcdef";
    private static LocalStack stack;
    private static ServiceRuntime secondGateway;

    private TestStack() {}

    public static synchronized LocalStack shared() {
        if (stack == null) {
            try {
                var config = TestConfig.withFreshDatabase(TestConfig.node())
                        .with(Setting.DATA_DIR, Files.createTempDirectory("sigment-stack"))
                        .with(Setting.EMULATOR_PORT, 0)
                        .with(Setting.CIMD_ALLOW_LOOPBACK, true)
                        .with(Setting.INTROSPECTION_CLIENT_ID, INTROSPECTION_CLIENT)
                        .with(Setting.INTROSPECTION_CLIENT_SECRET, INTROSPECTION_SECRET)
                        .with(Setting.SANDBOX_PAYMENTS, true);
                stack = LocalStack.start(config);
                Runtime.getRuntime().addShutdownHook(new Thread(stack::close));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return stack;
    }

    /**
     * A stack of a test class's own, with its settings (e.g. one scrape slot), a fresh database and free ports;
     * the caller closes it.
     */
    public static LocalStack startOwn(java.util.function.UnaryOperator<io.sigment.common.Config> settings) {
        try {
            var config = TestConfig.withFreshDatabase(TestConfig.node())
                    .with(Setting.DATA_DIR, Files.createTempDirectory("sigment-stack"))
                    .with(Setting.EMULATOR_PORT, 0);
            return LocalStack.start(settings.apply(config));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A second gateway process-equivalent joined to the shared stack's cluster, on its own ports, behind the same
     * public URL as the first (as replicas behind one load balancer: OAuth tokens name that URL as their audience).
     */
    public static synchronized String secondGatewayUrl() {
        if (secondGateway == null) {
            secondGateway = extraGateway(config ->
                    config.with(Setting.PUBLIC_BASE_URL, shared().config().publicBaseUrl()));
            Runtime.getRuntime()
                    .addShutdownHook(new Thread(() -> secondGateway.stop().await()));
        }
        return "http://127.0.0.1:" + secondGateway.config().integer(Setting.HTTP_PORT);
    }

    /**
     * A further gateway joined to the shared stack's cluster, on its own ports, with settings of its own (e.g. an
     * external authorization server); the caller stops it.
     */
    public static ServiceRuntime extraGateway(java.util.function.UnaryOperator<io.sigment.common.Config> settings) {
        var runtime = ServiceRuntime.start(
                settings.apply(TestConfig.joining(shared().config())), List.of(GatewayService.module()));
        awaitClusterSafe(runtime.vertx());
        return runtime;
    }

    /**
     * Until the partitions moved by a join have their backups, a cluster-map write can wait Hazelcast's 5-second
     * backup timeout: a test timing a call right after the join would measure that, not the code under test.
     */
    private static void awaitClusterSafe(Vertx vertx) {
        var hazelcast = ((HazelcastClusterManager) ((VertxInternal) vertx).clusterManager()).getHazelcastInstance();
        Eventually.poll(
                java.time.Duration.ofSeconds(30),
                java.time.Duration.ofMillis(50),
                hazelcast.getPartitionService()::isClusterSafe,
                Boolean::booleanValue);
    }

    /**
     * How long a gateway of the shared stack trusts a credential it verified ({@code SIGMENT_CREDENTIAL_CACHE_SECONDS}):
     * a revocation or removal obeyed sooner than this after the first call was obeyed by its broadcast, not by expiry.
     */
    public static java.time.Duration credentialCache() {
        return java.time.Duration.ofSeconds(shared().config().integer(Setting.CREDENTIAL_CACHE_SECONDS));
    }

    /** A plain SQL connection to the stack's database, for setting up state the tools then read. */
    public static Pool pool() {
        return pool(shared());
    }

    /** A plain SQL connection to {@code stack}'s database. */
    public static Pool pool(LocalStack stack) {
        return Postgres.pool(stack.vertx(), stack.config(), "test-setup");
    }
}
