package io.sigment.common.testing;

import io.sigment.common.Caller;
import io.sigment.common.Config;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.cluster.Cluster;
import io.sigment.common.db.Postgres;
import io.sigment.common.ops.Metrics;
import io.vertx.core.Deployable;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;

/**
 * One service as its tests meet it: a database (fresh unless given) migrated to the service's schema, N instances of
 * its verticle (like N replicas: N event loops, N pools) on the clock the test moves, a client that sends over the
 * event bus as other services do (from a second cluster member when clustered), and a SQL probe for what is stored.
 * <pre>{@code
 * var lists = ServiceHarness.of("lists").instances(2).start(ListsVerticle::new);
 * lists.client.request(ListsAction.CREATE_CREATOR_LIST, caller, args).await();
 * lists.clock.advance(Duration.ofDays(31));
 * }</pre>
 */
public final class ServiceHarness implements AutoCloseable {
    public final MovableClock clock = new MovableClock();
    /** The service's settings, its database's URL among them. */
    public final Config config;
    /** Where the service runs. */
    public final Vertx vertx;
    /** Sends as another service does. */
    public final ServiceClient client;
    /** Where {@link #client} sends from: a second cluster member when clustered, else {@link #vertx}. */
    public final Vertx clientNode;

    private final Pool pool;

    private ServiceHarness(Builder builder, BiFunction<Config, Clock, ? extends Deployable> verticle) {
        config = ServiceDatabase.migrated(
                builder.settings.apply(
                        builder.database == null ? TestConfig.withFreshDatabase(TestConfig.node()) : builder.database),
                builder.schema);
        if (builder.clockAt != null) clock.set(builder.clockAt);
        vertx = builder.clustered ? Cluster.start(config, Metrics.newRegistry()).await() : Vertx.vertx();
        clientNode = builder.clustered
                ? Cluster.start(TestConfig.joining(config), Metrics.newRegistry())
                        .await()
                : vertx;
        client = new ServiceClient(clientNode, builder.timeout);
        try {
            vertx.deployVerticle(
                            () -> verticle.apply(config, clock),
                            new DeploymentOptions().setInstances(builder.instances))
                    .await();
        } catch (RuntimeException e) {
            close();
            throw e;
        }
        pool = Postgres.pool(vertx, config, "test-probe");
        if (builder.clustered) awaitRoute(builder.address);
    }

    /** A harness for the service whose tables live in {@code schema}. */
    public static Builder of(String schema) {
        return new Builder(schema);
    }

    /** The rows {@code query} returns on the service's database, as a test looks at what is stored. */
    public List<Row> sql(String query, Object... params) {
        var rows = new ArrayList<Row>();
        pool.preparedQuery(query).execute(Tuple.from(params)).await().forEach(rows::add);
        return rows;
    }

    /** The service's database, for a test that sets up state through the service's own stores. */
    public Pool pool() {
        return pool;
    }

    @Override
    public void close() {
        if (clientNode != vertx) clientNode.close().await();
        vertx.close().await();
    }

    /** A client member learns the service's registration asynchronously: until a ping gets through. */
    private void awaitRoute(ServiceAddress address) {
        Eventually.await(address + " answers a ping", Duration.ofSeconds(30), Duration.ofMillis(50), () -> {
            try {
                client.ping(address, Caller.system("harness")).await();
                return true;
            } catch (RuntimeException notYet) {
                return false;
            }
        });
    }

    /** What differs between services' harnesses; everything else is the same for all. */
    public static final class Builder {
        private final String schema;
        private UnaryOperator<Config> settings = UnaryOperator.identity();
        private Config database;
        private int instances = 1;
        private boolean clustered;
        private ServiceAddress address;
        private Duration timeout = Duration.ofSeconds(10);
        private Instant clockAt;

        private Builder(String schema) {
            this.schema = schema;
        }

        /** Settings beyond a test node's (free ports, a cluster of its own). */
        public Builder settings(UnaryOperator<Config> settings) {
            this.settings = settings;
            return this;
        }

        /** A node's settings whose database the service migrates and uses, instead of a fresh one. */
        public Builder database(Config database) {
            this.database = database;
            return this;
        }

        public Builder instances(int instances) {
            this.instances = instances;
            return this;
        }

        /** On a cluster member of its own, asked from a second member ({@code address}: ready once it answers pings). */
        public Builder clustered(ServiceAddress address) {
            this.clustered = true;
            this.address = address;
            return this;
        }

        /** The clock pinned at {@code instant} from the start (else it follows the system clock until moved). */
        public Builder clockAt(Instant instant) {
            this.clockAt = instant;
            return this;
        }

        /** How long the client waits for a reply. */
        public Builder timeout(Duration timeout) {
            this.timeout = timeout;
            return this;
        }

        /** Migrates the database and deploys the verticle the factory makes from the settings and the movable clock. */
        public ServiceHarness start(BiFunction<Config, Clock, ? extends Deployable> verticle) {
            return new ServiceHarness(this, verticle);
        }
    }
}
