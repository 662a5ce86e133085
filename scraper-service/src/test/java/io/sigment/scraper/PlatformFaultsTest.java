package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.emulator.http.FaultInjection;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

class PlatformFaultsTest {

    private static JsonObject scrapeOne(ScraperFixture fix, Platform platform, String id, int creator) {
        var handle =
                fix.emulator.world().platform(platform).creators().get(creator).handle();
        return new JsonObject()
                .put("scrape_id", id)
                .put("platform", platform.key())
                .put("handles", ScraperFixture.handles(handle))
                .put("posts_per_creator", 6)
                .put("engagers_per_post", 50);
    }

    @Test
    void a_429_is_retried_after_the_seconds_its_retry_after_header_asks_for() {
        try (var fix = new ScraperFixture()) {
            var creator =
                    fix.emulator.world().platform(Platform.INSTAGRAM).creators().get(3);
            fix.emulator.faults().set(new FaultInjection(0, 0, 0, 1, false));
            fix.emulator.faults().failNext(1, 429);
            long before = fix.emulator.faults().requests();
            long start = System.nanoTime();
            var reply = fix.request(
                    "get_creator", new JsonObject().put("platform", "instagram").put("creator_id", creator.handle()));
            long waitedMs = (System.nanoTime() - start) / 1_000_000;
            assertThat(reply.getString("id")).isEqualTo(creator.id());
            assertThat(waitedMs).as("Retry-After: 1 was honoured").isGreaterThanOrEqualTo(1000);
            assertThat(fix.emulator.faults().requests() - before)
                    .as("429, retried profile, demographics")
                    .isEqualTo(3);
        }
    }

    @Test
    void repeated_5xx_are_retried_then_the_breaker_opens_and_the_scrape_fails_with_the_reason() {
        try (var fix = new ScraperFixture(c -> c.with(Setting.SCRAPER_RETRIES, 2)
                .with(Setting.SCRAPER_BREAKER_FAILURES, 2)
                .with(Setting.SCRAPER_BREAKER_RESET_MS, 60_000))) {
            fix.emulator.faults().set(new FaultInjection(0, 1, 0, 1, false));
            long before = fix.emulator.faults().requests();
            var first = fix.failure("scrape", scrapeOne(fix, Platform.INSTAGRAM, "s-1", 1));
            assertThat(first).isInstanceOf(ToolError.class);
            assertThat(((ToolError) first).kind()).isEqualTo(ToolError.Kind.UNAVAILABLE);
            assertThat(first.getMessage())
                    .startsWith("Sigment is busy: scrape s-1 of Instagram stopped")
                    .contains("did not answer successfully after 3 attempts (last: HTTP 503)");
            assertThat(fix.emulator.faults().requests() - before)
                    .as("one call and two retries")
                    .isEqualTo(3);
            fix.failure("scrape", scrapeOne(fix, Platform.INSTAGRAM, "s-2", 2));

            long sent = fix.emulator.faults().requests();
            var open = fix.failure("scrape", scrapeOne(fix, Platform.INSTAGRAM, "s-3", 3));
            assertThat(open.getMessage())
                    .contains("Instagram is not answering")
                    .contains("paused calls to it after repeated failures (last: HTTP 503)");
            assertThat(fix.emulator.faults().requests())
                    .as("an open breaker sends nothing: fails fast")
                    .isEqualTo(sent);
        }
    }

    @Test
    void quota_exhausted_at_the_platform_fails_the_scrape_with_a_clear_reason() {
        try (var fix = new ScraperFixture()) {
            fix.emulator.faults().set(new FaultInjection(0, 0, 0, 1, true));
            var failure = fix.failure("scrape", scrapeOne(fix, Platform.YOUTUBE, "q-1", 4));
            assertThat(failure.getMessage())
                    .contains("YouTube daily quota exceeded")
                    .contains("resets at midnight Pacific time");
            var provider = fix.failure("scrape", scrapeOne(fix, Platform.TIKTOK, "q-2", 4));
            assertThat(provider.getMessage()).contains("HTTP 402").contains("monthly usage limit");
        }
    }

    @Test
    void our_own_youtube_quota_budget_stops_calls_before_they_are_sent() {
        try (var fix = new ScraperFixture(c -> c.with(Setting.YOUTUBE_DAILY_QUOTA, 3))) {
            long before = fix.emulator.faults().requests();
            var failure = fix.failure("scrape", scrapeOne(fix, Platform.YOUTUBE, "b-1", 5));
            assertThat(failure.getMessage())
                    .contains("YouTube daily quota used up: the 3 units Sigment may spend today");
            assertThat(fix.emulator.faults().requests() - before)
                    .as("channels, playlistItems, videos")
                    .isEqualTo(3);
        }
    }
}
