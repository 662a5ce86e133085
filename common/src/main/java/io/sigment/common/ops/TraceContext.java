package io.sigment.common.ops;

import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * A W3C trace context ({@code traceparent}, https://www.w3.org/TR/trace-context/): the trace a call belongs to,
 * the span of the process handling it, and the trace flags. Each process that handles a call keeps the trace id
 * and takes a span id of its own ({@link #child}); the {@link #header} it sends names its span as the parent.
 */
public record TraceContext(String traceId, String spanId, String flags) {
    private static final Pattern VERSION_00 = Pattern.compile("00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})");
    /** A later version may append fields after the four it shares with version 00. */
    private static final Pattern LATER_VERSION =
            Pattern.compile("([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?");

    private static final String ZERO_TRACE = "0".repeat(32);
    private static final String ZERO_SPAN = "0".repeat(16);
    private static final String SAMPLED = "01";

    /** The header's trace, or empty when it is absent or malformed (then the caller starts a fresh trace). */
    public static Optional<TraceContext> parse(String traceparent) {
        if (traceparent == null || traceparent.length() > 512) return Optional.empty();
        var header = traceparent.strip();
        var v00 = VERSION_00.matcher(header);
        if (v00.matches()) return valid(v00.group(1), v00.group(2), v00.group(3));
        var later = LATER_VERSION.matcher(header);
        if (!later.matches() || later.group(1).equals("00") || later.group(1).equals("ff")) return Optional.empty();
        return valid(later.group(2), later.group(3), later.group(4));
    }

    private static Optional<TraceContext> valid(String traceId, String spanId, String flags) {
        if (traceId.equals(ZERO_TRACE) || spanId.equals(ZERO_SPAN)) return Optional.empty();
        return Optional.of(new TraceContext(traceId, spanId, flags));
    }

    /** A new trace, for a call that came without a (valid) one. */
    public static TraceContext fresh() {
        String traceId;
        do {
            traceId = randomHex(16);
        } while (traceId.equals(ZERO_TRACE));
        return new TraceContext(traceId, span(), SAMPLED);
    }

    /** The same trace, in a span of this process's own. */
    public TraceContext child() {
        return new TraceContext(traceId, span(), flags);
    }

    /** The {@code traceparent} to send: this trace, with this span as the parent. */
    public String header() {
        return "00-" + traceId + "-" + spanId + "-" + flags;
    }

    private static String span() {
        String spanId;
        do {
            spanId = randomHex(8);
        } while (spanId.equals(ZERO_SPAN));
        return spanId;
    }

    private static String randomHex(int bytes) {
        var random = new byte[bytes];
        ThreadLocalRandom.current().nextBytes(random);
        return HexFormat.of().formatHex(random);
    }
}
