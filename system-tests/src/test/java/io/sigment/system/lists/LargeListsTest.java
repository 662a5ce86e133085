package io.sigment.system.lists;

import static io.sigment.system.lists.ListAgent.usernames;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 7: a list holds at most 5,000 creators; get_creator_list answers with the first 1,000 and says
 * how to see the rest; a share page shows 200 members a page with links between the pages.
 */
@Tag("stack")
class LargeListsTest {

    /** {@code count} members added straight to the list's table (what 50 calls of 100 would do). */
    private static void fill(String listId, int count) {
        var pool = TestStack.pool();
        try {
            pool.preparedQuery("INSERT INTO lists.list_members (list_id, handle, added_at) "
                            + "SELECT $1, 'creator' || lpad(n::text, 5, '0'), now() - (5000 - n) * interval '1 second' "
                            + "FROM generate_series(1, $2) AS n")
                    .execute(Tuple.of(listId, count))
                    .await();
        } finally {
            pool.close();
        }
    }

    @Test
    void a_list_holds_at_most_5000_creators_and_an_add_past_it_changes_nothing() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Big", "instagram");
        fill(listId, 4_990);
        var handles = new String[100];
        for (int i = 0; i < 100; i++) handles[i] = "newcomer" + i;
        assertThat(agent.error("add_to_creator_list", usernames(listId, handles)))
                .startsWith("Invalid arguments: usernames: a list holds at most 5000 creators");
        var ten = java.util.Arrays.copyOf(handles, 10);
        assertThat(agent.ok("add_to_creator_list", usernames(listId, ten)).getInteger("member_count"))
                .isEqualTo(5_000);
        assertThat(agent.error("add_to_creator_list", usernames(listId, "one.more")))
                .contains("at most 5000");
        assertThat(agent.ok("add_to_creator_list", usernames(listId, "creator00001"))
                        .getJsonArray("already_there"))
                .as("re-adding a member of a full list is still a no-op")
                .hasSize(1);
    }

    @Test
    void get_creator_list_answers_the_first_1000_members_and_says_how_to_see_the_rest() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Long", "instagram");
        fill(listId, 2_500);
        var list = agent.ok("get_creator_list", new JsonObject().put("list_id", listId));
        assertThat(list.getInteger("member_count")).isEqualTo(2_500);
        assertThat(list.getJsonArray("members")).hasSize(1_000);
        assertThat(list.getJsonArray("members").getJsonObject(0).getString("handle"))
                .isEqualTo("creator00001");
        assertThat(list.getString("note"))
                .contains("first 1000 of 2500")
                .as("says where to see the rest without pushing a public link")
                .contains("The user sees every member in the Sigment app: Creator lists, then \"Long\", 1000 a page")
                .contains("only for when the user asks");

        var small = agent.createList("Short", "instagram");
        agent.ok("add_to_creator_list", usernames(small, "a.one", "b.two"));
        assertThat(agent.ok("get_creator_list", new JsonObject().put("list_id", small))
                        .containsKey("note"))
                .isFalse();
    }

    @Test
    void a_share_page_shows_200_members_a_page_with_links_between_pages() {
        var agent = ListAgent.newUser();
        var listId = agent.createList("Paged", "instagram");
        fill(listId, 450);
        var url = agent.ok("share_creator_list", new JsonObject().put("list_id", listId))
                .getString("url");
        var first = ListAgent.open(url, "text/html");
        assertThat(first.status()).isEqualTo(200);
        assertThat(first.body())
                .contains(">creator00200<")
                .doesNotContain(">creator00201<")
                .contains("href=\"?page=2\"")
                .contains("450");
        var json = ListAgent.open(url + "?page=3", "application/json").json();
        assertThat(json.getInteger("page")).isEqualTo(3);
        assertThat(json.getInteger("pages")).isEqualTo(3);
        assertThat(json.getInteger("member_count")).isEqualTo(450);
        assertThat(json.getJsonArray("members")).hasSize(50);
        assertThat(json.getJsonArray("members").getJsonObject(0).getString("handle"))
                .isEqualTo("creator00401");
        assertThat(ListAgent.open(url + "?page=abc", "text/html").status()).isEqualTo(200);
    }
}
