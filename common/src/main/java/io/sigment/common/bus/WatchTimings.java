package io.sigment.common.bus;

import java.time.Duration;

/**
 * How a {@link WatchedRequest} watches its worker: the first liveness check {@code firstCheckAfter} the send (the
 * worker's first beat must have had time to land), then one every {@code checkEvery}; after a silence, the request is
 * sent again {@code retryAfter} later, for up to {@code recovery}.
 */
record WatchTimings(Duration firstCheckAfter, Duration checkEvery, Duration retryAfter, Duration recovery) {
    static final WatchTimings DEFAULT =
            new WatchTimings(WorkHeartbeat.LASTS, Duration.ofSeconds(5), Duration.ofSeconds(2), Duration.ofMinutes(2));
}
