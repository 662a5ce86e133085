package io.sigment.common.db;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/**
 * Times as PostgreSQL keeps them ({@code timestamptz}: UTC, microseconds), so a value written and read back
 * compares equal, and the one text replies show them in (ISO-8601 UTC, {@code 2026-01-02T03:04:05Z}).
 */
public final class StoredTime {
    private StoredTime() {}

    /** The clock's instant as stored. */
    public static OffsetDateTime now(Clock clock) {
        return of(clock.instant());
    }

    /** {@code instant} as stored. */
    public static OffsetDateTime of(Instant instant) {
        return OffsetDateTime.ofInstant(instant.truncatedTo(ChronoUnit.MICROS), ZoneOffset.UTC);
    }

    /** A stored time as replies show it; null stays null. */
    public static String text(OffsetDateTime time) {
        return time == null ? null : time.toInstant().toString();
    }
}
