package io.sigment.common.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A list of records is an array of their objects, in order; a missing or null array reads as none. */
class WireJsonTest {
    private record Item(String id) {
        JsonObject toJson() {
            return new JsonObject().put("id", id);
        }

        static Item fromJson(JsonObject json) {
            return new Item(json.getString("id"));
        }
    }

    @Test
    void a_list_writes_each_record_in_order_and_reads_back_the_same_records() {
        var items = List.of(new Item("b"), new Item("a"));
        var json = new JsonObject().put("items", WireJson.array(items, Item::toJson));
        assertThat(json.encode()).isEqualTo("{\"items\":[{\"id\":\"b\"},{\"id\":\"a\"}]}");
        assertThat(WireJson.list(new JsonObject(json.encode()), "items", Item::fromJson))
                .isEqualTo(items);
    }

    @Test
    void a_missing_or_null_array_reads_as_no_records() {
        assertThat(WireJson.list(new JsonObject(), "items", Item::fromJson)).isEmpty();
        assertThat(WireJson.list(new JsonObject().putNull("items"), "items", Item::fromJson))
                .isEmpty();
    }

    @Test
    void a_written_array_takes_more_items() {
        var array = WireJson.array(List.of(new Item("a")), Item::toJson).add(new JsonObject().put("id", "b"));
        assertThat(WireJson.list(array, Item::fromJson)).containsExactly(new Item("a"), new Item("b"));
    }
}
