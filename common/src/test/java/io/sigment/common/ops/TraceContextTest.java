package io.sigment.common.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The W3C Trace Context rules for {@code traceparent} (https://www.w3.org/TR/trace-context/#traceparent-header). */
class TraceContextTest {
    private static final String VALID = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

    @Test
    void a_version_00_header_is_read_and_written_back_unchanged() {
        var trace = TraceContext.parse(VALID).orElseThrow();
        assertThat(trace.traceId()).isEqualTo("4bf92f3577b34da6a3ce929d0e0e4736");
        assertThat(trace.spanId()).isEqualTo("00f067aa0ba902b7");
        assertThat(trace.flags()).isEqualTo("01");
        assertThat(trace.header()).isEqualTo(VALID);
    }

    @Test
    void a_later_version_is_read_by_its_first_four_fields() {
        var trace = TraceContext.parse("cc-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-09-whatever")
                .orElseThrow();
        assertThat(trace.traceId()).isEqualTo("4bf92f3577b34da6a3ce929d0e0e4736");
        assertThat(trace.header()).isEqualTo("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-09");
    }

    @Test
    void malformed_headers_are_refused() {
        for (var bad : new String[] {
            null,
            "",
            "garbage",
            VALID.toUpperCase(),
            VALID + "-extra",
            VALID.substring(1),
            "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
            "00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-1",
            "00_4bf92f3577b34da6a3ce929d0e0e4736_00f067aa0ba902b7_01"
        }) {
            assertThat(TraceContext.parse(bad)).as(String.valueOf(bad)).isEmpty();
        }
    }

    @Test
    void a_child_keeps_the_trace_and_flags_in_a_new_span() {
        var parent = TraceContext.parse(VALID).orElseThrow();
        var child = parent.child();
        assertThat(child.traceId()).isEqualTo(parent.traceId());
        assertThat(child.flags()).isEqualTo(parent.flags());
        assertThat(child.spanId()).isNotEqualTo(parent.spanId()).matches("[0-9a-f]{16}");
        assertThat(TraceContext.parse(child.header())).contains(child);
    }

    @Test
    void fresh_traces_are_valid_and_distinct() {
        var one = TraceContext.fresh();
        var two = TraceContext.fresh();
        assertThat(TraceContext.parse(one.header())).contains(one);
        assertThat(one.traceId()).matches("[0-9a-f]{32}").isNotEqualTo(two.traceId());
    }

    /** The rules as regular expressions (how parse read headers before it read them character by character). */
    private static Optional<TraceContext> byPattern(String traceparent) {
        if (traceparent == null || traceparent.length() > 512) return Optional.empty();
        var header = traceparent.strip();
        var v00 = Pattern.compile("00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})")
                .matcher(header);
        if (v00.matches()) return valid(v00.group(1), v00.group(2), v00.group(3));
        var later = Pattern.compile("([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?")
                .matcher(header);
        if (!later.matches() || later.group(1).equals("00") || later.group(1).equals("ff")) return Optional.empty();
        return valid(later.group(2), later.group(3), later.group(4));
    }

    private static Optional<TraceContext> valid(String traceId, String spanId, String flags) {
        if (traceId.equals("0".repeat(32)) || spanId.equals("0".repeat(16))) return Optional.empty();
        return Optional.of(new TraceContext(traceId, spanId, flags));
    }

    @Test
    void headers_are_read_as_the_regular_expressions_read_them() {
        var random = new Random(44);
        var odd = "0af-_ \t\n\r\u0085\u2028\u2029\u00a0Gz9".toCharArray();
        var samples = new ArrayList<String>();
        for (var version : new String[] {"00", "01", "cc", "fe", "ff", "0g", "AA"}) {
            var base = version + VALID.substring(2);
            for (var suffix : new String[] {"", "-", "-x", "-x-y", "x", "-a\nb", "-\u2028", " ", "\n", "-\u0085z"}) {
                samples.add(base + suffix);
                samples.add(" \t" + base + suffix + "\n ");
            }
        }
        for (var n = 0; n < 20_000; n++) {
            var chars = (random.nextBoolean() ? VALID : "cc" + VALID.substring(2) + "-tail").toCharArray();
            for (var k = random.nextInt(3); k >= 0; k--)
                chars[random.nextInt(chars.length)] = odd[random.nextInt(odd.length)];
            var sample = new String(chars);
            samples.add(random.nextInt(10) == 0 ? sample.substring(0, random.nextInt(sample.length())) : sample);
        }
        for (var sample : samples) {
            assertThat(TraceContext.parse(sample)).as(sample).isEqualTo(byPattern(sample));
        }
    }
}
