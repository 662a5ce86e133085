package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.emulator.http.FaultInjection;
import io.sigment.emulator.world.Creator;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A workspace's job scrapes count what they spend against its share of the day's platform budget: each platform
 * call once, a resumed scrape only the calls it makes again; {@code platform_share} then marks that workspace
 * {@code over_share} (its jobs wait behind others'), not another workspace; only the whole daily budget spent
 * refuses, with its own message.
 */
class ScrapeSharesTest {
    private static Caller jobOf(String workspace) {
        return new Caller("req-share", null, workspace, "system", null, "job", List.of(workspace));
    }

    private static JsonObject share(ScraperFixture fix, String workspace, String platform) {
        return fix.bus
                .request(
                        ScraperAction.PLATFORM_SHARE,
                        jobOf(workspace),
                        new JsonObject().put("platforms", new JsonArray().add(platform)))
                .await();
    }

    private static long used(ScraperFixture fix, String workspace, String platform) {
        return share(fix, workspace, platform)
                .getJsonArray("platforms")
                .getJsonObject(0)
                .getLong("used");
    }

    private static JsonObject scrapeArgs(ScraperFixture fix, String id, Platform platform, int skip, int count) {
        var handles = fix.emulator.world().platform(platform).creators().stream()
                .sorted(Comparator.comparingInt(Creator::engagersTarget).thenComparing(Creator::handle))
                .skip(skip)
                .limit(count)
                .map(Creator::handle)
                .toList();
        return new JsonObject()
                .put("scrape_id", id)
                .put("platform", platform.key())
                .put("handles", new JsonArray(List.copyOf(handles)))
                .put("posts_per_creator", 4);
    }

    private static Throwable failure(ScraperFixture fix, String workspace, String action, JsonObject args) {
        try {
            fix.bus
                    .request(ServiceAddress.SCRAPER, action, jobOf(workspace), args)
                    .await();
        } catch (Throwable t) {
            return t;
        }
        throw new AssertionError(action + " succeeded but should have failed");
    }

    @Test
    void a_scrape_counts_each_call_once_a_resume_only_its_new_calls_and_past_the_share_only_that_workspace_is_busy() {
        // 10% of 1,000 provider runs: a share of 100 runs, a few small scrapes.
        try (var fix = new ScraperFixture(c -> c.with(Setting.SCRAPER_DAILY_RUNS, 1000)
                .with(Setting.WORKSPACE_PLATFORM_SHARE, 10)
                .with(Setting.SCRAPER_RETRIES, 0)
                .with(Setting.SCRAPER_BREAKER_FAILURES, 1000))) {
            var args = scrapeArgs(fix, "share-1", Platform.INSTAGRAM, 0, 2);
            long before = fix.emulator.faults().requests();
            fix.emulator.faults().failAfter(5, 503);
            assertThat(failure(fix, "ws-a", "scrape", args)).isInstanceOf(ToolError.class);
            fix.emulator.faults().set(FaultInjection.NONE);
            assertThat(used(fix, "ws-a", "instagram"))
                    .as("the calls of the stopped scrape")
                    .isEqualTo(fix.emulator.faults().requests() - before);

            assertThat(fix.bus
                            .request(ScraperAction.SCRAPE, jobOf("ws-a"), args)
                            .await()
                            .getString("status"))
                    .isEqualTo("completed");
            long spent = fix.emulator.faults().requests() - before;
            assertThat(used(fix, "ws-a", "instagram"))
                    .as("the resumed scrape adds only its own calls")
                    .isEqualTo(spent);
            fix.bus.request(ScraperAction.SCRAPE, jobOf("ws-a"), args).await();
            assertThat(used(fix, "ws-a", "instagram"))
                    .as("a finished scrape asked again calls nothing")
                    .isEqualTo(spent);

            JsonObject over = null;
            // 7 runs a scrape of 2 (their profiles in one run; posts, likers, comments): 15 or more pass 100 runs.
            for (int more = 1; more <= 20 && over == null; more++) {
                fix.bus
                        .request(
                                ScraperAction.SCRAPE,
                                jobOf("ws-a"),
                                scrapeArgs(fix, "share-" + (more + 1), Platform.INSTAGRAM, 2 * more, 2))
                        .await();
                var answer = share(fix, "ws-a", "instagram");
                if (answer.getBoolean("over_share")) over = answer;
            }
            assertThat(over)
                    .as("scrapes past 100 runs spend the share; new jobs still start, marked over_share")
                    .isNotNull();
            assertThat(over.getJsonArray("platforms").getJsonObject(0).getBoolean("over_share"))
                    .isTrue();
            assertThat(share(fix, "ws-a", "youtube").getBoolean("over_share"))
                    .as("YouTube's share is apart")
                    .isFalse();
            assertThat(share(fix, "ws-b", "instagram").getBoolean("over_share")).isFalse();
            assertThat(used(fix, "ws-a", "youtube"))
                    .as("YouTube's share is apart")
                    .isZero();
            assertThat(used(fix, "ws-b", "instagram"))
                    .as("another workspace's share is its own")
                    .isZero();
        }
    }

    @Test
    void only_the_deployments_whole_daily_budget_spent_refuses_as_busy_with_its_reason_and_reset() {
        // 50% of 20 provider runs: one workspace's scrapes spend its share, then the whole budget.
        try (var fix = new ScraperFixture(c -> c.with(Setting.SCRAPER_DAILY_RUNS, 20)
                .with(Setting.WORKSPACE_PLATFORM_SHARE, 50)
                .with(Setting.SCRAPER_RETRIES, 0))) {
            Throwable refused = null;
            for (int more = 0; more < 20 && refused == null; more++) {
                fix.bus
                        .request(
                                ScraperAction.SCRAPE,
                                jobOf("ws-all"),
                                scrapeArgs(fix, "all-" + more, Platform.INSTAGRAM, 2 * more, 2))
                        .await();
                try {
                    share(fix, "ws-other", "instagram");
                } catch (ToolError error) {
                    refused = error;
                }
            }
            assertThat(refused).as("the whole day's runs spent").isInstanceOf(ToolError.class);
            assertThat(((ToolError) refused).kind()).isEqualTo(ToolError.Kind.PLATFORM_BUDGET_SPENT);
            assertThat(refused.getMessage())
                    .startsWith("Sigment is busy: Sigment's daily budget of platform calls is used up")
                    .contains("Instagram resets at ")
                    .contains("(midnight UTC)")
                    .isNotEqualTo(ToolError.busy().getMessage());
        }
    }

    @Test
    void youtube_units_of_a_scrape_count_against_the_workspace_share() {
        try (var fix = new ScraperFixture()) {
            long before = fix.emulator.faults().requests();
            fix.bus
                    .request(ScraperAction.SCRAPE, jobOf("ws-y"), scrapeArgs(fix, "share-yt", Platform.YOUTUBE, 0, 1))
                    .await();
            assertThat(used(fix, "ws-y", "youtube"))
                    .as("one unit per call: channels, playlistItems, videos, comments")
                    .isEqualTo(fix.emulator.faults().requests() - before)
                    .isPositive();
            assertThat(share(fix, "ws-y", "youtube")
                            .getJsonArray("platforms")
                            .getJsonObject(0)
                            .getString("resets_at"))
                    .matches("\\d{4}-\\d\\d-\\d\\dT0[78]:00:00Z");
        }
    }
}
