package io.sigment.common.cluster;

import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.EntryProcessor;
import com.hazelcast.map.ExtendedMapEntry;
import com.hazelcast.map.IMap;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.internal.VertxInternal;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Limits shared by every member of the cluster, each check one atomic Hazelcast entry operation:
 * sliding-window rates ("120 per minute") and in-flight slots ("8 at once"). In-flight slots are counted
 * per member, so a member that vanishes mid-call gives its slots back when it leaves the cluster.
 * The classes here run on whichever member owns the key, so they live in {@code common}, which every
 * member has.
 */
public final class SharedLimits {
  private static final long INFLIGHT_TTL_MINUTES = 10;

  private final Vertx vertx;
  private final IMap<String, long[]> windows;
  private final IMap<String, HashMap<String, Integer>> inflight;
  private final String member;
  private final Clock clock;

  public SharedLimits(Vertx vertx, Clock clock) {
    var hazelcast = hazelcast(vertx);
    this.vertx = vertx;
    this.clock = clock;
    this.windows = hazelcast.getMap("sigment.limits.windows");
    this.inflight = hazelcast.getMap("sigment.limits.inflight");
    this.member = hazelcast.getCluster().getLocalMember().getUuid().toString();
    hazelcast.getCluster().addMembershipListener(new MembershipListener() {
      @Override
      public void memberAdded(MembershipEvent event) {
      }

      @Override
      public void memberRemoved(MembershipEvent event) {
        inflight.executeOnEntries(new ForgetMember(event.getMember().getUuid().toString()));
      }
    });
  }

  /**
   * Counts one event against {@code limit} per {@code windowMillis} if it fits; the result is 0 when
   * counted, else the milliseconds to wait before one would fit (nothing is counted then).
   */
  public Future<Long> tryCount(String key, long limit, long windowMillis) {
    return call(windows.submitToKey(key, new CountInWindow(clock.millis(), windowMillis, limit)));
  }

  /** Takes one of {@code limit} in-flight slots of {@code key}; false when all are taken. */
  public Future<Boolean> tryAcquire(String key, int limit) {
    return call(inflight.submitToKey(key, new Acquire(member, limit)));
  }

  public Future<Void> release(String key) {
    return call(inflight.submitToKey(key, new Release(member))).mapEmpty();
  }

  /** How many in-flight slots of {@code key} are taken now, across the cluster. */
  public Future<Integer> held(String key) {
    return call(inflight.getAsync(key)).map(slots -> slots == null ? 0
        : slots.values().stream().mapToInt(Integer::intValue).sum());
  }

  private <T> Future<T> call(java.util.concurrent.CompletionStage<T> stage) {
    return Future.fromCompletionStage(stage, vertx.getOrCreateContext());
  }

  private static HazelcastInstance hazelcast(Vertx vertx) {
    if (((VertxInternal) vertx).clusterManager() instanceof HazelcastClusterManager manager) {
      return manager.getHazelcastInstance();
    }
    throw new IllegalStateException("shared limits need a Vert.x clustered with Hazelcast");
  }

  record CountInWindow(long now, long window, long limit) implements EntryProcessor<String, long[], Long> {
    @Override
    public Long process(Map.Entry<String, long[]> entry) {
      var rolled = SlidingWindow.roll(entry.getValue(), now, window);
      if (!SlidingWindow.admits(rolled, now, window, limit)) {
        return SlidingWindow.waitMillis(rolled, now, window, limit);
      }
      rolled[1]++;
      ((ExtendedMapEntry<String, long[]>) entry).setValue(rolled, 2 * window, TimeUnit.MILLISECONDS);
      return 0L;
    }
  }

  record Acquire(String member, int limit) implements EntryProcessor<String, HashMap<String, Integer>, Boolean> {
    @Override
    public Boolean process(Map.Entry<String, HashMap<String, Integer>> entry) {
      var slots = entry.getValue() == null ? new HashMap<String, Integer>() : entry.getValue();
      if (slots.values().stream().mapToInt(Integer::intValue).sum() >= limit) return false;
      slots.merge(member, 1, Integer::sum);
      ((ExtendedMapEntry<String, HashMap<String, Integer>>) entry).setValue(slots, INFLIGHT_TTL_MINUTES,
          TimeUnit.MINUTES);
      return true;
    }
  }

  record Release(String member) implements EntryProcessor<String, HashMap<String, Integer>, Boolean> {
    @Override
    public Boolean process(Map.Entry<String, HashMap<String, Integer>> entry) {
      var slots = entry.getValue();
      if (slots == null || !slots.containsKey(member)) return false;
      if (slots.merge(member, -1, Integer::sum) <= 0) slots.remove(member);
      entry.setValue(slots.isEmpty() ? null : slots);
      return true;
    }
  }

  record ForgetMember(String member) implements EntryProcessor<String, HashMap<String, Integer>, Boolean> {
    @Override
    public Boolean process(Map.Entry<String, HashMap<String, Integer>> entry) {
      var slots = entry.getValue();
      if (slots == null || slots.remove(member) == null) return false;
      entry.setValue(slots.isEmpty() ? null : slots);
      return true;
    }
  }
}
