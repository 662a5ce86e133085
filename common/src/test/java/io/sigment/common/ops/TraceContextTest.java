package io.sigment.common.ops;

import static org.assertj.core.api.Assertions.assertThat;

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
}
