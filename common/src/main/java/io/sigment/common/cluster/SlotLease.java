package io.sigment.common.cluster;

/**
 * The in-flight slots of one key this member holds: granted by the cluster record, used by calls running
 * here. Calls reuse granted slots without asking the cluster; slots unused for a moment go back. Changed
 * only inside {@code ConcurrentHashMap.compute} of its key, so it needs no lock of its own.
 */
final class SlotLease {
    int granted;
    int used;
    int pending;
    long surplusSince;

    /** Takes a slot already granted here, if one is free. */
    boolean useGranted(long now) {
        if (used >= granted) return false;
        used++;
        noteSurplus(now);
        return true;
    }

    void grantedAndUsed(long now) {
        granted++;
        used++;
        noteSurplus(now);
    }

    /** Ends one call: its slot stays granted here for the next call, until it has been unused for a moment. */
    void release(long now) {
        used = Math.max(0, used - 1);
        noteSurplus(now);
    }

    /** Slots granted here but unused since at least {@code linger} ms: taken off this lease, to give back. */
    int surplusOlderThan(long now, long linger) {
        if (granted <= used || surplusSince == 0 || now - surplusSince < linger) return 0;
        var surplus = granted - used;
        granted = used;
        surplusSince = 0;
        return surplus;
    }

    boolean idle() {
        return granted == 0 && used == 0 && pending == 0;
    }

    private void noteSurplus(long now) {
        if (used >= granted) {
            surplusSince = 0;
        } else if (surplusSince == 0) {
            surplusSince = now;
        }
    }
}
