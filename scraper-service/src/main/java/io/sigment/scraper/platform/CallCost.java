package io.sigment.scraper.platform;

import io.sigment.common.Platform;
import io.sigment.common.api.scraper.PlatformCost;
import io.vertx.core.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts what calls to one platform spend (a scrape's, a topic search's), passing each on to the workspace's share:
 * provider runs and the results they returned, or YouTube quota units. {@link #drain} hands over what was counted
 * since the last drain, so a scrape's stored totals grow as it goes and survive a crash up to the last drain.
 */
public final class CallCost implements SpendMeter {
    private final boolean youtube;
    private final SpendMeter share;
    private final AtomicLong runs = new AtomicLong();
    private final AtomicLong results = new AtomicLong();
    private final AtomicLong units = new AtomicLong();

    public CallCost(Platform platform, SpendMeter share) {
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

    public PlatformCost drain() {
        return new PlatformCost(runs.getAndSet(0), results.getAndSet(0), units.getAndSet(0));
    }
}
