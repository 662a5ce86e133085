package io.sigment.common.bus;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class EnvelopeTest {
    private Vertx vertx;
    private ServiceClient client;
    private final Caller caller = new Caller("req-1", "usr_1", "ws_1", "api_key", "key_1", "my script");

    @BeforeEach
    void bind() {
        vertx = Vertx.vertx();
        client = new ServiceClient(vertx, Duration.ofSeconds(2));
        ServiceAddress.LISTS
                .bindNamed(
                        vertx,
                        Map.of(
                                "echo",
                                        (c, args) -> Future.succeededFuture(new JsonObject()
                                                .put("caller", c.toJson())
                                                .put("args", args)),
                                "refuse",
                                        (c, args) -> Future.failedFuture(
                                                ToolError.notFound("Check the id with list_creator_lists.")),
                                "crash",
                                        (c, args) -> {
                                            throw new IllegalStateException("secret internal detail at Foo.java:42");
                                        },
                                "fail_async",
                                        (c, args) -> Future.failedFuture(new RuntimeException("db password=hunter2")),
                                "hang",
                                        (c, args) ->
                                                Promise.<JsonObject>promise().future()))
                .await();
    }

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void caller_and_args_reach_the_action_and_the_reply_comes_back() {
        var reply = client.request(ServiceAddress.LISTS, "echo", caller, new JsonObject().put("list_id", "l1"))
                .await();
        assertThat(Caller.fromJson(reply.getJsonObject("caller"))).isEqualTo(caller);
        assertThat(reply.getJsonObject("args").getString("list_id")).isEqualTo("l1");
    }

    @Test
    void a_tool_error_arrives_with_its_kind_and_exact_message() {
        var error = failure(client.request(ServiceAddress.LISTS, "refuse", caller, new JsonObject()));
        assertThat(error.kind()).isEqualTo(ToolError.Kind.NOT_FOUND);
        assertThat(error.getMessage())
                .isEqualTo("Not found, or this account has no access to it. Check the id with list_creator_lists.");
    }

    @Test
    void an_unexpected_exception_becomes_a_transient_error_without_its_details() {
        for (var action : new String[] {"crash", "fail_async"}) {
            var error = failure(client.request(ServiceAddress.LISTS, action, caller, new JsonObject()));
            assertThat(error.kind()).isEqualTo(ToolError.Kind.UNAVAILABLE);
            assertThat(error.getMessage())
                    .startsWith("Sigment is busy")
                    .contains("Retry")
                    .doesNotContain("Foo.java")
                    .doesNotContain("hunter2")
                    .doesNotContain("Exception");
        }
    }

    @Test
    void an_unknown_action_is_a_transient_error() {
        var error = failure(client.request(ServiceAddress.LISTS, "no_such_action", caller, new JsonObject()));
        assertThat(error.kind()).isEqualTo(ToolError.Kind.UNAVAILABLE);
    }

    @Test
    void a_service_nobody_serves_or_that_never_answers_fails_within_the_timeout() {
        var noHandler = failure(client.request(ServiceAddress.ANALYTICS, "ping", caller, new JsonObject()));
        var hung =
                failure(client.request(ServiceAddress.LISTS, "hang", caller, new JsonObject(), Duration.ofMillis(300)));
        assertThat(noHandler.kind()).isEqualTo(ToolError.Kind.UNAVAILABLE);
        assertThat(hung.kind()).isEqualTo(ToolError.Kind.UNAVAILABLE);
        var unserved = busFailure(
                client.exchange(ServiceAddress.ANALYTICS, "ping", caller, new JsonObject(), client.defaultTimeout()));
        assertThat(unserved.failureType()).as("refused at once, not waited for").isEqualTo(ReplyFailure.NO_HANDLERS);
        var timedOut = busFailure(
                client.exchange(ServiceAddress.LISTS, "hang", caller, new JsonObject(), Duration.ofMillis(300)));
        assertThat(timedOut.failureType()).isEqualTo(ReplyFailure.TIMEOUT);
        assertThat(timedOut.getMessage())
                .as("the call's own timeout, not the client's 2 s")
                .contains("300");
    }

    @Test
    void every_address_answers_ping_once_bound() {
        var reply = client.request(ServiceAddress.LISTS, "ping", Caller.system("r"), new JsonObject())
                .await();
        assertThat(reply.getString("service")).isEqualTo("lists");
    }

    private static ReplyException busFailure(Future<?> future) {
        try {
            future.await();
        } catch (ReplyException e) {
            return e;
        } catch (Exception e) {
            throw new AssertionError("expected the event bus's failure, got " + e, e);
        }
        throw new AssertionError("expected a failure");
    }

    private static ToolError failure(Future<?> future) {
        try {
            future.await();
        } catch (ToolError e) {
            return e;
        } catch (Exception e) {
            throw new AssertionError("expected a ToolError, got " + e, e);
        }
        throw new AssertionError("expected a failure");
    }
}
