package io.sigment.scraper.platform;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.shareddata.Counter;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;

/**
 * Units spent today out of a daily limit, in a Vert.x shared counter (cluster-wide when clustered, so every
 * scraper replica shares it); "today" is the day in {@code zone}, whose midnight resets it.
 */
public final class DailyCounter {
    private final Vertx vertx;
    private final String name;
    private final ZoneId zone;
    private final Clock clock;

    public DailyCounter(Vertx vertx, String name, ZoneId zone, Clock clock) {
        this.vertx = vertx;
        this.name = name;
        this.zone = zone;
        this.clock = clock;
    }

    /** Takes {@code units} from today's {@code limit}; false (taking nothing) if they are not there. */
    public Future<Boolean> take(long units, long limit) {
        return today().compose(counter -> counter.addAndGet(units)
                .compose(total -> total <= limit
                        ? Future.succeededFuture(true)
                        : counter.addAndGet(-units).map(false)));
    }

    /** Adds {@code units} spent whatever the limit (work already under way); today's total. */
    public Future<Long> add(long units) {
        return today().compose(counter -> counter.addAndGet(units));
    }

    /** Units spent today. */
    public Future<Long> used() {
        return today().compose(Counter::get);
    }

    private Future<Counter> today() {
        // Fetch the counter per call: a cached counter whose entry expired throws on increment. Clustered, fetching it
        // waits for the cluster (Hazelcast creates it with a blocking call), so it is fetched off the event loop: under
        // load that wait blocked an event loop for two minutes (LongPollsAtScaleIT at 10,000 waits with held jobs).
        var today = name + "." + LocalDate.ofInstant(clock.instant(), zone);
        return vertx.executeBlocking(() -> vertx.sharedData().getCounter(today)).compose(counter -> counter);
    }
}
