package io.sigment.jobs.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The scrape slots follow what the scrapers carry unless set (issue 44: 4 slots kept jobs queued for minutes). */
class ScrapeSlotsTest {
    @Test
    void unset_they_are_twice_the_scrapers_requests_in_flight_per_platform() {
        assertThat(JobEngine.scrapeSlots(Config.of(Map.of()))).isEqualTo(16);
        assertThat(JobEngine.scrapeSlots(Config.of(Map.of()).with(Setting.SCRAPER_CONCURRENCY, 5)))
                .isEqualTo(10);
    }

    @Test
    void a_set_value_wins_even_zero() {
        assertThat(JobEngine.scrapeSlots(Config.of(Map.of()).with(Setting.JOBS_SCRAPE_SLOTS, 4)))
                .isEqualTo(4);
        assertThat(JobEngine.scrapeSlots(Config.of(Map.of()).with(Setting.JOBS_SCRAPE_SLOTS, 0)))
                .isZero();
    }
}
