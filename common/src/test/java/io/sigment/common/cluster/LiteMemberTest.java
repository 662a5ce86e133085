package io.sigment.common.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import com.hazelcast.core.HazelcastInstance;
import io.sigment.common.Setting;
import io.sigment.common.ops.Metrics;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.TestConfig;
import io.vertx.core.Vertx;
import io.vertx.core.internal.VertxInternal;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A member with {@code SIGMENT_CLUSTER_LITE_MEMBER} (the scrapers) owns no partition of the cluster's maps, yet
 * shares the limits with the data members; split-brain protection counts the data members only.
 */
class LiteMemberTest {

    @Test
    void a_lite_member_owns_no_partition_and_shares_the_limits_of_the_data_member() {
        var data = TestConfig.node();
        var lite = TestConfig.joining(data).with(Setting.CLUSTER_LITE_MEMBER, true);
        var dataVertx = Cluster.start(data.with(Setting.CLUSTER_MEMBERS, lite.get(Setting.CLUSTER_MEMBERS)), registry())
                .await();
        var liteVertx = Cluster.start(lite, registry()).await();
        try {
            var onData = new SharedLimits(dataVertx, Clock.systemUTC());
            var onLite = new SharedLimits(liteVertx, Clock.systemUTC());
            assertThat(onLite.tryCount("calls:u1", 3, 60_000).await()).isZero();
            assertThat(onData.tryCount("calls:u1", 3, 60_000).await()).isZero();
            assertThat(onLite.tryCount("calls:u1", 3, 60_000).await()).isZero();
            assertThat(onData.tryCount("calls:u1", 3, 60_000).await())
                    .as("the fourth call of a limit of 3, whichever member counted")
                    .isPositive();
            assertThat(onLite.tryAcquire("user:u1", 1).await()).isTrue();
            assertThat(onData.tryAcquire("user:u1", 1).await()).isFalse();

            var liteMember = hazelcast(liteVertx).getCluster().getLocalMember();
            assertThat(liteMember.isLiteMember()).isTrue();
            var partitions = hazelcast(dataVertx).getPartitionService().getPartitions();
            assertThat(partitions).hasSize(71);
            assertThat(partitions)
                    .as("every partition owned by the data member")
                    .allSatisfy(p -> assertThat(p.getOwner())
                            .isEqualTo(hazelcast(dataVertx).getCluster().getLocalMember()));
            assertThat(hazelcast(liteVertx)
                            .getMap("sigment.limits.windows")
                            .getLocalMapStats()
                            .getOwnedEntryCount())
                    .isZero();
            assertThat(Cluster.partitionsOwned(manager(liteVertx))).isZero();
            assertThat(Cluster.partitionsOwned(manager(dataVertx))).isEqualTo(71);
        } finally {
            liteVertx.close().await();
            dataVertx.close().await();
        }
    }

    @Test
    void split_brain_protection_counts_the_data_members_only() {
        var data = TestConfig.node().with(Setting.CLUSTER_MIN_SIZE, 2);
        var lite = TestConfig.joining(data).with(Setting.CLUSTER_LITE_MEMBER, true);
        var dataVertx = Cluster.start(data, registry()).await();
        var liteVertx = Cluster.start(lite, registry()).await();
        Vertx second = null;
        try {
            var protection = hazelcast(dataVertx)
                    .getSplitBrainProtectionService()
                    .getSplitBrainProtection(HazelcastSettings.SPLIT_BRAIN_PROTECTION);
            Eventually.poll(
                    Duration.ofSeconds(15),
                    Duration.ofMillis(50),
                    () -> hazelcast(dataVertx).getCluster().getMembers().size(),
                    size -> size == 2);
            assertThat(protection.hasMinimumSize())
                    .as("one data member and one lite member: below a minimum of 2")
                    .isFalse();

            second = Cluster.start(TestConfig.joining(lite).with(Setting.CLUSTER_MIN_SIZE, 2), registry())
                    .await();
            Eventually.poll(Duration.ofSeconds(15), Duration.ofMillis(50), protection::hasMinimumSize, met -> met);
            assertThat(protection.hasMinimumSize()).as("two data members").isTrue();
            assertThat(new SharedLimits(liteVertx, Clock.systemUTC())
                            .tryCount("calls:u2", 10, 60_000)
                            .await())
                    .isZero();
        } finally {
            if (second != null) second.close().await();
            liteVertx.close().await();
            dataVertx.close().await();
        }
    }

    private static io.micrometer.prometheusmetrics.PrometheusMeterRegistry registry() {
        return Metrics.newRegistry();
    }

    private static HazelcastClusterManager manager(Vertx vertx) {
        return (HazelcastClusterManager) ((VertxInternal) vertx).clusterManager();
    }

    private static HazelcastInstance hazelcast(Vertx vertx) {
        return manager(vertx).getHazelcastInstance();
    }
}
