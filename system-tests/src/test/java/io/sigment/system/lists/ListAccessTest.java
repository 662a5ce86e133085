package io.sigment.system.lists;

import static io.sigment.system.lists.ListAgent.usernames;
import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Lists belong to a workspace: found by id in any of the user's workspaces, never in another user's. */
@Tag("stack")
class ListAccessTest {
    private static final String NOT_FOUND = "Not found, or this account has no access to it";

    @Test
    void another_users_list_is_not_found_by_any_list_tool_and_stays_unchanged() {
        var owner = ListAgent.newUser();
        var listId = owner.createList("Private", "instagram");
        owner.ok("add_to_creator_list", usernames(listId, "owner.pick"));
        var link = owner.ok("share_creator_list", new JsonObject().put("list_id", listId));

        var other = ListAgent.newUser();
        var byId = new JsonObject().put("list_id", listId);
        assertThat(other.error("get_creator_list", byId)).startsWith(NOT_FOUND).contains("list_creator_lists");
        assertThat(other.error("add_to_creator_list", usernames(listId, "intruder")))
                .startsWith(NOT_FOUND);
        assertThat(other.error("set_creator_list", usernames(listId, "intruder")))
                .startsWith(NOT_FOUND);
        assertThat(other.error("share_creator_list", byId)).startsWith(NOT_FOUND);
        assertThat(other.error("revoke_share_link", byId)).startsWith(NOT_FOUND);
        assertThat(other.error("revoke_share_link", new JsonObject().put("link_id", link.getString("link_id"))))
                .startsWith(NOT_FOUND)
                .contains("link_id");
        assertThat(other.ok("list_creator_lists", new JsonObject()).getJsonArray("lists"))
                .isEmpty();

        assertThat(owner.members(listId)).containsExactly("owner.pick");
        assertThat(ListAgent.open(link.getString("url"), "application/json").status())
                .isEqualTo(200);
    }

    @Test
    void an_unknown_list_id_is_not_found() {
        var agent = ListAgent.newUser();
        assertThat(agent.error("get_creator_list", new JsonObject().put("list_id", "lst_nope")))
                .startsWith(NOT_FOUND + ". Check the list_id with list_creator_lists");
        assertThat(agent.error("add_to_creator_list", usernames("lst_nope", "a")))
                .startsWith(NOT_FOUND);
    }

    @Test
    void a_list_in_the_users_second_workspace_is_listed_there_and_found_by_its_id_alone() {
        var agent = ListAgent.newUser(2);
        var second = agent.user.workspaceIds().get(1);
        var created = agent.ok(
                "create_creator_list", new JsonObject().put("name", "Second").put("workspace_id", second));
        assertThat(created.getString("workspace_id")).isEqualTo(second);
        var listId = created.getString("list_id");

        assertThat(agent.ok("list_creator_lists", new JsonObject()).getJsonArray("lists"))
                .isEmpty();
        var there = agent.ok("list_creator_lists", new JsonObject().put("workspace_id", second))
                .getJsonArray("lists");
        assertThat(there).hasSize(1);
        assertThat(there.getJsonObject(0).getString("list_id")).isEqualTo(listId);

        agent.ok("add_to_creator_list", usernames(listId, "found.by.id"));
        agent.ok("set_creator_list", usernames(listId, "found.by.id", "second.one"));
        assertThat(agent.members(listId)).containsExactlyInAnyOrder("found.by.id", "second.one");
        var link = agent.ok("share_creator_list", new JsonObject().put("list_id", listId));
        assertThat(agent.ok("revoke_share_link", new JsonObject().put("list_id", listId))
                        .getJsonArray("revoked_link_ids"))
                .containsExactly(link.getString("link_id"));
    }
}
