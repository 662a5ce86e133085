package io.sigment.analytics.analyses;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The stored results of completed snapshots, kept in memory once read: a completed snapshot never changes, so
 * nothing here goes stale. At most {@link #KEPT} results (least recently used leave first).
 */
public final class SnapshotResults {
    static final int KEPT = 64;

    private final AnalysesStore store;
    private final Map<String, JsonObject> kept = new LinkedHashMap<>(KEPT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, JsonObject> eldest) {
            return size() > KEPT;
        }
    };

    public SnapshotResults(AnalysesStore store) {
        this.store = store;
    }

    /** The result of a completed snapshot (do not change it: it is shared). */
    public Future<Optional<JsonObject>> of(String snapshotId) {
        synchronized (kept) {
            var result = kept.get(snapshotId);
            if (result != null) return Future.succeededFuture(Optional.of(result));
        }
        return store.result(snapshotId)
                .map(stored -> stored.map(text -> {
                    var result = new JsonObject(text);
                    remember(snapshotId, result);
                    return result;
                }));
    }

    void remember(String snapshotId, JsonObject result) {
        synchronized (kept) {
            kept.put(snapshotId, result);
        }
    }
}
