package io.sigment.accounts.testing;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock a test sets: follows the system clock until {@link #set} pins it, {@link #reset} unpins it. */
public final class MovableClock extends Clock {
  private volatile Instant pinned;

  public void set(Instant instant) {
    pinned = instant;
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
