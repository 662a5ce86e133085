package io.sigment.common.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ops.Metrics;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.TestConfig;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Two Hazelcast members in this JVM sharing limits, one of which then disappears. */
class SharedLimitsTest {

    private static java.util.List<io.vertx.core.Vertx> twoMembers() {
        var one = TestConfig.node();
        var two = TestConfig.joining(one);
        var first = Cluster.start(
                        one.with(
                                io.sigment.common.Setting.CLUSTER_MEMBERS,
                                two.get(io.sigment.common.Setting.CLUSTER_MEMBERS)),
                        Metrics.newRegistry())
                .await();
        return java.util.List.of(
                first, Cluster.start(two, Metrics.newRegistry()).await());
    }

    @Test
    void two_members_counting_in_turns_admit_exactly_the_limit_per_window_and_a_busy_member_takes_in_batches()
            throws Exception {
        var pair = twoMembers();
        var vertxOne = pair.get(0);
        var vertxTwo = pair.get(1);
        try {
            var members = java.util.List.of(
                    new SharedLimits(vertxOne, Clock.systemUTC()), new SharedLimits(vertxTwo, Clock.systemUTC()));
            var admitted = 0;
            for (int i = 0; i < 130; i++) {
                if (members.get(i % 2).tryCount("calls:u3", 120, 60_000).await() == 0) admitted++;
            }
            assertThat(admitted).isEqualTo(120);
            assertThat(members.get(0).tryCount("calls:u3", 120, 60_000).await()).isBetween(50_000L, 61_000L);

            for (int i = 0; i < 5_000; i++)
                assertThat(members.get(0).tryCount("calls:u4", 10_000, 60_000).await())
                        .isZero();
            // The record counts what was taken, used or not yet.
            var hazelcast = ((io.vertx.spi.cluster.hazelcast.HazelcastClusterManager)
                            ((io.vertx.core.internal.VertxInternal) vertxOne).clusterManager())
                    .getHazelcastInstance();
            var counted = BucketWindow.count(
                    hazelcast.<String, long[]>getMap("sigment.limits.windows").get("calls:u4"));
            assertThat(counted).as("batches of at most 1% of the limit").isBetween(5_000L, 5_000L + 2 * 100);
            var refused = 0;
            for (int i = 0; i < 5_100; i++) {
                if (members.get(i % 2).tryCount("calls:u4", 10_000, 60_000).await() > 0) refused++;
            }
            assertThat(refused).as("10,000 in all, whichever member counts").isBetween(100, 100 + 2 * 100);
        } finally {
            vertxTwo.close().await();
            vertxOne.close().await();
        }
    }

    @Test
    void answers_from_the_cluster_start_no_thread_per_call() throws Exception {
        var pair = twoMembers();
        try {
            var limits = new SharedLimits(pair.get(1), Clock.systemUTC());
            var threads = java.lang.management.ManagementFactory.getThreadMXBean();
            var startedBefore = threads.getTotalStartedThreadCount();
            for (int i = 0; i < 500; i++) {
                assertThat(limits.tryAcquire("user:t" + i, 8).await()).isTrue();
                assertThat(limits.tryCount("calls:t" + i, 120, 60_000).await()).isZero();
                assertThat(limits.held("user:t" + i).await()).isEqualTo(1);
            }
            // Hazelcast's default executor starts a thread per callback when the common pool has parallelism 1 (2
            // cores).
            assertThat(threads.getTotalStartedThreadCount() - startedBefore)
                    .as("threads started by 1,500 calls")
                    .isLessThan(100);
        } finally {
            pair.get(1).close().await();
            pair.get(0).close().await();
        }
    }

    @Test
    void in_flight_slots_are_shared_and_a_departed_members_slots_come_back() throws Exception {
        var pair = twoMembers();
        var vertxOne = pair.get(0);
        var vertxTwo = pair.get(1);
        try {
            var limitsOne = new SharedLimits(vertxOne, Clock.systemUTC());
            var limitsTwo = new SharedLimits(vertxTwo, Clock.systemUTC());
            assertThat(limitsOne.tryAcquire("user:u1", 3).await()).isTrue();
            assertThat(limitsTwo.tryAcquire("user:u1", 3).await()).isTrue();
            assertThat(limitsTwo.tryAcquire("user:u1", 3).await()).isTrue();
            assertThat(limitsOne.tryAcquire("user:u1", 3).await())
                    .as("all 3 slots taken across members")
                    .isFalse();
            limitsOne.release("user:u1");
            assertThat(limitsOne.tryAcquire("user:u1", 3).await()).isTrue();

            assertThat(limitsOne.tryCount("calls:u1", 2, 60_000).await()).isZero();
            assertThat(limitsTwo.tryCount("calls:u1", 2, 60_000).await()).isZero();
            assertThat(limitsOne.tryCount("calls:u1", 2, 60_000).await()).isPositive();

            assertThat(limitsTwo.tryAcquire("user:u2", 4).await()).isTrue();
            assertThat(limitsTwo.tryAcquire("user:u2", 4).await()).isTrue();
            assertThat(limitsTwo.tryAcquire("user:u2", 4).await()).isTrue();
            limitsTwo.release("user:u2");
            limitsTwo.release("user:u2");
            assertThat(limitsOne.tryAcquire("user:u2", 4).await()).isTrue();
            var surplusBack = System.nanoTime() + Duration.ofSeconds(2).toNanos();
            var second = false;
            while (!second && System.nanoTime() < surplusBack)
                second = limitsOne.tryAcquire("user:u2", 4).await();
            assertThat(second)
                    .as("slots member two no longer uses come back while its last call still runs")
                    .isTrue();
            assertThat(limitsOne.tryAcquire("user:u2", 4).await()).isTrue();
            assertThat(limitsTwo.tryAcquire("user:u2", 4).await())
                    .as("never more than the limit")
                    .isFalse();

            vertxTwo.close().await();
            var freed = Eventually.poll(
                    Duration.ofSeconds(20),
                    Duration.ofMillis(200),
                    () -> limitsOne.tryAcquire("user:u1", 2).await(),
                    Boolean::booleanValue);
            assertThat(freed)
                    .as("the departed member's two slots were returned")
                    .isTrue();
        } finally {
            vertxOne.close().await();
        }
    }
}
