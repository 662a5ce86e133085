package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.emulator.http.FaultInjection;
import io.sigment.emulator.world.Creator;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Comparator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** A scrape says what it cost (provider runs and results, YouTube units), and stays within a few runs per creator. */
class ScrapeCostTest {
    private static final ScraperFixture FIX =
            new ScraperFixture(c -> c.with(Setting.SCRAPER_RETRIES, 0).with(Setting.SCRAPER_BREAKER_FAILURES, 1000));

    @AfterAll
    static void close() {
        FIX.close();
    }

    @Test
    void an_instagram_scrape_reports_the_runs_and_results_the_provider_served_at_most_four_runs_per_creator() {
        FIX.emulator.usage().reset();
        var reply = FIX.request("scrape", args("cost-ig", Platform.INSTAGRAM, 0, 6, 12));
        var cost = reply.getJsonObject("cost");
        var served = FIX.emulator.usage().of("emulator-token");
        assertThat(cost.getLong("provider_runs")).isEqualTo(served.runs()).isLessThanOrEqualTo(4 * 6);
        assertThat(cost.getLong("provider_results")).isEqualTo(served.results()).isPositive();
        assertThat(cost.getLong("youtube_units")).isZero();
        assertThat(FIX.request("scrape", args("cost-ig", Platform.INSTAGRAM, 0, 6, 12))
                        .getJsonObject("cost"))
                .as("a finished scrape asked again spends nothing more")
                .isEqualTo(cost);
    }

    @Test
    void a_tiktok_scrape_takes_at_most_three_runs_per_creator() {
        FIX.emulator.usage().reset();
        var cost = FIX.request("scrape", args("cost-tt", Platform.TIKTOK, 0, 6, 12))
                .getJsonObject("cost");
        assertThat(cost.getLong("provider_runs"))
                .isEqualTo(FIX.emulator.usage().of("emulator-token").runs())
                .isLessThanOrEqualTo(3 * 6);
    }

    @Test
    void a_youtube_scrape_reports_its_units_and_a_resumed_scrape_the_sum_of_its_attempts() {
        FIX.emulator.usage().reset();
        long before = FIX.emulator.faults().requests();
        var args = args("cost-yt", Platform.YOUTUBE, 10, 3, 6);
        FIX.emulator.faults().failAfter(8, 503);
        assertThat(FIX.failure("scrape", args)).isInstanceOf(ToolError.class);
        FIX.emulator.faults().set(FaultInjection.NONE);
        var cost = FIX.request("scrape", args).getJsonObject("cost");
        // Every call is counted as it is sent (1 unit each here), the failed ones of the first attempt too.
        assertThat(cost.getLong("youtube_units"))
                .isEqualTo(FIX.emulator.faults().requests() - before)
                .isGreaterThan(FIX.emulator.usage().of("emulator-key").units());
        assertThat(cost.getLong("provider_runs")).isZero();
    }

    private static JsonObject args(String id, Platform platform, int skip, int count, int posts) {
        var handles = FIX.emulator.world().platform(platform).creators().stream()
                .sorted(Comparator.comparingInt(Creator::engagersTarget)
                        .reversed()
                        .thenComparing(Creator::handle))
                .skip(skip)
                .limit(count)
                .map(Creator::handle)
                .toList();
        return new JsonObject()
                .put("scrape_id", id)
                .put("platform", platform.key())
                .put("handles", new JsonArray(new ArrayList<Object>(handles)))
                .put("posts_per_creator", posts)
                .put("engagers_per_post", 1000);
    }
}
