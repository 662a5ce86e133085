package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Whether a stored profile is fresh (24 hours) is decided by the service's clock, not the machine's. */
class ProfileFreshnessTest {
    private static final ScraperFixture FIX = new ScraperFixture();

    @AfterAll
    static void close() {
        FIX.close();
    }

    @Test
    void a_profile_fetched_a_day_ago_by_the_service_clock_is_fetched_again() {
        var target = FIX.emulator.world().platform(Platform.YOUTUBE).creators().get(0);
        var args = new JsonObject().put("platform", "youtube").put("creator_id", target.id());
        var first = fetchedAt(args);
        assertThat(fetchedAt(args)).as("fresh: served from the catalog").isEqualTo(first);

        FIX.clock.advance(Duration.ofHours(25));
        assertThat(fetchedAt(args)).as("stale: fetched again").isAfter(first);
    }

    private static Instant fetchedAt(JsonObject args) {
        return Instant.parse(FIX.request("get_creator", args).getString("profile_fetched_at"));
    }
}
