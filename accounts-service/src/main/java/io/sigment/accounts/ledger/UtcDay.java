package io.sigment.accounts.ledger;

import java.time.Clock;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** The UTC calendar day of the daily agent spend cap: from midnight UTC to the next. */
public record UtcDay(LocalDate date) {

    public static UtcDay today(Clock clock) {
        return new UtcDay(LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC));
    }

    public OffsetDateTime start() {
        return date.atStartOfDay().atOffset(ZoneOffset.UTC);
    }

    public OffsetDateTime end() {
        return start().plusDays(1);
    }
}
