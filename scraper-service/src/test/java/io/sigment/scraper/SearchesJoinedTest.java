package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.emulator.http.FaultInjection;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Many agents searching the same words at once (every agent's first call after a start) ask each platform once:
 * the searches that arrive while the same one runs wait for it, spend no platform call and no share of their own,
 * and answer the same creators.
 */
class SearchesJoinedTest {
    private static Caller agentOf(String workspace) {
        return new Caller("req-joined", "user-" + workspace, workspace, "api_key", "key-" + workspace, "test agent");
    }

    private static Future<JsonObject> search(ScraperFixture fix, String workspace, String query) {
        return fix.bus.request(ScraperAction.SEARCH_CREATORS, agentOf(workspace), new JsonObject().put("query", query));
    }

    @Test
    void the_same_query_searched_by_eight_agents_at_once_asks_each_platform_once() {
        try (var fix = new ScraperFixture()) {
            // Slow enough that the eight searches below all arrive while the first is still at the platforms.
            fix.emulator.faults().set(new FaultInjection(400, 0, 0, 1, false));
            long start = fix.emulator.faults().requests();
            var alone = search(fix, "ws-0", "yoga").await();
            long oneSearch = fix.emulator.faults().requests() - start;
            assertThat(oneSearch).as("one search asks the platforms").isPositive();
            assertThat(alone.containsKey("notes")).isFalse();

            long before = fix.emulator.faults().requests();
            var answers = new ArrayList<Future<JsonObject>>();
            for (int i = 0; i < 8; i++) answers.add(search(fix, "ws-" + (i % 4), "travel"));
            Future.all(answers).await();
            assertThat(fix.emulator.faults().requests() - before)
                    .as("eight searches of one query at once cost what one does")
                    .isEqualTo(oneSearch);
            List<Object> results = answers.stream()
                    .map(a -> a.result().getJsonArray("results").encode())
                    .distinct()
                    .map(Object.class::cast)
                    .toList();
            assertThat(results).as("every agent gets the same creators").hasSize(1);
            assertThat(answers)
                    .allSatisfy(a -> assertThat(a.result().containsKey("notes")).isFalse());
            assertThat(answers.get(0).result().getJsonArray("results")).isNotEmpty();
        }
    }
}
