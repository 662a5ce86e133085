package io.sigment.common.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The one clock tests move: follows the system clock until {@link #set} or {@link #advance} pins it,
 * {@link #reset} unpins it. Services take a {@link Clock}; tests hand them this one.
 */
public final class MovableClock extends Clock {
    private volatile Instant pinned;

    public void set(Instant instant) {
        pinned = instant;
    }

    /** Pins the clock {@code by} later than it reads now. */
    public void advance(Duration by) {
        pinned = instant().plus(by);
    }

    public void reset() {
        pinned = null;
    }

    @Override
    public Instant instant() {
        var now = pinned;
        return now == null ? Instant.now() : now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("UTC only");
    }
}
