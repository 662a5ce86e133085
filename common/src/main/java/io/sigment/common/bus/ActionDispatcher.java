package io.sigment.common.bus;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.ops.Log;
import io.sigment.common.ops.TraceContext;
import io.sigment.common.ops.Tracing;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.Message;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Routes a request to its action and turns every outcome into a reply; no exception ever crosses the bus. The
 * action runs in the trace its {@code traceparent} header names (in a span of this process), so its log lines and
 * the requests it makes carry that trace; at level FINE each served action is logged with its outcome.
 */
final class ActionDispatcher implements Handler<Message<JsonObject>> {
    static final String PING = "ping";
    private static final Logger LOG = Logger.getLogger(ActionDispatcher.class.getName());

    private final Vertx vertx;
    private final ServiceAddress address;
    private final Map<String, Action> actions;

    ActionDispatcher(Vertx vertx, ServiceAddress address, Map<String, Action> actions) {
        this.vertx = vertx;
        this.address = address;
        this.actions = Map.copyOf(actions);
    }

    @Override
    public void handle(Message<JsonObject> message) {
        var name = message.headers().get(Envelope.ACTION);
        var body = message.body() == null ? new JsonObject() : message.body();
        var caller = Caller.fromJson(body.getJsonObject(Envelope.CALLER, new JsonObject()));
        var args = body.getJsonObject(Envelope.ARGS, new JsonObject());
        var trace = TraceContext.parse(message.headers().get(Envelope.TRACEPARENT))
                .map(TraceContext::child)
                .orElse(null);
        var began = System.nanoTime();
        var work = Tracing.within(trace, () -> run(name, caller, args, budget(message)));
        var watchId = message.headers().get(Envelope.WATCH);
        if (watchId != null) WorkHeartbeat.keep(vertx, watchId, work);
        work.onComplete(result -> {
            if (!PING.equals(name) && Log.fineEnabled(LOG)) served(name, caller, trace, began, result.cause());
            if (result.succeeded()) {
                message.reply(result.result() == null ? new JsonObject() : result.result());
            } else {
                var error = asToolError(result.cause(), name, caller, trace);
                message.fail(error.kind().code, ErrorWire.encode(error));
            }
        });
    }

    /** The trace is named, not taken from the context: a future may complete on another call's context. */
    private void served(String action, Caller caller, TraceContext trace, long began, Throwable failure) {
        var fields = new HashMap<String, Object>();
        fields.put("action", String.valueOf(action));
        fields.put("address", address.address());
        fields.put("request_id", String.valueOf(caller.requestId()));
        if (trace != null) fields.put("trace_id", trace.traceId());
        fields.put(
                "outcome",
                failure == null
                        ? "ok"
                        : failure instanceof ToolError error
                                ? error.kind().name().toLowerCase()
                                : "unexpected");
        fields.put("ms", (System.nanoTime() - began) / 1_000_000);
        Log.fine(LOG, "served", fields);
    }

    private static Duration budget(Message<JsonObject> message) {
        try {
            var header = message.headers().get(Envelope.TIMEOUT_MS);
            return header == null ? TimedAction.DEFAULT_BUDGET : Duration.ofMillis(Math.max(0, Long.parseLong(header)));
        } catch (NumberFormatException e) {
            return TimedAction.DEFAULT_BUDGET;
        }
    }

    private Future<JsonObject> run(String name, Caller caller, JsonObject args, Duration budget) {
        if (PING.equals(name))
            return Future.succeededFuture(
                    new JsonObject().put("service", address.name().toLowerCase()));
        var action = actions.get(name);
        if (action == null) return Future.failedFuture(ToolError.notServed());
        try {
            var future =
                    action instanceof TimedAction timed ? timed.run(caller, args, budget) : action.run(caller, args);
            return future == null ? Future.failedFuture(new IllegalStateException("action returned null")) : future;
        } catch (RuntimeException e) {
            return Future.failedFuture(e);
        }
    }

    private ToolError asToolError(Throwable cause, String action, Caller caller, TraceContext trace) {
        if (cause instanceof ToolError toolError) return toolError;
        var fields = new HashMap<String, Object>(Map.of(
                "request_id",
                String.valueOf(caller.requestId()),
                "address",
                address.address(),
                "action",
                String.valueOf(action)));
        if (trace != null) fields.put("trace_id", trace.traceId());
        Log.error(LOG, "action failed", fields, cause);
        return ToolError.unavailable();
    }
}
