package io.sigment.common.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.ToolSpecs;
import io.sigment.common.api.analytics.AnalyticsTools;
import io.sigment.common.api.jobs.JobsTools;
import io.sigment.common.bus.ServiceAddress;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.HashSet;
import org.junit.jupiter.api.Test;

/** A tool's spec is its one description: what a handler reads is what the schema lists. */
class ToolSpecTest {
    private static final ToolSpec<Record> EXAMPLE = ToolSpec.tool("count_things", "Count things", ServiceAddress.LISTS)
            .describedAs("Counts things.")
            .params(
                    Param.required("name", Shape.string().length(2, 10).describe("What to count.")),
                    Param.optional(
                            "limit",
                            Shape.integer().range(1, 50).defaultValue(10).describe("How many.")))
            .answers(Shape.object(Shape.property("count", Shape.integer())).required("count"))
            .kind(ToolKind.WRITE, true, false);

    @Test
    void a_handler_reads_arguments_with_the_limits_and_default_the_schema_lists() {
        var limit = EXAMPLE.param("limit");
        assertThat(limit.integer(new JsonObject())).isEqualTo(10);
        assertThat(limit.integer(new JsonObject().put("limit", 50))).isEqualTo(50);
        assertThatThrownBy(() -> limit.integer(new JsonObject().put("limit", 51)))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("limit: an integer from 1 to 50");
        assertThat(EXAMPLE.param("name").text(new JsonObject().put("name", "cats")))
                .isEqualTo("cats");
        assertThatThrownBy(() -> EXAMPLE.param("name").text(new JsonObject()))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("name: required");
        assertThatThrownBy(() -> EXAMPLE.param("nothing")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void the_paid_tools_read_their_targets_and_cap_with_the_texts_agents_were_given() {
        var optimize = JobsTools.OPTIMIZE_SELECTION;
        assertThat(optimize.param("min_core_pct").number(new JsonObject().put("min_core_pct", 7)))
                .isEqualTo(7.0);
        assertThatThrownBy(() -> optimize.param("min_core_pct").number(new JsonObject()))
                .hasMessage(invalid("min_core_pct: required, a number from 0 to 100"));
        assertThatThrownBy(() -> optimize.param("min_core_pct").number(new JsonObject().put("min_core_pct", 100.5)))
                .hasMessage(invalid("min_core_pct: a number from 0 to 100"));
        assertThat(AnalyticsTools.GET_ANALYSIS_RESULT.param("min_core_pct").number(new JsonObject()))
                .isNull();
        assertThat(AnalyticsTools.GET_ANALYSIS_RESULT.param("min_core_reach").wholeNumber(new JsonObject()))
                .isNull();
        assertThatThrownBy(() -> optimize.param("min_core_reach").wholeNumber(new JsonObject()))
                .hasMessage(invalid("min_core_reach: must be an integer >= 0"));
        assertThat(JobsTools.MAX_CREDITS.wholeNumber(new JsonObject().put("max_credits", 1000)))
                .isEqualTo(1000L);
        assertThatThrownBy(() -> JobsTools.MAX_CREDITS.wholeNumber(new JsonObject().put("max_credits", 1001)))
                .hasMessage(invalid("max_credits: an integer from 0 to 1000"));
        assertThatThrownBy(() -> JobsTools.MAX_CREDITS.wholeNumber(new JsonObject().put("max_credits", -1)))
                .hasMessage(invalid("max_credits: must be an integer >= 0"));
    }

    @Test
    void platform_and_lists_follow_the_schemas_default_and_item_limits() {
        assertThat(JobsTools.QUOTE_COST.param("platform").platform(new JsonObject()))
                .isEqualTo(Platform.INSTAGRAM);
        assertThatThrownBy(() -> JobsTools.ANALYZE_CREATORS.param("platform").platform(new JsonObject()))
                .hasMessage(invalid("platform: " + Platform.RULE));
        assertThatThrownBy(() -> JobsTools.ANALYZE_CREATORS.param("handles").platform(new JsonObject()))
                .isInstanceOf(IllegalStateException.class);
        var handles = JobsTools.ANALYZE_CREATORS.param("handles");
        assertThat(handles.strings(new JsonObject()
                        .put("handles", new JsonArray().add(" a ").add("a").add("b"))))
                .containsExactly("a", "b");
        assertThatThrownBy(() -> handles.strings(new JsonObject().put("handles", new JsonArray())))
                .hasMessage(invalid("handles: 1-50 items"));
        assertThat(JobsTools.QUOTE_COST.param("handles").strings(new JsonObject()))
                .isEmpty();
        var focus = AnalyticsTools.GET_DISCOVERY.param("handles");
        assertThat(focus.strings(new JsonObject().put("handles", new JsonArray())))
                .isEmpty();
        var tooMany = new JsonArray();
        for (int i = 0; i < 51; i++) tooMany.add("c" + i);
        assertThatThrownBy(() -> focus.strings(new JsonObject().put("handles", tooMany)))
                .hasMessage(invalid("handles: at most 50 items"));
    }

    @Test
    void the_listing_is_written_in_the_order_the_spec_says_it() {
        assertThat(EXAMPLE.listing().encode())
                .isEqualTo("{\"name\":\"count_things\",\"title\":\"Count things\","
                        + "\"description\":\"Counts things.\",\"inputSchema\":{\"type\":\"object\",\"properties\":{\"name\":"
                        + "{\"type\":\"string\",\"minLength\":2,\"maxLength\":10,\"description\":\"What to count.\"},\"limit\":"
                        + "{\"type\":\"integer\",\"minimum\":1,\"maximum\":50,\"default\":10,\"description\":\"How many.\"}},"
                        + "\"required\":[\"name\"],\"additionalProperties\":false},\"outputSchema\":{\"type\":\"object\","
                        + "\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]},\"annotations\":{\"title\":"
                        + "\"Count things\",\"readOnlyHint\":false,\"destructiveHint\":false,\"idempotentHint\":true,"
                        + "\"openWorldHint\":false}}");
        assertThat(EXAMPLE.catalogEntry().getString("service")).isEqualTo("lists");
    }

    @Test
    void every_tool_is_named_once_and_its_output_is_an_open_object() {
        var names = new HashSet<String>();
        for (var spec : ToolSpecs.all()) {
            assertThat(names.add(spec.name())).as(spec.name()).isTrue();
            assertThat(spec.output().json().getString("type")).as(spec.name()).isEqualTo("object");
            assertThat(spec.output().json().containsKey("additionalProperties"))
                    .as(spec.name())
                    .isFalse();
        }
        assertThat(AnalyticsTools.LIST_DISCOVERIES.handling()).isEqualTo(ToolSpec.Handling.PLAIN);
    }

    private static String invalid(String details) {
        return ToolError.invalidArguments(details).getMessage();
    }
}
