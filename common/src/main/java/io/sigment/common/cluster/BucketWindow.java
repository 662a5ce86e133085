package io.sigment.common.cluster;

/**
 * Events per rolling window (pure arithmetic): the window is cut into {@value #BUCKETS} buckets and an event
 * counts in its bucket and the {@value #BUCKETS} before it, so it is counted for between one window and one
 * window plus one bucket after it happened. Hence no span of one window ever holds more than the limit (an
 * event inside the span is always still counted), and an event stops counting at most one bucket (1/60 of
 * the window: 1 s of a minute) later than strictly needed. State: {@code long[]{newestBucket, counts...}}
 * with the counts in a ring of {@value #BUCKETS}+1 slots, small and serializable.
 */
public final class BucketWindow {
    static final int BUCKETS = 60;
    private static final int RING = BUCKETS + 1;

    private BucketWindow() {}

    /** The bucket holding {@code now} for a window of {@code window} ms. */
    public static long bucketOf(long now, long window) {
        return Math.floorDiv(now, width(window));
    }

    static long width(long window) {
        return Math.max(1, window / BUCKETS);
    }

    /**
     * A copy of {@code state} whose newest bucket is {@code bucket} (buckets that left the window emptied). A
     * caller whose clock is behind the newest bucket counts in the newest one: later, so longer, never shorter.
     */
    static long[] advance(long[] state, long bucket) {
        if (state == null || state.length != RING + 1) {
            var fresh = new long[RING + 1];
            fresh[0] = bucket;
            return fresh;
        }
        var next = state.clone();
        if (bucket <= next[0]) return next;
        var steps = Math.min(bucket - next[0], RING);
        for (long step = 1; step <= steps; step++) next[slot(next[0] + step)] = 0;
        next[0] = bucket;
        return next;
    }

    static long count(long[] state) {
        long total = 0;
        for (int i = 1; i < state.length; i++) total += state[i];
        return total;
    }

    /** Counts up to {@code want} events in the newest bucket while the total stays within {@code limit}. */
    static long take(long[] state, long want, long limit) {
        var granted = Math.min(want, limit - count(state));
        if (granted <= 0) return 0;
        state[slot(state[0])] += granted;
        return granted;
    }

    /** Uncounts {@code n} events taken in {@code bucket} but never used (nothing if it left the window). */
    static void giveBack(long[] state, long bucket, long n) {
        if (n <= 0 || bucket > state[0] || bucket <= state[0] - RING) return;
        var slot = slot(bucket);
        state[slot] = Math.max(0, state[slot] - n);
    }

    /** Milliseconds from {@code now} until one more event fits: until enough of the oldest buckets leave. */
    static long waitMillis(long[] state, long now, long window, long limit) {
        var width = width(window);
        var total = count(state);
        for (long bucket = state[0] - RING + 1; bucket <= state[0]; bucket++) {
            total -= state[slot(bucket)];
            if (total + 1 <= limit) return Math.max(1, (bucket + RING) * width - now);
        }
        return window + width;
    }

    private static int slot(long bucket) {
        return 1 + (int) Math.floorMod(bucket, RING);
    }
}
