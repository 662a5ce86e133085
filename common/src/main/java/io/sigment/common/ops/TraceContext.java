package io.sigment.common.ops;

import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A W3C trace context ({@code traceparent}, https://www.w3.org/TR/trace-context/): the trace a call belongs to,
 * the span of the process handling it, and the trace flags. Each process that handles a call keeps the trace id
 * and takes a span id of its own ({@link #child}); the {@link #header} it sends names its span as the parent.
 */
public record TraceContext(String traceId, String spanId, String flags) {
    /** The length of a version 00 header: {@code vv-<32 hex>-<16 hex>-<2 hex>}. */
    private static final int FIELDS_LENGTH = 55;

    private static final String ZERO_TRACE = "0".repeat(32);
    private static final String ZERO_SPAN = "0".repeat(16);
    private static final String SAMPLED = "01";

    /**
     * The header's trace, or empty when it is absent or malformed (then the caller starts a fresh trace): version 00
     * is exactly {@code 00-<32 hex>-<16 hex>-<2 hex>} (lower-case hex); a later version (not {@code ff}) has the same
     * four fields and may append more after a {@code -}, on one line. Read character by character: this runs for
     * every message a service receives.
     */
    public static Optional<TraceContext> parse(String traceparent) {
        if (traceparent == null || traceparent.length() > 512) return Optional.empty();
        var header = traceparent.strip();
        if (header.length() < FIELDS_LENGTH
                || !hex(header, 0, 2)
                || header.charAt(2) != '-'
                || !hex(header, 3, 35)
                || header.charAt(35) != '-'
                || !hex(header, 36, 52)
                || header.charAt(52) != '-'
                || !hex(header, 53, FIELDS_LENGTH)) {
            return Optional.empty();
        }
        var version00 = header.startsWith("00");
        if (header.startsWith("ff")) return Optional.empty();
        if (header.length() > FIELDS_LENGTH && (version00 || !laterFields(header))) return Optional.empty();
        return valid(header.substring(3, 35), header.substring(36, 52), header.substring(53, FIELDS_LENGTH));
    }

    private static boolean hex(String text, int from, int to) {
        for (var i = from; i < to; i++) {
            var c = text.charAt(i);
            if ((c < '0' || c > '9') && (c < 'a' || c > 'f')) return false;
        }
        return true;
    }

    /** What a later version appends: a {@code -}, then anything but a line terminator. */
    private static boolean laterFields(String header) {
        if (header.charAt(FIELDS_LENGTH) != '-') return false;
        for (var i = FIELDS_LENGTH + 1; i < header.length(); i++) {
            var c = header.charAt(i);
            if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') return false;
        }
        return true;
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
