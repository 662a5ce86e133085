package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.emulator.http.FaultInjection;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A fresh {@code search_creators} fans out to the platforms; when they are slower than the caller waits, the
 * answer still comes in time, with what the catalog has and a note naming the platforms it may miss.
 */
class SearchDeadlineTest {

    @Test
    void platforms_slower_than_the_caller_s_timeout_yield_a_partial_result_with_a_note_not_a_transient_error() {
        try (var fix = new ScraperFixture()) {
            fix.emulator.faults().set(new FaultInjection(60_000, 0, 0, 1, false));
            var caller = new ServiceClient(fix.vertx, Duration.ofSeconds(8));
            var reply = caller.request(
                            ScraperAction.SEARCH_CREATORS,
                            ScraperFixture.AGENT,
                            new JsonObject().put("query", "slow platform query"))
                    .await();
            assertThat(reply.getJsonArray("results"))
                    .as("an answer: the caller did not give up")
                    .isNotNull();
            assertThat(reply.getJsonArray("notes").encode())
                    .contains("Instagram search did not finish in time; results may miss Instagram creators.")
                    .contains("YouTube search did not finish in time; results may miss YouTube creators.");
        }
    }
}
