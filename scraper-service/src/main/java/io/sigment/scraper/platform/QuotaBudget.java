package io.sigment.scraper.platform;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.LocalDate;
import java.time.ZoneId;

/**
 * YouTube quota units this deployment may spend per day (Google resets quotas at midnight Pacific time).
 * The count lives in a Vert.x shared counter, cluster-wide when clustered, so every scraper replica shares it.
 */
final class QuotaBudget {
  private static final ZoneId PACIFIC = ZoneId.of("America/Los_Angeles");

  private final Vertx vertx;
  private final long dailyUnits;

  QuotaBudget(Vertx vertx, long dailyUnits) {
    this.vertx = vertx;
    this.dailyUnits = dailyUnits;
  }

  /** Takes {@code units} from today's budget, or fails (taking nothing) if they are not there. */
  Future<Void> spend(int units) {
    // Fetch the counter per call: a cached counter whose entry expired throws on increment.
    return vertx.sharedData().getCounter("sigment.scraper.youtube-quota." + LocalDate.now(PACIFIC))
        .compose(counter -> counter.addAndGet(units).compose(total -> {
          if (total <= dailyUnits) return Future.succeededFuture();
          return counter.addAndGet(-units).compose(v -> Future.failedFuture(exhausted()));
        }));
  }

  PlatformFailure exhausted() {
    return new PlatformFailure(PlatformFailure.Reason.QUOTA, "YouTube daily quota used up: the "
        + dailyUnits + " units Sigment may spend today are spent. It resets at midnight Pacific time.");
  }
}
