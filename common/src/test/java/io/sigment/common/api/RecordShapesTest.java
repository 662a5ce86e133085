package io.sigment.common.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;
import io.sigment.common.Platform;
import io.sigment.common.api.analytics.DiscoveryId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A reply record's output schema is what {@link WireCodec} writes of it, plus what its annotations say. */
class RecordShapesTest {

    record Totals(long held, int count) {}

    record Everything(
            String listId,
            @JsonProperty("for") String action,
            int memberCount,
            long balance,
            double price,
            boolean selected,
            List<String> handles,
            Totals totals,
            List<Totals> history,
            Platform platform,
            DiscoveryId discoveryId) {}

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record WrittenWhenNull(
            @InEveryReply String id,
            @InEveryReply @MayBeNull String name,
            @MayBeNull Double share,
            @MayBeNull List<String> tags,

            @JsonInclude(JsonInclude.Include.NON_NULL) @MayBeNull
            String note) {}

    record LeftOutWhenNull(
            @MayBeNull String name, @MayBeNull Totals totals) {}

    record AbsentYetPromised(@InEveryReply @MayBeNull String name) {}

    @Describe("The job and its stage.")
    record Described(
            @OneOf({"queued", "running"}) String stage,
            @OneOf({"instagram", "youtube"}) List<String> platforms,
            @Describe("When it started.") String startedAt) {}

    record Started(@InEveryReply String jobId, @Flattened io.vertx.core.json.JsonObject details, String next) {}

    record Stored(String id, @ShapedAs(Totals.class) io.vertx.core.json.JsonObject totals) {}

    record ShapedText(@ShapedAs(Totals.class) String text) {}

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record StartedWork(@InEveryReply @MayBeNull String workId, int total) {}

    @Describe("By id: the item. By list: how many.")
    sealed interface Removal permits ItemRemoved, ItemsRemoved {}

    record ItemRemoved(
            @InEveryReply String id, @OneOf("removed") String status) implements Removal {}

    record ItemsRemoved(@InEveryReply int count, String note) implements Removal {}

    sealed interface NotRecords permits NotARecord {}

    static final class NotARecord implements NotRecords {}

    interface Open {}

    record Job(
            @InEveryReply String id,
            @InEveryReply String kind,
            @Flattened io.vertx.core.json.JsonObject details) {}

    record Scrape(@InEveryReply int creators, Totals cost) {}

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record ObjectOrSentence(
            @JsonTypes({"object", "string"}) @Describe("Figures, or why there are none.")
            Object figures,

            @MayBeNull @JsonTypes({"object", "string"}) Object maybe) {}

    /** Passed on as read; what it passed on is described by {@link Totals}. */
    record KeptAsRead(
            Long held, @AsRead @ShapedAs(Totals.class) io.vertx.core.json.JsonObject stored) {}

    record KeptList(
            List<KeptAsRead> kept, @ShapedAs(Totals.class) io.vertx.core.json.JsonArray rows) {}

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Head(
            @InEveryReply String id,
            @JsonInclude(JsonInclude.Include.NON_NULL) String note) {}

    record HeadAndMore(
            @com.fasterxml.jackson.annotation.JsonUnwrapped Head head, int more) {}

    record TypesOnText(@JsonTypes({"object", "string"}) String text) {}

    record WrittenAsText(String text) {
        @JsonValue
        String wire() {
            return text;
        }
    }

    @Test
    void each_field_the_codec_writes_is_a_property_under_its_name_in_its_order_with_its_type() {
        var written = WireCodec.toJson(new Everything(
                "lst_1",
                "analysis",
                2,
                5L,
                1.5,
                true,
                List.of("a"),
                new Totals(1, 2),
                List.of(),
                Platform.YOUTUBE,
                new DiscoveryId("dsc_1")));
        var schema = RecordShapes.of(Everything.class).json();

        assertThat(schema.getJsonObject("properties").fieldNames()).containsExactlyElementsOf(written.fieldNames());
        assertThat(schema.encode())
                .isEqualTo("{\"type\":\"object\",\"properties\":{"
                        + "\"list_id\":{\"type\":\"string\"},"
                        + "\"for\":{\"type\":\"string\"},"
                        + "\"member_count\":{\"type\":\"integer\"},"
                        + "\"balance\":{\"type\":\"integer\"},"
                        + "\"price\":{\"type\":\"number\"},"
                        + "\"selected\":{\"type\":\"boolean\"},"
                        + "\"handles\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}},"
                        + "\"totals\":{\"type\":\"object\",\"properties\":{"
                        + "\"held\":{\"type\":\"integer\"},\"count\":{\"type\":\"integer\"}}},"
                        + "\"history\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"properties\":{"
                        + "\"held\":{\"type\":\"integer\"},\"count\":{\"type\":\"integer\"}}}},"
                        + "\"platform\":{\"type\":\"string\",\"enum\":[\"instagram\",\"youtube\",\"tiktok\"]},"
                        + "\"discovery_id\":{\"type\":\"string\"}}}");
    }

    @Test
    void a_component_that_may_be_null_is_null_or_its_type_only_where_the_codec_writes_its_null() {
        assertThat(RecordShapes.of(WrittenWhenNull.class).json().encode())
                .isEqualTo("{\"type\":\"object\",\"properties\":{"
                        + "\"id\":{\"type\":\"string\"},"
                        + "\"name\":{\"type\":[\"string\",\"null\"]},"
                        + "\"share\":{\"type\":[\"number\",\"null\"]},"
                        + "\"tags\":{\"type\":[\"array\",\"null\"],\"items\":{\"type\":\"string\"}},"
                        + "\"note\":{\"type\":\"string\"}},"
                        + "\"required\":[\"id\",\"name\"]}");
        assertThat(RecordShapes.of(LeftOutWhenNull.class).json().encode())
                .isEqualTo("{\"type\":\"object\",\"properties\":{"
                        + "\"name\":{\"type\":\"string\"},"
                        + "\"totals\":{\"type\":\"object\",\"properties\":{"
                        + "\"held\":{\"type\":\"integer\"},\"count\":{\"type\":\"integer\"}}}}}");
    }

    @Test
    void a_field_left_out_when_null_cannot_be_promised_in_every_reply() {
        assertThatThrownBy(() -> RecordShapes.of(AbsentYetPromised.class))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("AbsentYetPromised.name is left out when null, so it is not in every reply");
    }

    @Test
    void what_the_type_cannot_say_the_annotations_do() {
        assertThat(RecordShapes.of(Described.class).json().encode())
                .isEqualTo("{\"type\":\"object\",\"description\":\"The job and its stage.\",\"properties\":{"
                        + "\"stage\":{\"type\":\"string\",\"enum\":[\"queued\",\"running\"]},"
                        + "\"platforms\":{\"type\":\"array\",\"items\":{\"type\":\"string\","
                        + "\"enum\":[\"instagram\",\"youtube\"]}},"
                        + "\"started_at\":{\"type\":\"string\",\"description\":\"When it started.\"}}}");
    }

    @Test
    void a_flattened_components_fields_are_those_of_the_details_record_in_its_place() {
        assertThat(RecordShapes.of(Started.class, StartedWork.class).json().encode())
                .isEqualTo("{\"type\":\"object\",\"properties\":{"
                        + "\"job_id\":{\"type\":\"string\"},"
                        + "\"work_id\":{\"type\":[\"string\",\"null\"]},"
                        + "\"total\":{\"type\":\"integer\"},"
                        + "\"next\":{\"type\":\"string\"}},"
                        + "\"required\":[\"job_id\",\"work_id\"]}");
        assertThat(RecordShapes.of(Started.class)
                        .json()
                        .getJsonObject("properties")
                        .fieldNames())
                .containsExactly("job_id", "next");
    }

    @Test
    void a_record_written_as_one_value_has_no_fields_to_derive() {
        assertThatThrownBy(() -> RecordShapes.of(WrittenAsText.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("WrittenAsText is not written component by component");
    }

    @Test
    void a_stored_object_shaped_as_a_record_has_that_records_schema_and_is_still_written_as_stored() {
        assertThat(RecordShapes.of(Stored.class).json().encode())
                .isEqualTo("{\"type\":\"object\",\"properties\":{"
                        + "\"id\":{\"type\":\"string\"},"
                        + "\"totals\":{\"type\":\"object\",\"properties\":{"
                        + "\"held\":{\"type\":\"integer\"},\"count\":{\"type\":\"integer\"}}}}}");
        var stored = new io.vertx.core.json.JsonObject().put("count", 2).put("extra", "kept");
        assertThat(WireCodec.toJson(new Stored("a", stored)).getJsonObject("totals"))
                .isEqualTo(stored);
        assertThatThrownBy(() -> RecordShapes.of(ShapedText.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("@ShapedAs is for a JsonObject");
    }

    @Test
    void a_reply_that_is_one_of_several_records_is_any_of_their_schemas_in_the_order_named() {
        assertThat(RecordShapes.anyOf(Removal.class).json().encode())
                .isEqualTo("{\"type\":\"object\",\"description\":\"By id: the item. By list: how many.\",\"anyOf\":["
                        + "{\"type\":\"object\",\"properties\":{"
                        + "\"id\":{\"type\":\"string\"},"
                        + "\"status\":{\"type\":\"string\",\"enum\":[\"removed\"]}},"
                        + "\"required\":[\"id\"]},"
                        + "{\"type\":\"object\",\"properties\":{"
                        + "\"count\":{\"type\":\"integer\"},"
                        + "\"note\":{\"type\":\"string\"}},"
                        + "\"required\":[\"count\"]}]}");
        assertThatThrownBy(() -> RecordShapes.anyOf(Open.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Open is not a sealed interface");
        assertThatThrownBy(() -> RecordShapes.anyOf(NotRecords.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("NotARecord is not a record");
    }

    @Test
    void details_that_depend_on_a_field_are_listed_per_value_with_that_field_constant() {
        assertThat(RecordShapes.of(
                                Job.class,
                                "kind",
                                RecordShapes.when("scrape", StartedWork.class, Scrape.class),
                                RecordShapes.when("other"))
                        .json()
                        .encode())
                .isEqualTo("{\"type\":\"object\",\"properties\":{"
                        + "\"id\":{\"type\":\"string\"},"
                        + "\"kind\":{\"type\":\"string\"}},"
                        + "\"required\":[\"id\",\"kind\"],"
                        + "\"anyOf\":["
                        + "{\"properties\":{"
                        + "\"kind\":{\"const\":\"scrape\"},"
                        + "\"work_id\":{\"type\":[\"string\",\"null\"]},"
                        + "\"total\":{\"type\":\"integer\"},"
                        + "\"creators\":{\"type\":\"integer\"},"
                        + "\"cost\":{\"type\":\"object\",\"properties\":{"
                        + "\"held\":{\"type\":\"integer\"},\"count\":{\"type\":\"integer\"}}}},"
                        + "\"required\":[\"work_id\",\"creators\"]},"
                        + "{\"properties\":{\"kind\":{\"const\":\"other\"}}}]}");
        assertThatThrownBy(() -> RecordShapes.of(Job.class, "details", RecordShapes.when("scrape", Scrape.class)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Job writes no field details");
    }

    @Test
    void an_object_written_as_one_of_several_json_types_lists_them() {
        assertThat(RecordShapes.of(ObjectOrSentence.class).json().encode())
                .isEqualTo("{\"type\":\"object\",\"properties\":{"
                        + "\"figures\":{\"type\":[\"object\",\"string\"],"
                        + "\"description\":\"Figures, or why there are none.\"},"
                        + "\"maybe\":{\"type\":[\"object\",\"string\",\"null\"]}}}");
        assertThat(WireCodec.toJson(new ObjectOrSentence(new io.vertx.core.json.JsonObject().put("a", 1), "none"))
                        .encode())
                .isEqualTo("{\"figures\":{\"a\":1},\"maybe\":\"none\"}");
        assertThatThrownBy(() -> RecordShapes.of(TypesOnText.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("@JsonTypes is for an Object");
    }

    @Test
    void records_passed_on_as_read_and_stored_rows_have_the_schema_of_the_record_that_describes_them() {
        var totals = "{\"type\":\"object\",\"properties\":{"
                + "\"held\":{\"type\":\"integer\"},\"count\":{\"type\":\"integer\"}}}";
        assertThat(RecordShapes.of(KeptList.class).json().encode())
                .isEqualTo("{\"type\":\"object\",\"properties\":{"
                        + "\"kept\":{\"type\":\"array\",\"items\":" + totals + "},"
                        + "\"rows\":{\"type\":\"array\",\"items\":" + totals + "}}}");
        var stored = new io.vertx.core.json.JsonObject().put("count", 2).put("held", 1);
        assertThat(WireCodec.toJson(WireCodec.fromJson(
                                new io.vertx.core.json.JsonObject().put("kept", List.of(stored)), KeptList.class))
                        .encode())
                .as("still written as stored, in the stored order")
                .isEqualTo("{\"kept\":[{\"count\":2,\"held\":1}]}");
    }

    @Test
    void an_unwrapped_records_fields_are_listed_in_its_place() {
        assertThat(RecordShapes.of(HeadAndMore.class).json().encode())
                .isEqualTo("{\"type\":\"object\",\"properties\":{"
                        + "\"id\":{\"type\":\"string\"},\"note\":{\"type\":\"string\"},"
                        + "\"more\":{\"type\":\"integer\"}},\"required\":[\"id\"]}");
        assertThat(WireCodec.toJson(new HeadAndMore(new Head("a", null), 3)).encode())
                .isEqualTo("{\"id\":\"a\",\"more\":3}");
    }
}
