package io.sigment.common.testing;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import java.util.Map;
import java.util.UUID;

/**
 * Config for one test process: a cluster name of its own (a running {@code ./sigment up} never joins),
 * free ports, and optionally a fresh database.
 */
public final class TestConfig {
    private TestConfig() {}

    /** A single-member cluster on free ports, no database. */
    public static Config node() {
        return node("sigment-test-" + UUID.randomUUID().toString().substring(0, 8));
    }

    /** A member of {@code clusterName} on a free port; join others with {@link #joining}. */
    public static Config node(String clusterName) {
        var clusterPort = FreePorts.next();
        return Config.of(Map.of())
                .with(Setting.CLUSTER_NAME, clusterName)
                .with(Setting.CLUSTER_HOST, "127.0.0.1")
                .with(Setting.CLUSTER_PORT, clusterPort)
                .with(Setting.CLUSTER_MEMBERS, "127.0.0.1:" + clusterPort)
                .with(Setting.HTTP_PORT, FreePorts.next())
                .with(Setting.MANAGEMENT_PORT, FreePorts.next())
                .with(Setting.MAILBOX_PORT, 0)
                .with(Setting.PG_POOL_SIZE, 4)
                .with(Setting.REQUEST_TIMEOUT_MS, 5000);
    }

    /** The same cluster as {@code existing}, on new ports, listing every member. */
    public static Config joining(Config existing) {
        var port = FreePorts.next();
        var members = existing.get(Setting.CLUSTER_MEMBERS) + ",127.0.0.1:" + port;
        return node(existing.get(Setting.CLUSTER_NAME))
                .with(Setting.CLUSTER_PORT, port)
                .with(Setting.CLUSTER_MEMBERS, members);
    }

    /** {@code config} with a fresh, empty database. */
    public static Config withFreshDatabase(Config config) {
        return config.with(Setting.PG_URL, TestDatabase.fresh().toUrl());
    }
}
