package io.sigment.common.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.config.MultiMapConfig;
import com.hazelcast.config.SplitBrainProtectionConfig;
import io.sigment.common.Setting;
import java.util.List;

/**
 * Hazelcast configuration from Sigment's settings: TCP-IP join on the listed members (multicast and
 * auto-detection off, no join wait), or Kubernetes DNS discovery of a headless service when
 * {@code SIGMENT_CLUSTER_DNS} is set. Built in code rather than from vertx-hazelcast's {@code default-cluster.xml}
 * (its three structures are declared here): parsing and validating that XML took more CPU than the rest of a
 * member's configuration, at every start of every process.
 */
final class HazelcastSettings {
    static final String SPLIT_BRAIN_PROTECTION = "sigment-minimum-cluster";
    /** The shared limits' records and the watched requests' heartbeats (WorkHeartbeat.MAP). */
    static final List<String> PROTECTED_MAPS = List.of("sigment.limits.*", "sigment.work-alive");

    private HazelcastSettings() {}

    static Config from(io.sigment.common.Config config) {
        var hz = new Config();
        // What Vert.x keeps in the cluster: event-bus subscriptions, HA and node information, one backup each.
        hz.getMultiMapConfig("__vertx.subs")
                .setBackupCount(1)
                .setValueCollectionType(MultiMapConfig.ValueCollectionType.SET);
        hz.getMapConfig("__vertx.haInfo").setBackupCount(1);
        hz.getMapConfig("__vertx.nodeInfo").setBackupCount(1);
        hz.setClusterName(config.get(Setting.CLUSTER_NAME));
        // A lite member owns no partition: the maps' records stay out of a process whose collections would stall
        // the calls of every member that reads them (the scrapers allocate per platform response).
        hz.setLiteMember(config.bool(Setting.CLUSTER_LITE_MEMBER));
        // A few small maps on a few members: 71 partitions (not 271) make each join and leave (a rolling update, a
        // restarted pod) move a quarter of the entries' bookkeeping. Every member must use the same count.
        hz.setProperty("hazelcast.partition.count", "71");
        // Sigment exports its own metrics (Prometheus); Hazelcast's collector and JMX beans cost CPU every few seconds.
        hz.getMetricsConfig().setEnabled(false);
        hz.setProperty("hazelcast.wait.seconds.before.join", "0");
        hz.setProperty("hazelcast.phone.home.enabled", "false");
        hz.setProperty("hazelcast.shutdownhook.enabled", "false");
        hz.setProperty("hazelcast.logging.type", "jdk");
        // A member that vanished without leaving (kill -9, lost pod) is dropped within seconds, not a minute.
        hz.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        hz.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
        // The health monitor only logs (a member's memory or CPU past 70%), from a thread of its own that computes its
        // figures every 20 s in every member, 1-3% of an idle member's Hazelcast CPU
        // (bench/results/2026-11-30-ci-cpu-idle-cluster.md). Sigment's own metrics export both.
        hz.setProperty("hazelcast.health.monitoring.level", "OFF");

        // Below the minimum, reads and writes of these maps fail (SplitBrainProtectionException): a limit is refused
        // rather than granted twice by two halves, and a heartbeat there is neither written nor believed. Hazelcast
        // counts data members only: a side of lite members holds none of the records.
        var minimum = config.integer(Setting.CLUSTER_MIN_SIZE);
        if (minimum > 1) {
            hz.addSplitBrainProtectionConfig(new SplitBrainProtectionConfig(SPLIT_BRAIN_PROTECTION, true, minimum));
            PROTECTED_MAPS.forEach(map -> hz.getMapConfig(map).setSplitBrainProtectionName(SPLIT_BRAIN_PROTECTION));
        }

        var network = hz.getNetworkConfig();
        network.setPort(config.integer(Setting.CLUSTER_PORT)).setPortAutoIncrement(false);
        var join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        var dns = config.optional(Setting.CLUSTER_DNS);
        if (dns.isPresent()) {
            join.getKubernetesConfig()
                    .setEnabled(true)
                    .setProperty("service-dns", dns.get())
                    .setProperty("service-port", String.valueOf(config.integer(Setting.CLUSTER_PORT)));
            network.setPublicAddress(config.get(Setting.CLUSTER_HOST) + ":" + config.integer(Setting.CLUSTER_PORT));
        } else {
            hz.setProperty("hazelcast.socket.bind.any", "false");
            network.getInterfaces().setEnabled(true).addInterface(config.get(Setting.CLUSTER_HOST));
            join.getTcpIpConfig().setEnabled(true).setMembers(config.list(Setting.CLUSTER_MEMBERS));
        }
        return hz;
    }
}
