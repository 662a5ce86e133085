package io.sigment.common.cluster;

import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.internal.VertxInternal;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Limits shared by every member of the cluster: events per rolling window ("120 per minute") and in-flight
 * slots ("8 at once"). The truth is one Hazelcast record per key, changed atomically on the member that owns
 * it; each member accounts locally first and asks that record only for what it does not hold yet:
 * <ul>
 *   <li>Slots: a member keeps the slots granted to it and reuses them for its next calls of the key without
 *   asking; a slot unused for {@value #LINGER_MS} ms goes back (within 200 ms). The granted total never
 *   exceeds the limit, so the limit holds exactly; a call on another member may be refused while a slot
 *   freed here lingers (at most 200 ms; the refusal says to retry after 1 s).</li>
 *   <li>Windows ({@link BucketWindow}): a member counts events in the record before using them, a busy key
 *   up to 1% of the limit at a time, and spends them only within the bucket (1/60 of the window) they were
 *   counted in, giving back the rest. No span of one window ever holds more than the limit; an event may
 *   stop counting up to one bucket late, and unused events count until given back (within one bucket plus
 *   a second).</li>
 * </ul>
 * A member that leaves the cluster gives its slots back (the others forget its grants).
 */
public final class SharedLimits {
    static final long SWEEP_MS = 100;
    static final long LINGER_MS = 100;

    private final Vertx vertx;
    private final IMap<String, long[]> windows;
    private final IMap<String, HashMap<String, Integer>> inflight;
    private final String member;
    private final Clock clock;
    private final Map<String, SlotLease> slots = new ConcurrentHashMap<>();
    private final Map<String, TokenLease> tokens = new ConcurrentHashMap<>();
    private final Set<String> lingering = ConcurrentHashMap.newKeySet();
    private long ticks;

    public SharedLimits(Vertx vertx, Clock clock) {
        var hazelcast = hazelcast(vertx);
        this.vertx = vertx;
        this.clock = clock;
        this.windows = hazelcast.getMap("sigment.limits.windows");
        this.inflight = hazelcast.getMap("sigment.limits.inflight");
        this.member = hazelcast.getCluster().getLocalMember().getUuid().toString();
        hazelcast.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent event) {}

            @Override
            public void memberRemoved(MembershipEvent event) {
                inflight.executeOnEntries(new LimitRecords.ForgetMember(
                        event.getMember().getUuid().toString()));
            }
        });
        vertx.setPeriodic(SWEEP_MS, tick -> sweep());
    }

    /**
     * Counts one event against {@code limit} per {@code windowMillis} if it fits; the result is 0 when
     * counted, else the milliseconds to wait before one would fit (nothing is counted then).
     */
    public Future<Long> tryCount(String key, long limit, long windowMillis) {
        var now = clock.millis();
        var bucket = BucketWindow.bucketOf(now, windowMillis);
        var todo = new long[4]; // used a local event?, events to ask for, stale events to give back, their bucket
        tokens.compute(key, (k, lease) -> {
            var current = lease == null ? new TokenLease(windowMillis, bucket) : lease;
            todo[2] = current.roll(bucket);
            todo[3] = current.countedBucket;
            if (current.useLeft()) {
                todo[0] = 1;
            } else {
                current.pending++;
                todo[1] = current.want(limit);
            }
            return current;
        });
        if (todo[2] > 0) windows.submitToKey(key, new LimitRecords.GiveBack(windowMillis, todo[3], todo[2]));
        if (todo[0] == 1) return Future.succeededFuture(0L);
        return call(windows.submitToKey(key, new LimitRecords.Take(now, windowMillis, limit, todo[1])))
                .andThen(done -> {
                    var extra = done.succeeded() && done.result()[0] > 1 ? done.result()[0] - 1 : 0;
                    var kept = new boolean[] {extra == 0};
                    tokens.compute(key, (k, lease) -> {
                        lease.pending--;
                        if (done.succeeded() && done.result()[0] > 0) {
                            lease.usedThisBucket++;
                            if (extra > 0) kept[0] = lease.keep(bucket, done.result()[1], extra);
                        }
                        return lease;
                    });
                    if (!kept[0])
                        windows.submitToKey(key, new LimitRecords.GiveBack(windowMillis, done.result()[1], extra));
                })
                .map(reply -> reply[0] > 0 ? 0L : reply[1]);
    }

    /** Takes one of {@code limit} in-flight slots of {@code key}; false when all are taken. */
    public Future<Boolean> tryAcquire(String key, int limit) {
        var now = clock.millis();
        var local = new boolean[1];
        slots.compute(key, (k, lease) -> {
            var current = lease == null ? new SlotLease() : lease;
            local[0] = current.useGranted(now);
            if (!local[0]) current.pending++;
            return current;
        });
        if (local[0]) return Future.succeededFuture(true);
        return call(inflight.submitToKey(key, new LimitRecords.Grant(member, limit)))
                .andThen(done -> slots.compute(key, (k, lease) -> {
                    lease.pending--;
                    if (done.succeeded() && done.result()) lease.grantedAndUsed(clock.millis());
                    return lease;
                }));
    }

    /** Ends a call holding a slot of {@code key}; the slot goes back to the cluster once unused for a moment. */
    public void release(String key) {
        slots.computeIfPresent(key, (k, lease) -> {
            lease.release(clock.millis());
            if (lease.surplusSince > 0) lingering.add(key);
            return lease;
        });
    }

    /**
     * How many in-flight slots of {@code key} are granted now, across the cluster: slots of running calls, plus
     * slots freed within the last 200 ms that a member has not given back yet.
     */
    public Future<Integer> held(String key) {
        return call(inflight.getAsync(key))
                .map(slots -> slots == null
                        ? 0
                        : slots.values().stream().mapToInt(Integer::intValue).sum());
    }

    /** Gives back lingering surplus slots; every second, events of ended buckets too, and forgets idle keys. */
    private void sweep() {
        var now = clock.millis();
        var due = List.copyOf(lingering);
        lingering.removeAll(due);
        for (var key : due) {
            var surplus = new int[1];
            slots.computeIfPresent(key, (k, lease) -> {
                surplus[0] = lease.surplusOlderThan(now, LINGER_MS);
                if (lease.surplusSince > 0) lingering.add(key);
                return lease.idle() ? null : lease;
            });
            if (surplus[0] > 0) inflight.submitToKey(key, new LimitRecords.Return(member, surplus[0]));
        }
        if (++ticks % (1000 / SWEEP_MS) == 0) {
            for (var key : tokens.keySet()) {
                var stale = new long[3];
                tokens.computeIfPresent(key, (k, lease) -> {
                    var bucket = BucketWindow.bucketOf(now, lease.window);
                    stale[1] = lease.countedBucket;
                    stale[2] = lease.window;
                    stale[0] = lease.roll(bucket);
                    return lease.idle(bucket) ? null : lease;
                });
                if (stale[0] > 0) windows.submitToKey(key, new LimitRecords.GiveBack(stale[2], stale[1], stale[0]));
            }
        }
    }

    /**
     * The outcome of a Hazelcast operation on the caller's Vert.x context. Its callbacks are handed straight to that
     * context: left to Hazelcast, they would run on its default executor, which on a machine of two cores or fewer
     * starts a new thread for each one (the common fork-join pool has parallelism 1 there): several per tool call.
     */
    private <T> Future<T> call(CompletionStage<T> stage) {
        var context = vertx.getOrCreateContext();
        Promise<T> outcome = Promise.promise();
        stage.whenCompleteAsync(
                (value, failure) -> {
                    if (failure == null) outcome.complete(value);
                    else outcome.fail(failure);
                },
                task -> context.runOnContext(v -> task.run()));
        return outcome.future();
    }

    private static HazelcastInstance hazelcast(Vertx vertx) {
        if (((VertxInternal) vertx).clusterManager() instanceof HazelcastClusterManager manager) {
            return manager.getHazelcastInstance();
        }
        throw new IllegalStateException("shared limits need a Vert.x clustered with Hazelcast");
    }
}
