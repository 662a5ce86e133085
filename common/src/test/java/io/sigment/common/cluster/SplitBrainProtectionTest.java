package io.sigment.common.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.hazelcast.splitbrainprotection.SplitBrainProtectionException;
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
 * With {@code SIGMENT_CLUSTER_MIN_SIZE} = 2, a member left alone refuses the shared limits and the work heartbeats
 * (a SplitBrainProtectionException: the gateway answers "Sigment is busy", a worker's beats there are not
 * written, so its work moves to the majority); other maps keep working; a member joining lifts the protection.
 */
class SplitBrainProtectionTest {
    @Test
    void a_member_below_the_minimum_refuses_limits_and_heartbeats_until_another_joins() {
        var config = TestConfig.node().with(Setting.CLUSTER_MIN_SIZE, 2);
        var one = Cluster.start(config, Metrics.newRegistry()).await();
        var two = Cluster.start(TestConfig.joining(config).with(Setting.CLUSTER_MIN_SIZE, 2), Metrics.newRegistry())
                .await();
        Vertx three = null;
        try {
            var limits = new SharedLimits(one, Clock.systemUTC());
            assertThat(limits.tryCount("calls:user_1", 10, 60_000).await()).isZero();
            assertThat(limits.tryAcquire("inflight:user_1", 2).await()).isTrue();
            heartbeats(one).put("work_1", 1L).await();

            two.close().await();
            awaitMembers(one, 1);
            awaitMinimumSize(one, false);

            assertThat(splitBrainRefusal(
                            () -> limits.tryCount("calls:user_2", 10, 60_000).await()))
                    .isTrue();
            assertThat(splitBrainRefusal(
                            () -> limits.tryAcquire("inflight:user_2", 2).await()))
                    .isTrue();
            assertThat(splitBrainRefusal(() -> heartbeats(one).get("work_1").await()))
                    .isTrue();
            one.sharedData()
                    .<String, Long>getAsyncMap("sigment.other")
                    .await()
                    .put("k", 1L)
                    .await();

            three = Cluster.start(TestConfig.joining(config).with(Setting.CLUSTER_MIN_SIZE, 2), Metrics.newRegistry())
                    .await();
            awaitMembers(one, 2);
            awaitMinimumSize(one, true);
            assertThat(limits.tryCount("calls:user_3", 10, 60_000).await()).isZero();
            assertThat(heartbeats(one).get("work_1").await()).isEqualTo(1L);
        } finally {
            if (three != null) three.close().await();
            one.close().await();
        }
    }

    @Test
    void without_a_minimum_a_lone_member_keeps_its_limits() {
        var one = Cluster.start(TestConfig.node(), Metrics.newRegistry()).await();
        try {
            assertThat(new SharedLimits(one, Clock.systemUTC())
                            .tryCount("calls:user_1", 10, 60_000)
                            .await())
                    .isZero();
        } finally {
            one.close().await();
        }
    }

    /** What the member sees: a graceful leave reaches the others within moments, a lost member within 10 s. */
    private static void awaitMembers(Vertx vertx, int members) {
        var hazelcast = ((HazelcastClusterManager) ((VertxInternal) vertx).clusterManager()).getHazelcastInstance();
        Eventually.poll(
                Duration.ofSeconds(15),
                Duration.ofMillis(50),
                () -> hazelcast.getCluster().getMembers().size(),
                size -> size == members);
        assertThat(hazelcast.getCluster().getMembers()).hasSize(members);
    }

    /**
     * Until the member's split-brain protection has taken in the membership change: Hazelcast updates it from the
     * membership event, a moment after the member list, so a call right after the list changed may still pass.
     */
    private static void awaitMinimumSize(Vertx vertx, boolean met) {
        var hazelcast = ((HazelcastClusterManager) ((VertxInternal) vertx).clusterManager()).getHazelcastInstance();
        var protection = hazelcast
                .getSplitBrainProtectionService()
                .getSplitBrainProtection(HazelcastSettings.SPLIT_BRAIN_PROTECTION);
        Eventually.poll(Duration.ofSeconds(15), Duration.ofMillis(50), protection::hasMinimumSize, has -> has == met);
        assertThat(protection.hasMinimumSize())
                .as("split-brain protection's minimum size met")
                .isEqualTo(met);
    }

    private static io.vertx.core.shareddata.AsyncMap<String, Long> heartbeats(Vertx vertx) {
        return vertx.sharedData()
                .<String, Long>getAsyncMap("sigment.work-alive")
                .await();
    }

    private static boolean splitBrainRefusal(Runnable call) {
        var thrown = catchThrowable(call::run);
        for (var cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof SplitBrainProtectionException) return true;
        }
        throw new AssertionError("expected a split-brain refusal, got " + thrown, thrown);
    }
}
