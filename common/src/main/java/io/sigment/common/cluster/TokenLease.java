package io.sigment.common.cluster;

/**
 * Events of one rolling window this member has counted in the cluster record but not used yet: a busy key
 * takes several at once and spends them here without asking the cluster. They are good only within the
 * bucket they were counted in; what is left when the bucket ends is given back. Changed only inside
 * {@code ConcurrentHashMap.compute} of its key.
 */
final class TokenLease {
    final long window;
    long bucket;
    long countedBucket;
    long left;
    int pending;
    long usedThisBucket;
    long usedLastBucket;

    TokenLease(long window, long bucket) {
        this.window = window;
        this.bucket = bucket;
    }

    /**
     * Moves the lease to {@code now}'s bucket; returns the events left from an earlier bucket (to give back,
     * in {@link #countedBucket} as it was before the call) or 0.
     */
    long roll(long nowBucket) {
        if (nowBucket <= bucket) return 0;
        usedLastBucket = nowBucket == bucket + 1 ? usedThisBucket : 0;
        usedThisBucket = 0;
        bucket = nowBucket;
        var stale = left;
        left = 0;
        return stale;
    }

    boolean useLeft() {
        if (left <= 0) return false;
        left--;
        usedThisBucket++;
        return true;
    }

    /** How many to ask for: one, or a quarter of the recent pace, at most 1% of the limit. */
    long want(long limit) {
        return Math.max(1, Math.min(limit / 100, Math.max(usedLastBucket, usedThisBucket) / 4));
    }

    /** Adds {@code extra} events counted in {@code counted}; false (give them back) if they cannot be kept. */
    boolean keep(long requestBucket, long counted, long extra) {
        if (requestBucket != bucket || (left > 0 && counted != countedBucket)) return false;
        countedBucket = counted;
        left += extra;
        return true;
    }

    boolean idle(long nowBucket) {
        return left == 0 && pending == 0 && nowBucket > bucket + 1;
    }
}
