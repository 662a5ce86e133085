package io.sigment.system.lists;

import static io.sigment.system.lists.ListAgent.usernames;
import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The creator list tools over POST /mcp, as an agent uses them. */
@Tag("stack")
class CreatorListToolsTest {

    @Test
    void a_new_list_is_empty_on_instagram_by_default_and_is_listed_with_its_member_count() {
        var agent = ListAgent.newUser();
        var created = agent.ok(
                "create_creator_list",
                new JsonObject().put("name", "Summer run").put("description", "Beach brands"));
        assertThat(created.getString("list_id")).startsWith("lst_");
        assertThat(created.getString("platform")).isEqualTo("instagram");
        assertThat(created.getJsonArray("members")).isEmpty();
        var listId = created.getString("list_id");
        agent.ok("add_to_creator_list", usernames(listId, "alice", "bob", "carol"));

        var lists = agent.ok("list_creator_lists", new JsonObject()).getJsonArray("lists");
        assertThat(lists).hasSize(1);
        assertThat(lists.getJsonObject(0).getString("name")).isEqualTo("Summer run");
        assertThat(lists.getJsonObject(0).getInteger("member_count")).isEqualTo(3);
        var list = agent.ok("get_creator_list", new JsonObject().put("list_id", listId));
        assertThat(list.getString("description")).isEqualTo("Beach brands");
        assertThat(list.getJsonArray("members").getJsonObject(0).getString("added_at"))
                .isNotBlank();
        assertThat(agent.members(listId)).containsExactlyInAnyOrder("alice", "bob", "carol");
    }

    @Test
    void re_adding_is_a_no_op_and_the_result_says_what_was_added_and_what_was_already_there() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Shortlist", "instagram");
        agent.ok("add_to_creator_list", usernames(listId, "@Alice", "bob"));
        var again = agent.ok("add_to_creator_list", usernames(listId, "alice", "carol", "BOB", "@carol"));
        assertThat(again.getJsonArray("added")).containsExactly("carol");
        assertThat(again.getJsonArray("already_there")).containsExactly("alice", "bob");
        assertThat(again.getInteger("member_count")).isEqualTo(3);
        assertThat(agent.members(listId)).containsExactlyInAnyOrder("alice", "bob", "carol");
    }

    @Test
    void set_makes_the_list_hold_exactly_the_given_creators_and_says_what_was_added_removed_and_kept() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Best mix", "instagram");
        agent.ok("add_to_creator_list", usernames(listId, "a.one", "b.two", "c.three"));
        var set = agent.ok(
                "set_creator_list",
                usernames(listId, "b.two", "C.THREE", "d.four").put("description", "core 8.1%, core reach 120k"));
        assertThat(set.getJsonArray("added")).containsExactly("d.four");
        assertThat(set.getJsonArray("removed")).containsExactly("a.one");
        assertThat(set.getJsonArray("kept")).containsExactly("b.two", "c.three");
        assertThat(agent.members(listId)).containsExactlyInAnyOrder("b.two", "c.three", "d.four");

        var unchanged = agent.ok("set_creator_list", usernames(listId, "d.four"));
        assertThat(unchanged.getJsonArray("removed")).containsExactlyInAnyOrder("b.two", "c.three");
        var list = agent.ok("get_creator_list", new JsonObject().put("list_id", listId));
        assertThat(list.getString("description"))
                .as("no description given: kept")
                .isEqualTo("core 8.1%, core reach 120k");
        assertThat(agent.members(listId)).containsExactly("d.four");
    }

    @Test
    void an_invalid_handle_is_refused_by_name_and_nothing_of_the_call_is_applied() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Careful", "instagram");
        agent.ok("set_creator_list", usernames(listId, "kept.one").put("description", "before"));

        var add = agent.error("add_to_creator_list", usernames(listId, "valid.new", "bad handle!"));
        assertThat(add)
                .startsWith("Invalid arguments: usernames[1] \"bad handle!\" is not a valid Instagram handle")
                .contains("nothing was changed")
                .doesNotContain("valid.new");
        var set = agent.error(
                "set_creator_list",
                usernames(listId, "other", "dash-ed", "x".repeat(31)).put("description", "after"));
        assertThat(set)
                .contains("usernames[1] \"dash-ed\"", "usernames[2] \"" + "x".repeat(31) + "\"")
                .doesNotContain("\"other\"");

        assertThat(agent.members(listId)).containsExactly("kept.one");
        assertThat(agent.ok("get_creator_list", new JsonObject().put("list_id", listId))
                        .getString("description"))
                .isEqualTo("before");
    }

    @Test
    void each_platform_checks_its_own_handle_syntax_and_case_rules() {
        var agent = ListAgent.newUser();
        var youtube = agent.createList("Tubers", "youtube");
        var channelId = "UCBR8-60-B28hp2BmDPdntcQ";
        var added = agent.ok("add_to_creator_list", usernames(youtube, channelId, "@Some-Creator", "dash-ed"));
        assertThat(added.getJsonArray("added")).containsExactly(channelId, "some-creator", "dash-ed");
        assertThat(agent.error("add_to_creator_list", usernames(youtube, "ab"))).contains("not a valid YouTube handle");

        var tiktok = agent.createList("Tokers", "tiktok");
        assertThat(agent.error("add_to_creator_list", usernames(tiktok, "x"))).contains("not a valid TikTok handle");
        assertThat(agent.ok("add_to_creator_list", usernames(tiktok, "@Dance.Daily"))
                        .getJsonArray("added"))
                .containsExactly("dance.daily");
        assertThat(agent.error(
                        "create_creator_list", new JsonObject().put("name", "x").put("platform", "myspace")))
                .startsWith("Invalid arguments: platform: must be one of instagram, youtube, tiktok");
    }

    @Test
    void usernames_are_limited_to_100_per_call_and_names_and_descriptions_to_their_lengths() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("n".repeat(255), "instagram");
        var hundred = IntStream.range(0, 100).mapToObj(i -> "creator_" + i).toArray(String[]::new);
        assertThat(agent.ok("add_to_creator_list", usernames(listId, hundred)).getInteger("member_count"))
                .isEqualTo(100);
        var tooMany = IntStream.range(0, 101).mapToObj(i -> "other_" + i).toArray(String[]::new);
        assertThat(agent.error("add_to_creator_list", usernames(listId, tooMany)))
                .contains("usernames: at most 100 items");
        assertThat(agent.error("set_creator_list", usernames(listId, tooMany)))
                .contains("usernames: at most 100 items");
        assertThat(agent.error(
                        "set_creator_list",
                        new JsonObject().put("list_id", listId).put("usernames", new JsonArray())))
                .contains("usernames: at least 1 item");
        assertThat(agent.members(listId)).hasSize(100);

        assertThat(agent.error("create_creator_list", new JsonObject().put("name", "n".repeat(256))))
                .contains("name: at most 255 characters");
        assertThat(agent.error("create_creator_list", new JsonObject().put("name", "")))
                .contains("name: at least 1 character");
        assertThat(agent.error("create_creator_list", new JsonObject().put("name", "   ")))
                .startsWith("Invalid arguments: name");
        assertThat(agent.error(
                        "create_creator_list",
                        new JsonObject().put("name", "ok").put("description", "d".repeat(2001))))
                .contains("description: at most 2000 characters");
        assertThat(agent.error("set_creator_list", usernames(listId, "a").put("description", "d".repeat(2001))))
                .contains("description: at most 2000 characters");
        assertThat(agent.ok("set_creator_list", usernames(listId, "a").put("description", "d".repeat(2000)))
                        .getString("description"))
                .hasSize(2000);
        assertThat(agent.ok("list_creator_lists", new JsonObject()).getJsonArray("lists"))
                .hasSize(1);
    }

    @Test
    void parallel_adds_of_disjoint_handles_over_mcp_all_land_once() throws Exception {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Busy", "instagram");
        var pool = Executors.newFixedThreadPool(8);
        try {
            var calls = new ArrayList<Future<JsonObject>>();
            for (int i = 0; i < 8; i++) {
                var batch = new String[] {"p" + i, "q" + i, "everyone"};
                calls.add(pool.submit(() -> agent.ok("add_to_creator_list", usernames(listId, batch))));
            }
            var addedEveryone = 0;
            for (var call : calls) {
                if (call.get(60, TimeUnit.SECONDS).getJsonArray("added").contains("everyone")) addedEveryone++;
            }
            assertThat(addedEveryone).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
        var expected = new ArrayList<>(List.of("everyone"));
        IntStream.range(0, 8).forEach(i -> expected.addAll(List.of("p" + i, "q" + i)));
        assertThat(agent.members(listId)).doesNotHaveDuplicates().hasSameElementsAs(expected);
    }
}
