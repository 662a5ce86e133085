package io.sigment.common.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.Metrics;
import io.sigment.common.ops.RuntimeMetrics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.eventbus.EventBusOptions;
import io.vertx.core.internal.VertxInternal;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;
import java.util.Arrays;
import java.util.Map;
import java.util.logging.Logger;

/** Starts this process's clustered Vert.x: Hazelcast membership, event bus on the cluster host, metrics. */
public final class Cluster {
    private static final Logger LOG = Logger.getLogger(Cluster.class.getName());

    private Cluster() {}

    public static Future<Vertx> start(Config config, PrometheusMeterRegistry registry) {
        var host = config.get(Setting.CLUSTER_HOST);
        var port = config.integer(Setting.EVENT_BUS_PORT);
        // Every blocked-loop warning carries the blocked thread's stack (Vert.x adds it only past 5 s by default).
        var options = new VertxOptions()
                .setWarningExceptionTime(VertxOptions.DEFAULT_MAX_EVENT_LOOP_EXECUTE_TIME)
                .setWarningExceptionTimeUnit(VertxOptions.DEFAULT_MAX_EVENT_LOOP_EXECUTE_TIME_UNIT)
                .setEventBusOptions(
                        new EventBusOptions().setHost(host).setPort(port).setClusterPublicHost(host));
        var metrics = Metrics.vertxMetrics(options, registry);
        var manager = new ReportingClusterManager(HazelcastSettings.from(config));
        return Vertx.builder()
                .with(options)
                .withClusterManager(manager)
                .withMetrics(metrics)
                .buildClustered()
                .onSuccess(vertx -> {
                    Metrics.attach(vertx, registry);
                    RuntimeMetrics.watchedAddresses(
                            registry,
                            Arrays.stream(ServiceAddress.values())
                                    .map(address -> address.name().toLowerCase())
                                    .toList());
                    RuntimeMetrics.clusterMembers(
                            registry,
                            () -> manager.isActive()
                                    ? manager.getHazelcastInstance()
                                            .getCluster()
                                            .getMembers()
                                            .size()
                                    : 0);
                    RuntimeMetrics.clusterPartitionsOwned(registry, () -> partitionsOwned(manager));
                    logMembership(manager);
                });
    }

    /** True while this process is a live member of the cluster. */
    public static boolean isUp(Vertx vertx) {
        return vertx != null
                && vertx.isClustered()
                && ((VertxInternal) vertx).clusterManager().isActive();
    }

    /** The partitions this member owns: 0 on a lite member (and once it left). */
    static int partitionsOwned(HazelcastClusterManager manager) {
        if (!manager.isActive()) return 0;
        var hazelcast = manager.getHazelcastInstance();
        var self = hazelcast.getCluster().getLocalMember();
        return (int) hazelcast.getPartitionService().getPartitions().stream()
                .filter(partition -> self.equals(partition.getOwner()))
                .count();
    }

    private static void logMembership(HazelcastClusterManager manager) {
        var self = manager.getHazelcastInstance().getCluster().getLocalMember();
        Log.info(
                LOG,
                "joined cluster",
                Map.of("node", manager.getNodeId(), "members", members(manager), "lite_member", self.isLiteMember()));
        // A Hazelcast listener of our own, for the log; waiting requests hear of a loss from ReportingClusterManager.
        manager.getHazelcastInstance().getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent event) {
                Log.info(
                        LOG,
                        "member joined",
                        Map.of("member", address(event.getMember()), "members", members(manager)));
            }

            @Override
            public void memberRemoved(MembershipEvent event) {
                Log.info(LOG, "member left", Map.of("member", address(event.getMember()), "members", members(manager)));
            }
        });
    }

    private static String address(Member member) {
        return member.getAddress().getHost() + ":" + member.getAddress().getPort();
    }

    private static String members(HazelcastClusterManager manager) {
        return manager.getHazelcastInstance().getCluster().getMembers().stream()
                .map(Cluster::address)
                .sorted()
                .toList()
                .toString();
    }
}
