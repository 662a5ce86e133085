package io.sigment.lists;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/** Times as PostgreSQL keeps them (UTC, microseconds), so a value written and read back compares equal. */
public final class StoredTime {
  private StoredTime() {
  }

  public static OffsetDateTime now(Clock clock) {
    return OffsetDateTime.ofInstant(clock.instant().truncatedTo(ChronoUnit.MICROS), ZoneOffset.UTC);
  }
}
