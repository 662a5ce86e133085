package io.sigment.scraper.ingest;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * Writes posts' engager sets in group commits: while a transaction runs, the posts that finish fetching queue
 * up and go together in the next one (one batch of upserts, one commit), at most
 * {@value #WRITERS} transactions at a time. A post queued twice waits for a later batch.
 */
public final class EngagementWrites {
    static final int WRITERS = 2;

    private record Pending(PostEngagers rows, Promise<Void> promise) {}

    private final EngagementStore store;
    private final List<Pending> queued = new ArrayList<>();
    private int writing;

    public EngagementWrites(EngagementStore store) {
        this.store = store;
    }

    public Future<Void> replace(PostEngagers rows) {
        var pending = new Pending(rows, Promise.promise());
        synchronized (this) {
            queued.add(pending);
        }
        startIfIdle();
        return pending.promise().future();
    }

    private void startIfIdle() {
        List<Pending> batch = new ArrayList<>();
        synchronized (this) {
            if (writing >= WRITERS || queued.isEmpty()) return;
            var posts = new HashSet<Long>();
            for (var it = queued.iterator(); it.hasNext(); ) {
                var next = it.next();
                if (posts.add(next.rows().postId())) {
                    batch.add(next);
                    it.remove();
                }
            }
            writing++;
        }
        store.replaceEngagers(batch.stream().map(Pending::rows).toList()).onComplete(result -> {
            for (var p : batch) p.promise().handle(result);
            synchronized (this) {
                writing--;
            }
            startIfIdle();
        });
    }
}
