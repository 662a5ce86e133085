package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.Setting;
import io.sigment.common.api.scraper.ScraperAction;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * One workspace's searches spend at most its share of the day's platform budget: past it, that workspace gets
 * catalog results with a note naming when the share resets, while another workspace still searches the
 * platforms; a query already run spends nothing.
 */
class SearchSharesTest {
    private static Caller agentOf(String workspace) {
        return new Caller("req-share", "user-" + workspace, workspace, "api_key", "key-" + workspace, "test agent");
    }

    private static JsonObject search(ScraperFixture fix, String workspace, String query) {
        return fix.bus
                .request(ScraperAction.SEARCH_CREATORS, agentOf(workspace), new JsonObject().put("query", query))
                .await();
    }

    @Test
    void a_workspace_past_its_share_gets_catalog_results_and_a_reset_time_and_others_keep_searching() {
        // 20% of 1,000 units is one YouTube search (101 units); 20% of 5 runs is one provider search.
        try (var fix = new ScraperFixture(c -> c.with(Setting.YOUTUBE_DAILY_QUOTA, 1000)
                .with(Setting.SCRAPER_DAILY_RUNS, 5)
                .with(Setting.WORKSPACE_PLATFORM_SHARE, 20))) {
            assertThat(search(fix, "ws-a", "yoga").containsKey("notes")).isFalse();
            long before = fix.emulator.faults().requests();
            assertThat(search(fix, "ws-a", "yoga").containsKey("notes"))
                    .as("the same query again")
                    .isFalse();
            assertThat(fix.emulator.faults().requests())
                    .as("spends nothing on the platforms")
                    .isEqualTo(before);

            var spent = search(fix, "ws-a", "cooking").getJsonArray("notes").encode();
            assertThat(spent)
                    .contains("This workspace used its share of today's YouTube searches")
                    .contains("This workspace used its share of today's Instagram searches")
                    .doesNotContain("Sigment is busy")
                    .contains("The share resets at ")
                    .contains("(midnight Pacific time)")
                    .contains("(midnight UTC)");
            assertThat(fix.emulator.faults().requests()).isEqualTo(before);

            var other = search(fix, "ws-b", "travel");
            assertThat(other.containsKey("notes"))
                    .as("another workspace's share is its own")
                    .isFalse();
            assertThat(fix.emulator.faults().requests()).isGreaterThan(before);
        }
    }
}
