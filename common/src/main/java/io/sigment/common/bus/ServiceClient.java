package io.sigment.common.bus;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.ops.TraceContext;
import io.sigment.common.ops.Tracing;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.core.eventbus.Message;
import io.vertx.core.eventbus.ReplyException;
import io.vertx.core.eventbus.ReplyFailure;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Sends {@code {caller, args}} to a service and returns its reply. Through {@link #request} every failure
 * arrives as a {@link ToolError}: the service's own, or {@link ToolError.Kind#UNAVAILABLE} when nobody answered
 * in time. {@link #exchange} keeps the two apart for callers that must tell a service's answer from its silence
 * (the gateway's circuit breakers count only the silence). A request made while handling a traced call carries
 * its {@code traceparent} ({@link Tracing}). {@link #exchangeIdempotent} is for read-only actions: sent again when a
 * cluster member leaves while it waits.
 */
public final class ServiceClient {
    private final Vertx vertx;
    private final Duration timeout;
    private final WatchTimings watch;
    /** The idempotent requests waiting for their reply, told of each member's loss. */
    private final Set<ResentRequest> resendable = ConcurrentHashMap.newKeySet();

    private final AtomicBoolean hearsMemberLoss = new AtomicBoolean();

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

    /** See {@link #exchangeIdempotent(ServiceAddress, String, Caller, JsonObject, Duration, Runnable)}. */
    public Future<JsonObject> exchangeIdempotent(
            ServiceAction action, Caller caller, JsonObject args, Duration timeout, Runnable onResend) {
        return exchangeIdempotent(action.service(), action.wire(), caller, args, timeout, onResend);
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

    /**
     * Like {@link #exchange}, for a read-only, idempotent action (one whose repetition changes and spends nothing):
     * when a cluster member leaves while the request waits (it may have been the process holding it, killed), the
     * request is sent again to the members that remain, within {@code timeout} from now (each attempt's timeout is
     * what is left of it; an action that parks the request reads it as its budget, {@link TimedAction}). The first
     * answer of any attempt is the reply; it fails as unanswered only when no attempt was answered. {@code onResend}
     * runs at each new attempt (to count them). Never for an action that changes or spends anything.
     */
    public Future<JsonObject> exchangeIdempotent(
            ServiceAddress to, String action, Caller caller, JsonObject args, Duration timeout, Runnable onResend) {
        hearMemberLoss();
        var trace = Tracing.current();
        var request = new ResentRequest(
                vertx, attemptTimeout -> send(to, action, caller, args, attemptTimeout, null, trace), onResend);
        resendable.add(request);
        return request.run(timeout).onComplete(done -> resendable.remove(request));
    }

    /** Once per client: its idempotent requests hear of every member that leaves. */
    private void hearMemberLoss() {
        if (hearsMemberLoss.compareAndSet(false, true))
            vertx.eventBus()
                    .<String>localConsumer(MemberLoss.ADDRESS, left -> resendable.forEach(ResentRequest::memberLeft));
    }

    private Future<JsonObject> send(
            ServiceAddress to, String action, Caller caller, JsonObject args, Duration timeout, String watchId) {
        return send(to, action, caller, args, timeout, watchId, Tracing.current());
    }

    private Future<JsonObject> send(
            ServiceAddress to,
            String action,
            Caller caller,
            JsonObject args,
            Duration timeout,
            String watchId,
            TraceContext trace) {
        var options = new DeliveryOptions()
                .setSendTimeout(timeout.toMillis())
                .addHeader(Envelope.ACTION, action)
                .addHeader(Envelope.TIMEOUT_MS, String.valueOf(timeout.toMillis()));
        if (caller.requestId() != null) options.addHeader(Envelope.REQUEST_ID, caller.requestId());
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
