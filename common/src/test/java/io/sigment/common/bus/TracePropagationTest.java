package io.sigment.common.bus;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.ops.JsonLogFormatter;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.TraceContext;
import io.sigment.common.ops.Tracing;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A call's trace crosses the event bus: a service handling a traced request runs in that trace, the requests it
 * makes carry it on, and its log lines name it; a request without one runs in no trace at all, not in another's.
 */
class TracePropagationTest {
    private static final TraceContext TRACE = TraceContext.parse(
                    "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
            .orElseThrow();
    private static final Logger SERVICE_LOG = Logger.getLogger("io.sigment.test.traced");
    private final Caller caller = new Caller("req-1", "usr_1", "ws_1", "api_key", "key_1", "my script");
    private final JsonLogFormatter formatter = new JsonLogFormatter("test");
    private final List<JsonObject> lines = new CopyOnWriteArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            lines.add(new JsonObject(formatter.format(record)));
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };
    private Vertx vertx;
    private ServiceClient client;

    @BeforeEach
    void bind() {
        SERVICE_LOG.addHandler(capture);
        SERVICE_LOG.setLevel(Level.INFO);
        vertx = Vertx.vertx();
        client = new ServiceClient(vertx, Duration.ofSeconds(2));
        ServiceAddress.ANALYTICS
                .bindNamed(vertx, Map.of("inner", (c, args) -> {
                    Log.info(SERVICE_LOG, "inner work", Map.of());
                    var trace = Tracing.current();
                    return Future.succeededFuture(
                            trace == null
                                    ? new JsonObject()
                                    : new JsonObject()
                                            .put("trace_id", trace.traceId())
                                            .put("span_id", trace.spanId()));
                }))
                .await();
        ServiceAddress.SCRAPER
                .bindNamed(
                        vertx,
                        Map.of(
                                "outer",
                                (c, args) -> vertx.timer(5)
                                        .compose(fired ->
                                                client.request(ServiceAddress.ANALYTICS, "inner", c, new JsonObject()))
                                        .map(inner -> inner.put(
                                                "outer_span_id",
                                                Tracing.current() == null
                                                        ? null
                                                        : Tracing.current().spanId()))))
                .await();
    }

    @AfterEach
    void close() {
        SERVICE_LOG.removeHandler(capture);
        vertx.close().await();
    }

    private JsonObject requestIn(TraceContext trace) {
        var reply = Promise.<JsonObject>promise();
        vertx.runOnContext(v -> Tracing.within(
                        trace, () -> client.request(ServiceAddress.SCRAPER, "outer", caller, new JsonObject()))
                .onComplete(reply));
        return reply.future().await();
    }

    @Test
    void a_nested_call_runs_in_the_trace_of_the_request_that_made_it_with_spans_of_its_own() {
        var reply = requestIn(TRACE);
        assertThat(reply.getString("trace_id")).isEqualTo(TRACE.traceId());
        assertThat(reply.getString("span_id"))
                .isNotEqualTo(TRACE.spanId())
                .isNotEqualTo(reply.getString("outer_span_id"));
        assertThat(reply.getString("outer_span_id")).isNotNull().isNotEqualTo(TRACE.spanId());
        assertThat(lines)
                .singleElement()
                .satisfies(line -> assertThat(line.getString("trace_id")).isEqualTo(TRACE.traceId()));
    }

    @Test
    void a_request_made_outside_any_trace_runs_in_none() {
        requestIn(TRACE);
        lines.clear();
        var reply = requestIn(null);
        assertThat(reply.containsKey("trace_id")).isFalse();
        assertThat(lines)
                .singleElement()
                .satisfies(line -> assertThat(line.containsKey("trace_id")).isFalse());
    }

    @Test
    void fields_naming_a_trace_win_over_the_context() {
        var got = Promise.<JsonObject>promise();
        vertx.runOnContext(v -> Tracing.within(TRACE, () -> {
            var record = new LogRecord(Level.INFO, "served");
            record.setParameters(new Object[] {Map.of("trace_id", "0af7651916cd43dd8448eb211c80319c")});
            got.complete(new JsonObject(formatter.format(record)));
            return Future.succeededFuture();
        }));
        assertThat(got.future().await().getString("trace_id")).isEqualTo("0af7651916cd43dd8448eb211c80319c");
    }
}
