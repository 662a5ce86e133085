package io.sigment.common.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class StoredTimeTest {

    @Test
    void times_are_utc_microseconds_like_timestamptz() {
        var clock = Clock.fixed(Instant.parse("2026-01-02T03:04:05.123456789Z"), ZoneOffset.ofHours(2));
        assertThat(StoredTime.now(clock)).isEqualTo(OffsetDateTime.parse("2026-01-02T03:04:05.123456Z"));
        assertThat(StoredTime.of(Instant.parse("2026-01-02T03:04:05.000000999Z"))
                        .getOffset())
                .isEqualTo(ZoneOffset.UTC);
    }

    @Test
    void text_is_iso_utc_whatever_the_offset_and_null_stays_null() {
        assertThat(StoredTime.text(OffsetDateTime.parse("2026-01-02T05:04:00+02:00")))
                .isEqualTo("2026-01-02T03:04:00Z");
        assertThat(StoredTime.text(null)).isNull();
    }
}
