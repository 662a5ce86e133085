package io.sigment.common.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ops.Metrics;
import io.sigment.common.testing.TestConfig;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Two Hazelcast members in this JVM sharing limits, one of which then disappears. */
class SharedLimitsTest {

  @Test
  void in_flight_slots_are_shared_and_a_departed_members_slots_come_back() throws Exception {
    var one = TestConfig.node();
    var two = TestConfig.joining(one);
    var vertxOne = Cluster.start(one.with(io.sigment.common.Setting.CLUSTER_MEMBERS,
        two.get(io.sigment.common.Setting.CLUSTER_MEMBERS)), Metrics.newRegistry()).await();
    var vertxTwo = Cluster.start(two, Metrics.newRegistry()).await();
    try {
      var limitsOne = new SharedLimits(vertxOne, Clock.systemUTC());
      var limitsTwo = new SharedLimits(vertxTwo, Clock.systemUTC());
      assertThat(limitsOne.tryAcquire("user:u1", 3).await()).isTrue();
      assertThat(limitsTwo.tryAcquire("user:u1", 3).await()).isTrue();
      assertThat(limitsTwo.tryAcquire("user:u1", 3).await()).isTrue();
      assertThat(limitsOne.tryAcquire("user:u1", 3).await()).as("all 3 slots taken across members").isFalse();
      limitsOne.release("user:u1").await();
      assertThat(limitsOne.tryAcquire("user:u1", 3).await()).isTrue();

      assertThat(limitsOne.tryCount("calls:u1", 2, 60_000).await()).isZero();
      assertThat(limitsTwo.tryCount("calls:u1", 2, 60_000).await()).isZero();
      assertThat(limitsOne.tryCount("calls:u1", 2, 60_000).await()).isPositive();

      vertxTwo.close().await();
      var deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
      var freed = false;
      while (!freed && System.nanoTime() < deadline) {
        freed = limitsOne.tryAcquire("user:u1", 2).await();
        if (!freed) Thread.sleep(200);
      }
      assertThat(freed).as("the departed member's two slots were returned").isTrue();
    } finally {
      vertxOne.close().await();
    }
  }
}
