package io.sigment.common.cluster;

import com.hazelcast.map.EntryProcessor;
import com.hazelcast.map.ExtendedMapEntry;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The cluster-wide records behind {@link SharedLimits}, each changed by one atomic Hazelcast entry operation
 * on the member that owns the key: events per window ({@link BucketWindow} state) and in-flight slots granted
 * to each member. They run on whichever member owns the key, so they live in {@code common}.
 */
final class LimitRecords {
    private static final long SLOT_TTL_MINUTES = 10;

    private LimitRecords() {}

    /**
     * Counts up to {@code want} events now if they fit; answers {@code {granted, bucket counted in}}, or
     * {@code {0, milliseconds until one fits}}.
     */
    record Take(long now, long window, long limit, long want) implements EntryProcessor<String, long[], long[]> {
        @Override
        public long[] process(Map.Entry<String, long[]> entry) {
            var state = BucketWindow.advance(entry.getValue(), BucketWindow.bucketOf(now, window));
            var granted = BucketWindow.take(state, want, limit);
            store(entry, state, window);
            return granted > 0
                    ? new long[] {granted, state[0]}
                    : new long[] {0, BucketWindow.waitMillis(state, now, window, limit)};
        }
    }

    /** Uncounts {@code count} events taken in {@code bucket} and never used. */
    record GiveBack(long window, long bucket, long count) implements EntryProcessor<String, long[], Boolean> {
        @Override
        public Boolean process(Map.Entry<String, long[]> entry) {
            if (entry.getValue() == null) return false;
            var state = entry.getValue().clone();
            BucketWindow.giveBack(state, bucket, count);
            store(entry, state, window);
            return true;
        }
    }

    private static void store(Map.Entry<String, long[]> entry, long[] state, long window) {
        ((ExtendedMapEntry<String, long[]>) entry)
                .setValue(state, 2 * window + BucketWindow.width(window), TimeUnit.MILLISECONDS);
    }

    /** Grants {@code member} one more slot if fewer than {@code limit} are granted in all. */
    record Grant(String member, int limit) implements EntryProcessor<String, HashMap<String, Integer>, Boolean> {
        @Override
        public Boolean process(Map.Entry<String, HashMap<String, Integer>> entry) {
            var slots = entry.getValue() == null ? new HashMap<String, Integer>() : entry.getValue();
            if (slots.values().stream().mapToInt(Integer::intValue).sum() >= limit) return false;
            slots.merge(member, 1, Integer::sum);
            ((ExtendedMapEntry<String, HashMap<String, Integer>>) entry)
                    .setValue(slots, SLOT_TTL_MINUTES, TimeUnit.MINUTES);
            return true;
        }
    }

    /** Takes back {@code count} of the slots granted to {@code member}. */
    record Return(String member, int count) implements EntryProcessor<String, HashMap<String, Integer>, Boolean> {
        @Override
        public Boolean process(Map.Entry<String, HashMap<String, Integer>> entry) {
            var slots = entry.getValue();
            if (slots == null || !slots.containsKey(member)) return false;
            if (slots.merge(member, -count, Integer::sum) <= 0) slots.remove(member);
            entry.setValue(slots.isEmpty() ? null : slots);
            return true;
        }
    }

    /** Takes back every slot granted to a member that left the cluster. */
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
