package io.sigment.analytics.selection;

import io.sigment.analytics.engine.CreatorSample;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The decoded frozen samples of the snapshots optimized most recently, at most {@code capacity} of them (least
 * recently used leave first). A snapshot's samples never change, so an entry is never stale. Thread-safe: read
 * on the event loop, filled from worker threads.
 */
final class DecodedSnapshots {
    private final Map<String, List<CreatorSample>> recent;

    DecodedSnapshots(int capacity) {
        this.recent = new LinkedHashMap<>(capacity * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, List<CreatorSample>> eldest) {
                return size() > capacity;
            }
        };
    }

    synchronized Optional<List<CreatorSample>> get(String snapshotId) {
        return Optional.ofNullable(recent.get(snapshotId));
    }

    /** Keeps {@code samples} as the snapshot's and returns them. */
    synchronized List<CreatorSample> remember(String snapshotId, List<CreatorSample> samples) {
        var kept = List.copyOf(samples);
        recent.put(snapshotId, kept);
        return kept;
    }
}
