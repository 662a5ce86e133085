package io.sigment.accounts.keys;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Records when API keys were last used, in batches: verifying a key stays a read, and the keys used since the last
 * flush get their {@code last_used_at} in one statement a second. A key already marked within the last minute is
 * not marked again. A crash loses at most the last second's marks: {@code last_used_at} tells a user which keys are
 * in use, it authorizes nothing. (Marking inside each check made a burst of first calls, e.g. 1,250 agents arriving
 * at once, wait for a WAL flush each.)
 */
final class KeyUses {
    static final Duration FLUSH_EVERY = Duration.ofSeconds(1);
    private static final Duration REMARK_AFTER = Duration.ofMinutes(1);

    private final ApiKeysStore keys;
    private final Clock clock;
    private final Set<String> pending = ConcurrentHashMap.newKeySet();

    KeyUses(Vertx vertx, ApiKeysStore keys, Clock clock) {
        this.keys = keys;
        this.clock = clock;
        vertx.setPeriodic(FLUSH_EVERY.toMillis(), tick -> flush());
    }

    /** Notes that an active key was used now, unless it was marked within the last minute. */
    void used(ApiKeysStore.StoredKey key) {
        var last = key.lastUsedAt();
        if (key.revoked()
                || last != null && last.toInstant().isAfter(clock.instant().minus(REMARK_AFTER))) return;
        pending.add(key.keyId());
    }

    /** Writes the pending marks; the ones a failed write carried are tried again at the next flush. */
    Future<Void> flush() {
        if (pending.isEmpty()) return Future.succeededFuture();
        var batch = List.copyOf(pending);
        pending.removeAll(batch);
        return keys.markUsed(batch).onFailure(failed -> pending.addAll(batch));
    }
}
