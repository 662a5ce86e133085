package io.sigment.common.conventions;

import static io.sigment.common.conventions.SourceScan.offenders;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** CONTRIBUTING's tools typed end to end: the pages and the MCP Apps views read tool replies through records. */
class PageConventionsTest {
    /**
     * A JSON object read by literal key where people see the tools' answers: the Java of the app's and share pages
     * (module {@code web}) and of the MCP Apps views (the gateway's {@code views}) reads a tool's reply through its
     * record ({@code AnalysisList.fromJson(reply).analyses()}, not {@code reply.getJsonArray("analyses")}). MCP
     * request {@code params} are the protocol's, read at its edge.
     */
    private static final Pattern LITERAL_KEY_READ =
            Pattern.compile("(?<!\\bparams)\\.get(String|Integer|Long|Boolean|Double"
                    + "|Float|Number|Value|JsonObject|JsonArray|Instant)\\(\"");

    private static final Pattern SHOWS_TOOL_REPLIES =
            Pattern.compile("web/src/main/java/.*|gateway/src/main/java/io/sigment/gateway/views/.*");

    @Test
    void pages_and_app_views_read_tool_replies_through_their_records_not_by_literal_keys() {
        assertThat(offenders(
                        LITERAL_KEY_READ,
                        path -> SHOWS_TOOL_REPLIES.matcher(path).matches()))
                .isEmpty();
    }

    @Test
    void each_rule_finds_what_it_forbids() {
        assertThat(LITERAL_KEY_READ
                        .matcher("var rows = reply.getJsonArray(\"analyses\", new JsonArray());")
                        .find())
                .isTrue();
        assertThat(LITERAL_KEY_READ
                        .matcher("progress.getInteger(\"posts_total\", 0) > 0")
                        .find())
                .isTrue();
        assertThat(LITERAL_KEY_READ
                        .matcher("var uri = params.getValue(\"uri\") instanceof String s ? s : null;")
                        .find())
                .isFalse();
        assertThat(LITERAL_KEY_READ.matcher("reply.analyses().stream()").find()).isFalse();
        assertThat(SHOWS_TOOL_REPLIES
                        .matcher("web/src/main/java/io/sigment/web/work/JobView.java")
                        .matches())
                .isTrue();
        assertThat(SHOWS_TOOL_REPLIES
                        .matcher("gateway/src/main/java/io/sigment/gateway/views/AppViews.java")
                        .matches())
                .isTrue();
    }
}
