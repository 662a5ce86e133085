package io.sigment.scraper.people;

import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * Storage limitation for engagers: posts' engager sets fetched more than the retention window ago are deleted, then
 * the keys of people not seen in any engager set fetched within the window (a day's margin: a key is marked seen by
 * day), then erasures interrupted part way are continued, and an erased person's id is removed again from sets a
 * scrape wrote while the erasure ran. Bounded
 * batches, each its own transaction; every replica may sweep at once (batches skip each other's rows, and a delete
 * done twice deletes nothing more).
 */
public final class RetentionSweeper {
    /** How far back an erased id is looked for in sets written after the erasure, and how long it is kept. */
    static final Duration ERASURE_AFTERMATH = Duration.ofDays(1);
    /**
     * A set's fetch time is its write transaction's start, which may come a little before the erasure it overlapped.
     */
    static final Duration WRITE_MARGIN = Duration.ofMinutes(10);
    /** Pages of people one batch walks. */
    static final long PAGES = 2_000;

    private final RetentionStore store;
    private final PrivacyStore privacy;
    private final PrivacyMetrics metrics;
    private final Clock clock;
    private final Duration window;
    private final int batch;

    public RetentionSweeper(
            RetentionStore store,
            PrivacyStore privacy,
            PrivacyMetrics metrics,
            Clock clock,
            int retentionDays,
            int batch) {
        if (retentionDays < 31) {
            throw new IllegalArgumentException(
                    "SIGMENT_ENGAGERS_RETENTION_DAYS must be at least 31 (the spec's re-analysis "
                            + "price looks 30 days back), got " + retentionDays);
        }
        this.store = store;
        this.privacy = privacy;
        this.metrics = metrics;
        this.clock = clock;
        this.window = Duration.ofDays(retentionDays);
        this.batch = batch;
    }

    /** One sweep: everything past the window, batch after batch. Returns engager sets and keys deleted. */
    public Future<Swept> sweep() {
        var cutoff = StoredTime.now(clock).minus(window);
        var seenBefore = LocalDate.ofInstant(cutoff.toInstant(), ZoneOffset.UTC).minusDays(1);
        return expire(cutoff, 0)
                .compose(sets -> store.peoplePages()
                        .compose(pages -> drop(seenBefore, 0, pages, 0))
                        .map(keys -> new Swept(sets, keys)))
                .compose(swept -> unfinishedErasures().map(swept))
                .compose(swept -> erasedAgain().map(swept))
                .compose(swept -> privacy.keysHeld().map(held -> {
                    metrics.held(held);
                    return swept;
                }))
                .compose(swept -> privacy.erasures().map(done -> {
                    metrics.erasures(done);
                    return swept;
                }));
    }

    /** What one sweep deleted. */
    public record Swept(int engagerSets, int personKeys) {}

    private Future<Integer> expire(java.time.OffsetDateTime cutoff, int sofar) {
        return store.expireEngagers(cutoff, batch).compose(deleted -> {
            metrics.setsExpired(deleted);
            return deleted < batch ? Future.succeededFuture(sofar + deleted) : expire(cutoff, sofar + deleted);
        });
    }

    private Future<Integer> drop(LocalDate seenBefore, long from, long pages, int sofar) {
        if (from > pages) return Future.succeededFuture(sofar);
        return store.dropUnseen(seenBefore, from, from + PAGES).compose(deleted -> {
            metrics.keysExpired(deleted);
            return drop(seenBefore, from + PAGES, pages, sofar + deleted);
        });
    }

    /** Continues erasures whose sweep of the engager sets was interrupted, batch after batch. */
    private Future<Void> unfinishedErasures() {
        return privacy.unswept().compose(unswept -> {
            Future<Void> chain = Future.succeededFuture();
            for (var erased : unswept) {
                chain = chain.compose(v -> privacy.sweepAll(erased.platform(), erased.personId(), batch)
                        .mapEmpty());
            }
            return chain;
        });
    }

    private Future<Void> erasedAgain() {
        var now = StoredTime.now(clock);
        return privacy.recentErasures(now.minus(ERASURE_AFTERMATH)).compose(recent -> {
            Future<Void> chain = Future.succeededFuture();
            for (var erased : recent) {
                chain = chain.compose(v -> privacy.removeFromEngagers(
                                erased.platform(),
                                erased.personId(),
                                erased.erasedAt().minus(WRITE_MARGIN))
                        .mapEmpty());
            }
            return chain;
        });
    }
}
