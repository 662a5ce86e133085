package io.sigment.accounts.members;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.ToolError;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

/** Invitations on the Team plan only, up to its 10 seats counting open invitations, and within the mail limit. */
class TeamSeatsTest extends MembersScenario {
    @Test
    void free_and_pro_workspaces_cannot_invite_and_the_plan_limit_names_team() {
        for (var plan : new String[] {"free", "pro"}) {
            var owner = accounts.newWorkspace(plan);
            var error = refused(
                    "invite_member",
                    new JsonObject()
                            .put("user_id", owner.userId())
                            .put("workspace_id", owner.workspaceId())
                            .put("email", "someone@example.com"));
            assertThat(error.kind()).isEqualTo(ToolError.Kind.PLAN_LIMIT);
            assertThat(error.getMessage())
                    .startsWith(
                            "Plan limit: the " + (plan.equals("free") ? "Free" : "Pro")
                                    + " plan has no members besides the owner; the Team plan has up to 10 members per workspace.")
                    .endsWith("The user can upgrade the plan in the Sigment app.");
        }
    }

    @Test
    void team_has_10_seats_counting_the_owner_and_open_invitations() {
        var owner = accounts.newWorkspace("team");
        for (int i = 1; i <= 9; i++) invite(owner, "seat" + i + "@example.com");
        var full = refused(
                "invite_member",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("email", "seat10@example.com"));
        assertThat(full.getMessage())
                .startsWith("Plan limit: the Team plan allows up to 10 members in a workspace, "
                        + "counting open invitations, and this one has no seat left.");
        var renewed = invite(owner, "seat9@example.com");
        var listed = ask(
                "list_members",
                new JsonObject().put("user_id", owner.userId()).put("workspace_id", owner.workspaceId()));
        assertThat(listed.getJsonArray("invitations"))
                .as("a new link replaces the email's open one")
                .hasSize(9);
        ask(
                "cancel_invitation",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("invitation_id", renewed.getString("invitation_id")));
        invite(owner, "seat10@example.com");
        assertThat(refused(
                                "invite_member",
                                new JsonObject()
                                        .put("user_id", owner.userId())
                                        .put("workspace_id", owner.workspaceId())
                                        .put("email", "seat11@example.com"))
                        .kind())
                .isEqualTo(ToolError.Kind.PLAN_LIMIT);
    }

    @Test
    void an_invitation_refused_by_the_send_limit_is_not_made() {
        var owner = accounts.newWorkspace("team");
        var email = "limited-" + owner.userId() + "@example.com";
        for (int i = 0; i < 5; i++) invite(owner, email);
        var error = refused(
                "invite_member",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("email", email));
        assertThat(error.getMessage())
                .startsWith("Rate limit reached: mail to " + email + " is limited to 5 messages an "
                        + "hour. Retry after ");
        assertThat(ask(
                                "list_members",
                                new JsonObject()
                                        .put("user_id", owner.userId())
                                        .put("workspace_id", owner.workspaceId()))
                        .getJsonArray("invitations"))
                .as("the fifth stays open")
                .hasSize(1);
    }
}
