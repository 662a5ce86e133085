package io.sigment.common.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.ToolSpecs;
import io.sigment.common.api.WireCodec;
import io.sigment.common.bus.ServiceAddress;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every tool's arguments are read as its input record ({@link ToolSpec#takes}), one component per parameter, so a
 * handler reads typed values checked with the limits its parameters list, and a caller in Sigment writes the record.
 */
class ToolInputsTest {
    /** Tools whose handlers still read their arguments one by one, and why. */
    private static final Map<String, String> NOT_YET = Map.ofEntries(Map.entry(
            "get_topup_link",
            "its request is TopUpRequest (no workspace_id), read with its @Characters limits as the money "
                    + "samples pin (AccountsMoneySamples); the Param's oneOf has no length limits"));

    @Test
    void every_tool_takes_an_input_record_with_a_component_per_parameter() {
        for (var spec : ToolSpecs.all()) {
            if (NOT_YET.containsKey(spec.name())) {
                assertThat(spec.input())
                        .as(spec.name() + " has a record: take it off NOT_YET")
                        .isNull();
                continue;
            }
            assertThat(spec.input()).as(spec.name() + " takes no input record").isNotNull();
            assertThat(InputRecords.mismatches(spec.input(), spec.params()))
                    .as(spec.name())
                    .isEmpty();
        }
    }

    @Test
    void every_input_record_is_read_or_refused_with_the_agents_error_never_a_failure_of_its_own() {
        for (var spec : ToolSpecs.all()) {
            if (spec.input() == null) continue;
            try {
                assertThat(spec.read(new JsonObject())).as(spec.name()).isInstanceOf(spec.input());
            } catch (ToolError refused) {
                assertThat(refused.kind()).as(spec.name()).isEqualTo(ToolError.Kind.INVALID_ARGUMENTS);
            }
        }
    }

    record Example(String name, Integer limit, Double share, Long people, Platform platform, List<String> tags) {}

    private static final ToolSpec<Example> EXAMPLE = ToolSpec.tool("count_things", "Count things", ServiceAddress.LISTS)
            .params(
                    Param.required("name", Shape.string().length(2, 10)),
                    Param.optional("limit", Shape.integer().range(1, 50).defaultValue(10)),
                    Param.optional("share", Shape.number().range(0, 100)),
                    Param.optional("people", Shape.integer().minimum(0)),
                    Param.optional(
                            "platform", Shape.oneOf("instagram", "youtube").defaultValue("instagram")),
                    Param.optional(
                            "tags", Shape.array(Shape.string()).maxItems(3).minItems(1)))
            .takes(Example.class);

    @Test
    void the_record_is_read_with_each_parameters_limits_and_defaults() {
        assertThat(EXAMPLE.read(new JsonObject().put("name", "cats")))
                .isEqualTo(new Example("cats", 10, null, null, Platform.INSTAGRAM, List.of()));
        assertThat(EXAMPLE.read(new JsonObject()
                        .put("name", "cats")
                        .put("limit", 50)
                        .put("share", 7)
                        .put("people", 2000)
                        .put("platform", "youtube")
                        .put("tags", new JsonArray().add(" a ").add("a").add("b"))))
                .isEqualTo(new Example("cats", 50, 7.0, 2000L, Platform.YOUTUBE, List.of("a", "b")));
        assertThatThrownBy(() -> EXAMPLE.read(new JsonObject()))
                .isInstanceOf(ToolError.class)
                .hasMessage(
                        ToolError.invalidArguments("name: required, a string").getMessage());
        assertThatThrownBy(
                        () -> EXAMPLE.read(new JsonObject().put("name", "cats").put("limit", 51)))
                .hasMessage(ToolError.invalidArguments("limit: an integer from 1 to 50")
                        .getMessage());
        assertThatThrownBy(
                        () -> EXAMPLE.read(new JsonObject().put("name", "cats").put("tags", new JsonArray())))
                .hasMessage(ToolError.invalidArguments("tags: 1-3 items").getMessage());
    }

    @Test
    void a_caller_writes_the_record_and_an_absent_optional_stays_absent() {
        var written = WireCodec.toJson(new Example("cats", null, 7.5, null, Platform.TIKTOK, null));
        assertThat(written.encode()).isEqualTo("{\"name\":\"cats\",\"share\":7.5,\"platform\":\"tiktok\"}");
        assertThat(EXAMPLE.read(written)).isEqualTo(new Example("cats", 10, 7.5, null, Platform.TIKTOK, List.of()));
    }

    record Misnamed(String name, int limit) {}

    record Unreadable(String name, Map<String, String> limit) {}

    @Test
    void a_record_that_does_not_follow_its_parameters_is_named() {
        var params = List.of(
                Param.required("name", Shape.string()),
                Param.optional("count", Shape.integer().defaultValue(1)));
        assertThat(InputRecords.mismatches(Misnamed.class, params))
                .containsExactly("components [name, limit] are not the parameters [name, count]");
        var limit = List.of(Param.required("name", Shape.string()), Param.optional("limit", Shape.integer()));
        assertThat(InputRecords.mismatches(Misnamed.class, limit))
                .containsExactly("limit is optional, so it cannot be a primitive");
        assertThat(InputRecords.mismatches(Unreadable.class, limit))
                .singleElement()
                .asString()
                .startsWith("limit has a type no parameter reads");
        assertThatThrownBy(() -> ToolSpec.tool("t", "T", ServiceAddress.LISTS).read(new JsonObject()))
                .isInstanceOf(IllegalStateException.class);
    }
}
