package io.sigment.scraper.platform;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.Clock;
import java.time.ZoneId;

/**
 * YouTube quota units this deployment may spend per day (Google resets quotas at midnight Pacific time).
 * The count lives in a Vert.x shared counter, cluster-wide when clustered, so every scraper replica shares it.
 */
final class QuotaBudget {
    static final ZoneId PACIFIC = ZoneId.of("America/Los_Angeles");

    private final DailyCounter spent;
    private final long dailyUnits;

    QuotaBudget(Vertx vertx, long dailyUnits, Clock clock) {
        this.spent = new DailyCounter(vertx, "sigment.scraper.youtube-quota", PACIFIC, clock);
        this.dailyUnits = dailyUnits;
    }

    /** Units spent today. */
    Future<Long> used() {
        return spent.used();
    }

    /** Takes {@code units} from today's budget, or fails (taking nothing) if they are not there. */
    Future<Void> spend(int units) {
        return spent.take(units, dailyUnits)
                .compose(taken -> taken ? Future.<Void>succeededFuture() : Future.failedFuture(exhausted()));
    }

    PlatformFailure exhausted() {
        return new PlatformFailure(
                PlatformFailure.Reason.QUOTA,
                "YouTube daily quota used up: the " + dailyUnits
                        + " units Sigment may spend today are spent. It resets at midnight Pacific time.");
    }
}
