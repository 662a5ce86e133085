package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** A platform nobody answers for: the agent reads what went wrong, never an exception, a class name or an address. */
class PlatformErrorsAreSummarisedTest {

    @Test
    void a_refused_connection_reaches_the_agent_as_a_summary_without_internal_details() throws IOException {
        int closed;
        try (var socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        var base = "http://127.0.0.1:" + closed;
        try (var fix =
                new ScraperFixture(c -> c.with(Setting.SCRAPER_API_BASE, base).with(Setting.SCRAPER_RETRIES, 0))) {
            var reply = fix.request("search_creators", new JsonObject().put("query", "anyone at all"));
            var failure = fix.failure(
                    "get_creator", new JsonObject().put("platform", "instagram").put("creator_id", "nobody1"));
            for (var text : new String[] {reply.getJsonArray("notes").encode(), failure.getMessage()}) {
                assertThat(text)
                        .contains("could not connect")
                        .doesNotContain("127.0.0.1")
                        .doesNotContain(String.valueOf(closed))
                        .doesNotContainIgnoringCase("exception")
                        .doesNotContain("io.");
            }
        }
    }
}
