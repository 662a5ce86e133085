package io.sigment.scraper.people;

import io.sigment.common.ops.Log;
import io.vertx.core.Vertx;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Logger;

/** Runs the retention sweep every few minutes (and once soon after start), one sweep at a time per replica. */
public final class RetentionSchedule {
    private static final Logger LOG = Logger.getLogger(RetentionSchedule.class.getName());
    private static final long FIRST_DELAY_MS = 30_000;

    private final Vertx vertx;
    private final RetentionSweeper sweeper;
    private final AtomicBoolean sweeping = new AtomicBoolean();
    private final long first;
    private final long periodic;

    public RetentionSchedule(Vertx vertx, RetentionSweeper sweeper, int everySeconds) {
        this.vertx = vertx;
        this.sweeper = sweeper;
        first = vertx.setTimer(Math.min(FIRST_DELAY_MS, everySeconds * 1000L), id -> sweepNow());
        periodic = vertx.setPeriodic(everySeconds * 1000L, id -> sweepNow());
    }

    private void sweepNow() {
        if (!sweeping.compareAndSet(false, true)) return;
        sweeper.sweep()
                .onSuccess(swept -> {
                    if (swept.engagerSets() + swept.personKeys() > 0) {
                        Log.info(
                                LOG,
                                "retention sweep",
                                Map.of(
                                        "engager_sets_deleted",
                                        swept.engagerSets(),
                                        "person_keys_deleted",
                                        swept.personKeys()));
                    }
                })
                .onFailure(cause -> Log.warn(LOG, "retention sweep failed; the next one retries", Map.of(), cause))
                .onComplete(done -> sweeping.set(false));
    }

    public void stop() {
        vertx.cancelTimer(first);
        vertx.cancelTimer(periodic);
    }
}
