package io.sigment.common.bus;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.scraper.ScrapeErrors;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A reason and hint cross the bus beside the message, which arrives byte for byte as the service wrote it. */
class StructuredErrorTest {
    private Vertx vertx;
    private ServiceClient client;

    @BeforeEach
    void bind() {
        vertx = Vertx.vertx();
        client = new ServiceClient(vertx, Duration.ofSeconds(5));
        ServiceAddress.SCRAPER
                .bindNamed(
                        vertx,
                        Map.of(
                                "stopped",
                                        (c, args) -> Future.failedFuture(
                                                ScrapeErrors.stopped("job_1", "TikTok", "the provider's run failed.")),
                                "plain", (c, args) -> Future.failedFuture(ToolError.notFound("Check the id.")),
                                "silent", (c, args) -> Future.failedFuture(ToolError.unavailable()),
                                "down", (c, args) -> Future.failedFuture(ToolError.unavailableBecause("x is down.")),
                                "braced",
                                        (c, args) -> Future.failedFuture(
                                                new ToolError(ToolError.Kind.INVALID_ARGUMENTS, "{\"message\":1}"))))
                .await();
    }

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void a_reason_and_its_hint_arrive_with_the_exact_message() {
        var error = failure("stopped");
        assertThat(error.kind()).isEqualTo(ToolError.Kind.UNAVAILABLE);
        assertThat(error.getMessage())
                .isEqualTo("Sigment is busy: scrape job_1 of TikTok stopped: the provider's "
                        + "run failed. What was fetched is saved; retry with the same scrape_id to continue.");
        assertThat(error.reason()).isEqualTo(ScrapeErrors.STOPPED);
        assertThat(ScrapeErrors.stoppedBecause(error)).contains("the provider's run failed.");
    }

    @Test
    void an_error_without_a_reason_is_its_message_alone_even_one_that_looks_like_json() {
        var plain = failure("plain");
        assertThat(plain.getMessage())
                .isEqualTo(ToolError.notFound("Check the id.").getMessage());
        assertThat(plain.reason()).isNull();
        assertThat(ScrapeErrors.stoppedBecause(plain)).isEmpty();
        assertThat(failure("braced").getMessage()).isEqualTo("{\"message\":1}");
    }

    @Test
    void a_service_that_got_no_answer_is_told_apart_from_other_busy_failures_across_the_bus() {
        var silent = failure("silent");
        assertThat(silent.isNoAnswer()).isTrue();
        assertThat(silent.getMessage()).isEqualTo(ToolError.unavailable().getMessage());
        assertThat(failure("down").isNoAnswer())
                .as("the same kind, another reason")
                .isFalse();
        assertThat(failure("stopped").isNoAnswer()).isFalse();
        assertThat(ToolError.notServed().isNoAnswer()).isFalse();
        assertThat(ToolError.busy().isNoAnswer()).isFalse();
    }

    private ToolError failure(String action) {
        var result = client.request(ServiceAddress.SCRAPER, action, Caller.system("r"), new JsonObject());
        try {
            result.await();
        } catch (ToolError error) {
            return error;
        }
        throw new AssertionError(action + " did not fail");
    }
}
