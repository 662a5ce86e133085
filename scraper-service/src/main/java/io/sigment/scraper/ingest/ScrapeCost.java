package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.sigment.scraper.platform.SpendMeter;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts what one attempt of a scrape spends on its platform, passing each call on to the workspace's share:
 * provider runs and the results they returned, or YouTube quota units. {@link #drain} hands over what was counted
 * since the last drain, so the scrape's stored totals grow as it goes and survive a crash up to the last drain.
 */
final class ScrapeCost implements SpendMeter {
  /** Spending of a scrape, or of part of one. */
  record Spend(long providerRuns, long providerResults, long youtubeUnits) {
    JsonObject toJson() {
      return new JsonObject().put("provider_runs", providerRuns).put("provider_results", providerResults)
          .put("youtube_units", youtubeUnits);
    }
  }

  private final boolean youtube;
  private final SpendMeter share;
  private final AtomicLong runs = new AtomicLong();
  private final AtomicLong results = new AtomicLong();
  private final AtomicLong units = new AtomicLong();

  ScrapeCost(Platform platform, SpendMeter share) {
    this.youtube = platform == Platform.YOUTUBE;
    this.share = share;
  }

  @Override
  public Future<Void> spent(long spent) {
    (youtube ? units : runs).addAndGet(spent);
    return share.spent(spent);
  }

  @Override
  public void returned(long count) {
    results.addAndGet(count);
    share.returned(count);
  }

  Spend drain() {
    return new Spend(runs.getAndSet(0), results.getAndSet(0), units.getAndSet(0));
  }
}
