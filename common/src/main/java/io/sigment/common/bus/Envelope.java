package io.sigment.common.bus;

/** Names in an event-bus request: headers and the body's two members {@code {"caller": ..., "args": ...}}. */
public final class Envelope {
    public static final String ACTION = "action";
    public static final String REQUEST_ID = "request-id";
    /** Header: the W3C trace context of the call the request is part of ({@code io.sigment.common.ops.Tracing}). */
    public static final String TRACEPARENT = "traceparent";
    /** Header: milliseconds the sender waits for the reply; a {@link TimedAction} answers within them. */
    public static final String TIMEOUT_MS = "timeout-ms";
    /** Header: the id under which the process doing a long request's work shows it is alive ({@link WorkHeartbeat}). */
    public static final String WATCH = "watch-id";

    public static final String CALLER = "caller";
    public static final String ARGS = "args";

    private Envelope() {}
}
