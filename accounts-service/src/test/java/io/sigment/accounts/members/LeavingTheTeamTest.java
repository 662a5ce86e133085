package io.sigment.accounts.members;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** Removal by the owner and leaving take the workspace from the member's keys at once, saying why. */
class LeavingTheTeamTest extends MembersScenario {
    @Test
    void removing_a_member_takes_the_workspace_from_their_keys_at_once_and_says_why() {
        var owner = accounts.newWorkspace("team");
        var member = accounts.newWorkspace("free");
        var verify = memberKey(owner, member);
        assertThat(ids(ask("verify_api_key", verify).getJsonArray("workspaces")))
                .containsExactly(member.workspaceId(), owner.workspaceId());

        assertThat(refused(
                                "remove_member",
                                new JsonObject()
                                        .put("user_id", member.userId())
                                        .put("workspace_id", owner.workspaceId())
                                        .put("member_user_id", member.userId()))
                        .getMessage())
                .contains("Only the workspace's owner manages its members.");
        assertThat(refused(
                                "remove_member",
                                new JsonObject()
                                        .put("user_id", owner.userId())
                                        .put("workspace_id", owner.workspaceId())
                                        .put("member_user_id", owner.userId()))
                        .getMessage())
                .contains("the owner cannot be removed");
        ask(
                "remove_member",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("member_user_id", member.userId()));
        var after = ask("verify_api_key", verify);
        assertThat(ids(after.getJsonArray("workspaces"))).containsExactly(member.workspaceId());
        assertThat(ids(after.getJsonArray("removed_from"))).containsExactly(owner.workspaceId());

        accept(member, token(invite(owner, email(member))));
        assertThat(ask("verify_api_key", verify).getJsonArray("removed_from")).isEmpty();
    }

    @Test
    void a_member_leaves_and_their_keys_lose_the_workspace_saying_they_left_but_the_owner_cannot_leave() {
        var owner = accounts.newWorkspace("team");
        var member = accounts.newWorkspace("free");
        var verify = memberKey(owner, member);
        assertThat(ids(ask("verify_api_key", verify).getJsonArray("workspaces")))
                .contains(owner.workspaceId());

        assertThat(refused(
                                "leave_workspace",
                                new JsonObject()
                                        .put("user_id", owner.userId())
                                        .put("workspace_id", owner.workspaceId()))
                        .getMessage())
                .contains("its owner cannot leave it");
        assertThat(ask(
                                "leave_workspace",
                                new JsonObject()
                                        .put("user_id", member.userId())
                                        .put("workspace_id", owner.workspaceId()))
                        .getBoolean("left"))
                .isTrue();
        var after = ask("verify_api_key", verify);
        assertThat(ids(after.getJsonArray("workspaces"))).containsExactly(member.workspaceId());
        assertThat(after.getJsonArray("removed_from").getJsonObject(0).getString("reason"))
                .isEqualTo("left");
        assertThat(ask(
                                "list_members",
                                new JsonObject()
                                        .put("user_id", owner.userId())
                                        .put("workspace_id", owner.workspaceId()))
                        .getJsonArray("members"))
                .hasSize(1);
        assertThat(refused(
                                "leave_workspace",
                                new JsonObject()
                                        .put("user_id", member.userId())
                                        .put("workspace_id", owner.workspaceId()))
                        .kind())
                .as("gone already")
                .isEqualTo(ToolError.Kind.NOT_FOUND);
    }
}
