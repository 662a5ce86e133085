package io.sigment.common.bus;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.ops.Tracing;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.Message;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/**
 * Sends {@code {caller, args}} to a service and returns its reply. Through {@link #request} every failure
 * arrives as a {@link ToolError}: the service's own, or {@link ToolError.Kind#UNAVAILABLE} when nobody answered
 * in time. {@link #exchange} keeps the two apart for callers that must tell a service's answer from its silence
 * (the gateway's circuit breakers count only the silence). A request made while handling a traced call carries
 * its {@code traceparent} ({@link Tracing}).
 */
public final class ServiceClient {
    private final Vertx vertx;
    private final Duration timeout;
    private final WatchTimings watch;

    public ServiceClient(Vertx vertx, Duration timeout) {
        this(vertx, timeout, WatchTimings.DEFAULT);
    }

    /** With its watched requests' timings made small, for tests of the watching itself. */
    ServiceClient(Vertx vertx, Duration timeout, WatchTimings watch) {
        this.vertx = vertx;
        this.timeout = timeout;
        this.watch = watch;
    }

    public Future<JsonObject> request(ServiceAction action, Caller caller, JsonObject args) {
        return request(action.service(), action.wire(), caller, args, timeout);
    }

    public Future<JsonObject> request(ServiceAction action, Caller caller, JsonObject args, Duration timeout) {
        return request(action.service(), action.wire(), caller, args, timeout);
    }

    /** See {@link #requestWatched(ServiceAddress, String, Caller, JsonObject, Duration)}. */
    public Future<JsonObject> requestWatched(ServiceAction action, Caller caller, JsonObject args, Duration timeout) {
        return requestWatched(action.service(), action.wire(), caller, args, timeout);
    }

    /** See {@link #exchange(ServiceAddress, String, Caller, JsonObject, Duration)}. */
    public Future<JsonObject> exchange(ServiceAction action, Caller caller, JsonObject args, Duration timeout) {
        return exchange(action.service(), action.wire(), caller, args, timeout);
    }

    /** The built-in action every address answers, for readiness checks. */
    public Future<JsonObject> ping(ServiceAddress to, Caller caller) {
        return request(to, ActionDispatcher.PING, caller, new JsonObject(), timeout);
    }

    /** By action name: for tests of the bus itself (made-up actions); services pass a {@link ServiceAction}. */
    public Future<JsonObject> request(ServiceAddress to, String action, Caller caller, JsonObject args) {
        return request(to, action, caller, args, timeout);
    }

    public Future<JsonObject> request(
            ServiceAddress to, String action, Caller caller, JsonObject args, Duration timeout) {
        return exchange(to, action, caller, args, timeout).recover(cause -> Future.failedFuture(toToolError(cause)));
    }

    /**
     * A long request to an idempotent action, with its worker watched: if the process doing the work dies or hangs,
     * or none serves the address, the request is sent again within seconds (a restarted replica resumes the work by
     * its id), and fails as unavailable only after {@link WatchTimings#recovery()} without any. {@code timeout} bounds
     * each attempt that a live worker is doing.
     */
    public Future<JsonObject> requestWatched(
            ServiceAddress to, String action, Caller caller, JsonObject args, Duration timeout) {
        return new WatchedRequest(
                        vertx,
                        watch,
                        to.name().toLowerCase(),
                        watchId -> send(to, action, caller, args, timeout, watchId))
                .run()
                .recover(cause -> Future.failedFuture(toToolError(cause)));
    }

    /**
     * Like {@link #request}, but fails with a {@link ToolError} only when the service answered with one; when it did
     * not answer (no handler, timeout, transport failure) the failure is the event bus's own, not a {@code ToolError}.
     */
    public Future<JsonObject> exchange(
            ServiceAddress to, String action, Caller caller, JsonObject args, Duration timeout) {
        return send(to, action, caller, args, timeout, null);
    }

    private Future<JsonObject> send(
            ServiceAddress to, String action, Caller caller, JsonObject args, Duration timeout, String watchId) {
        var options = new DeliveryOptions()
                .setSendTimeout(timeout.toMillis())
                .addHeader(Envelope.ACTION, action)
                .addHeader(Envelope.TIMEOUT_MS, String.valueOf(timeout.toMillis()));
        if (caller.requestId() != null) options.addHeader(Envelope.REQUEST_ID, caller.requestId());
        var trace = Tracing.current();
        if (trace != null) options.addHeader(Envelope.TRACEPARENT, trace.header());
        if (watchId != null) options.addHeader(Envelope.WATCH, watchId);
        var body = new JsonObject().put(Envelope.CALLER, caller.toJson()).put(Envelope.ARGS, args);
        return vertx.eventBus()
                .<JsonObject>request(to.address(), body, options)
                .map(Message::body)
                .recover(cause -> Future.failedFuture(answered(cause) instanceof ToolError error ? error : cause));
    }

    public Duration defaultTimeout() {
        return timeout;
    }

    static ToolError toToolError(Throwable cause) {
        return cause instanceof ToolError error ? error : ToolError.unavailable();
    }

    /** The service's own {@code ToolError} when the failure is its answer, else the failure itself. */
    private static Throwable answered(Throwable cause) {
        if (cause instanceof ReplyException reply
                && reply.failureType() == ReplyFailure.RECIPIENT_FAILURE
                && reply.getMessage() != null) {
            var kind = ToolError.Kind.ofCode(reply.failureCode());
            if (kind.code == reply.failureCode()) return ErrorWire.decode(kind, reply.getMessage());
        }
        return cause;
    }
}
