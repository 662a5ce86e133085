package io.sigment.lists.creatorlists;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.sigment.common.api.lists.CreatorListLimits;
import io.sigment.lists.ListsServiceBus;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** Issue 40, L2: at most 1,000 creator lists per workspace, and a bounded list_creator_lists answer with a note. */
class CreatorListCapTest {
    private static final ListsServiceBus lists = new ListsServiceBus();

    @AfterAll
    static void stop() {
        lists.close();
    }

    /** {@code n} lists stored straight into the workspace, list i changed i minutes after 2030-01-01. */
    private static void stored(String workspaceId, int n) {
        lists.sql(
                "INSERT INTO lists.creator_lists (list_id, workspace_id, name, platform, created_at, updated_at) "
                        + "SELECT 'lst_' || $1 || '_' || i, $1, 'List ' || i, 'instagram', "
                        + "timestamptz '2030-01-01' + i * interval '1 minute', timestamptz '2030-01-01' + i * interval '1 minute' "
                        + "FROM generate_series(1, $2) AS i",
                workspaceId,
                n);
    }

    @Test
    void parallel_creations_stop_at_exactly_1000_lists_and_the_rest_are_refused_saying_so() {
        var caller = ListsServiceBus.newCaller(1);
        stored(caller.workspaceId(), CreatorListLimits.MAX_LISTS - 10);
        var calls = new ArrayList<Future<JsonObject>>();
        for (int i = 0; i < 20; i++) {
            calls.add(lists.send("create_creator_list", caller, new JsonObject().put("name", "Parallel " + i)));
        }
        Future.join(calls).otherwiseEmpty().await();
        assertThat(calls.stream().filter(Future::succeeded)).hasSize(10);
        for (var refused : calls.stream().filter(Future::failed).toList()) {
            assertThat(refused.cause()).isInstanceOf(ToolError.class);
            assertThat(refused.cause().getMessage())
                    .isEqualTo("Invalid arguments: this workspace already holds 1000 "
                            + "creator lists, the most one workspace may hold, so no list was created. Reuse one of them with "
                            + "set_creator_list (it replaces the members and the description) instead of creating another. Fix them "
                            + "and call again.");
        }
        assertThat(lists.sql(
                                "SELECT count(*)::int AS n FROM lists.creator_lists WHERE workspace_id = $1",
                                caller.workspaceId())
                        .get(0)
                        .getInteger("n"))
                .isEqualTo(CreatorListLimits.MAX_LISTS);
        var another = ListsServiceBus.newCaller(1);
        assertThat(lists.call("create_creator_list", another, new JsonObject().put("name", "Elsewhere"))
                        .getString("list_id"))
                .as("the cap is per workspace")
                .startsWith("lst_");
    }

    @Test
    void list_creator_lists_answers_the_100_most_recently_changed_with_a_note_on_finding_the_rest() {
        var caller = ListsServiceBus.newCaller(1);
        stored(caller.workspaceId(), 150);
        var reply = lists.call("list_creator_lists", caller, new JsonObject());
        var shown = reply.getJsonArray("lists");
        assertThat(shown).hasSize(CreatorListLimits.LISTED);
        assertThat(shown.getJsonObject(0).getString("name")).isEqualTo("List 150");
        assertThat(shown.getJsonObject(99).getString("name")).isEqualTo("List 51");
        assertThat(reply.getString("note"))
                .isEqualTo(
                        "lists holds the 100 most recently changed of this workspace's "
                                + "150 creator lists. An older list is still reachable by its list_id (get_creator_list, set_creator_list; "
                                + "changing it brings it back to the top here), and the user sees every list in the Sigment app.");
        assertThat(reply.encode().length())
                .as("bounded whatever the workspace holds")
                .isLessThan(40_000);

        var app = lists.call("list_creator_lists", caller, CreatorListLimits.askEvery(new JsonObject()));
        assertThat(app.getJsonArray("lists")).hasSize(150);
        assertThat(app.containsKey("note")).isFalse();

        var few = ListsServiceBus.newCaller(1);
        stored(few.workspaceId(), 3);
        var small = lists.call("list_creator_lists", few, new JsonObject());
        assertThat(small.getJsonArray("lists")).hasSize(3);
        assertThat(small.containsKey("note")).isFalse();
    }
}
