package io.sigment.lists.creatorlists;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.lists.ListsServiceBus;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Many calls changing one list at once, sent together over the bus: the list ends exactly as some order of them. */
class ConcurrentListChangesTest {
    private static ListsServiceBus lists;

    @BeforeAll
    static void start() {
        lists = new ListsServiceBus();
    }

    @AfterAll
    static void stop() {
        lists.close();
    }

    private static String newList(io.sigment.common.Caller caller) {
        return lists.call("create_creator_list", caller, new JsonObject().put("name", "Contended"))
                .getString("list_id");
    }

    private static Set<String> members(io.sigment.common.Caller caller, String listId) {
        var list = lists.call("get_creator_list", caller, new JsonObject().put("list_id", listId));
        var handles = list.getJsonArray("members").stream()
                .map(m -> ((JsonObject) m).getString("handle"))
                .toList();
        assertThat(handles).as("no member twice").doesNotHaveDuplicates();
        assertThat(list.getInteger("member_count")).isEqualTo(handles.size());
        return new HashSet<>(handles);
    }

    @Test
    void twenty_parallel_adds_of_disjoint_handles_all_land_and_each_is_reported_added_once() {
        var caller = ListsServiceBus.newCaller(1);
        var listId = newList(caller);
        var calls = new ArrayList<Future<JsonObject>>();
        for (int i = 0; i < 20; i++) {
            var batch = new JsonArray(List.of("a" + i, "b" + i, "shared"));
            calls.add(lists.send(
                    "add_to_creator_list",
                    caller,
                    new JsonObject().put("list_id", listId).put("usernames", batch)));
        }
        var results = ListsServiceBus.awaitAll(calls);

        var expected = new HashSet<String>(Set.of("shared"));
        IntStream.range(0, 20).forEach(i -> expected.addAll(List.of("a" + i, "b" + i)));
        assertThat(members(caller, listId)).isEqualTo(expected);
        var reportedAdded = results.stream()
                .flatMap(r -> r.getJsonArray("added").stream())
                .map(String::valueOf)
                .toList();
        assertThat(reportedAdded).doesNotHaveDuplicates().hasSameElementsAs(expected);
        assertThat(results.stream()
                        .filter(r -> r.getJsonArray("already_there").contains("shared"))
                        .count())
                .isEqualTo(19);
    }

    @Test
    void concurrent_sets_and_adds_end_in_exactly_the_state_of_one_order_of_them() {
        var caller = ListsServiceBus.newCaller(1);
        var listId = newList(caller);
        var sets = new ArrayList<Set<String>>();
        var calls = new ArrayList<Future<JsonObject>>();
        for (int i = 0; i < 10; i++) {
            var wanted = new HashSet<String>();
            for (int j = 0; j < 5; j++) wanted.add("s" + i + "_" + j);
            wanted.add("common");
            sets.add(wanted);
            calls.add(lists.send(
                    "set_creator_list",
                    caller,
                    new JsonObject()
                            .put("list_id", listId)
                            .put("usernames", new JsonArray(new ArrayList<>(wanted)))
                            .put("description", "set " + i)));
        }
        var results = ListsServiceBus.awaitAll(calls);

        var finalMembers = members(caller, listId);
        var winner = sets.indexOf(finalMembers);
        assertThat(winner)
                .as("final members equal exactly one of the sets: %s", finalMembers)
                .isNotNegative();
        var list = lists.call("get_creator_list", caller, new JsonObject().put("list_id", listId));
        assertThat(list.getString("description")).isEqualTo("set " + winner);
        // Serialized sets: "common" is added by exactly one of them and kept by the nine others.
        assertThat(results.stream()
                        .filter(r -> r.getJsonArray("added").contains("common"))
                        .count())
                .isEqualTo(1);
        assertThat(results.stream()
                        .filter(r -> r.getJsonArray("kept").contains("common"))
                        .count())
                .isEqualTo(9);
    }
}
