package io.sigment.accounts.members;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.keys.ApiKeyFormat;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.accounts.testing.AccountsTestService;
import io.sigment.accounts.testing.TestWorkspace;
import io.sigment.common.Credentials;
import io.sigment.common.ToolError;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 item 3 through accounts-service's bus actions: invitations on the Team plan only and up to its 10 seats,
 * one-time links that expire, acceptance by the invited email or sign-up from the link, removal that takes the
 * workspace from the member's keys at once, and agents approved only by an owner.
 */
class MembersTest {
    private final AccountsTestService accounts = AccountsTestService.shared();

    @AfterEach
    void unpinClock() {
        accounts.clock.reset();
    }

    private JsonObject ask(String action, JsonObject args) {
        return accounts.ask(action, args);
    }

    private ToolError refused(String action, JsonObject args) {
        return accounts.refused(action, args);
    }

    /** A member of {@code owner}'s workspace with an API key: what verify_api_key is asked for it. */
    private JsonObject memberKey(TestWorkspace owner, TestWorkspace member) {
        accept(member, token(invite(owner, email(member))));
        var key = ApiKeyFormat.newKey();
        new ApiKeysStore(accounts.pool)
                .insert(member.userId(), "member key", key)
                .await();
        return new JsonObject().put("key_sha256", Credentials.sha256Hex(key));
    }

    /** The invitation, with the token of the link mailed to {@code email} ({@code mailed_token}). */
    private JsonObject invite(TestWorkspace owner, String email) {
        return accounts.invite(owner, email);
    }

    private static String token(JsonObject invitation) {
        return invitation.getString("mailed_token");
    }

    private static String email(TestWorkspace person) {
        return person.userId() + "@test.sigment";
    }

    private JsonObject accept(TestWorkspace person, String token) {
        return ask(
                "accept_invitation",
                new JsonObject().put("user_id", person.userId()).put("token", token));
    }

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
    void an_invitation_works_once_for_the_invited_email_and_not_after_it_expires() {
        var owner = accounts.newWorkspace("team");
        var member = accounts.newWorkspace("free");
        var stranger = accounts.newWorkspace("free");
        var link = invite(owner, email(member));
        assertThat(token(link)).startsWith("inv_");
        assertThat(ask("show_invitation", new JsonObject().put("token", token(link)))
                        .getString("status"))
                .isEqualTo("open");

        assertThat(refused(
                                "accept_invitation",
                                new JsonObject()
                                        .put("user_id", stranger.userId())
                                        .put("token", token(link)))
                        .getMessage())
                .contains("it is for " + email(member));
        var joined = accept(member, token(link));
        assertThat(joined.getString("workspace_id")).isEqualTo(owner.workspaceId());
        assertThat(joined.getString("role")).isEqualTo("member");
        assertThat(ask("show_invitation", new JsonObject().put("token", token(link)))
                        .getString("status"))
                .isEqualTo("used");
        assertThat(refused(
                                "accept_invitation",
                                new JsonObject().put("user_id", member.userId()).put("token", token(link)))
                        .getMessage())
                .contains("already used");

        var later = invite(owner, email(stranger));
        accounts.clock.advance(Members.INVITATION_TTL.plus(Duration.ofSeconds(1)));
        assertThat(ask("show_invitation", new JsonObject().put("token", token(later)))
                        .getString("status"))
                .isEqualTo("expired");
        assertThat(refused(
                                "accept_invitation",
                                new JsonObject()
                                        .put("user_id", stranger.userId())
                                        .put("token", token(later)))
                        .getMessage())
                .contains("expired");
        assertThat(ask("show_invitation", new JsonObject().put("token", "inv_made_up"))
                        .getString("status"))
                .isEqualTo("unknown");

        var members = ask(
                "list_members",
                new JsonObject().put("user_id", member.userId()).put("workspace_id", owner.workspaceId()));
        assertThat(members.getBoolean("owner")).isFalse();
        assertThat(members.containsKey("invitations")).isFalse();
        assertThat(members.getJsonArray("members").stream().map(m -> ((JsonObject) m).getString("role")))
                .containsExactly("owner", "member");
        assertThat(refused(
                                "invite_member",
                                new JsonObject()
                                        .put("user_id", member.userId())
                                        .put("workspace_id", owner.workspaceId())
                                        .put("email", "x@example.com"))
                        .getMessage())
                .contains("Only the workspace's owner manages its members.");
    }

    @Test
    void a_new_person_signs_up_from_the_link_with_the_invited_email() {
        var owner = accounts.newWorkspace("team");
        var email = "new-" + owner.userId() + "@example.com";
        var link = invite(owner, email);
        var joined = ask(
                "sign_up_invited",
                new JsonObject()
                        .put("token", token(link))
                        .put("name", "New Person")
                        .put("password", "a long enough password"));
        assertThat(joined.getString("email")).isEqualTo(email);
        assertThat(ask("sign_in", new JsonObject().put("email", email).put("password", "a long enough password"))
                        .getBoolean("signed_in"))
                .isTrue();
        var again = invite(owner, email(accounts.newWorkspace("free")));
        assertThat(refused(
                                "sign_up_invited",
                                new JsonObject()
                                        .put("token", token(again))
                                        .put("name", "Squatter")
                                        .put("password", "a long enough password"))
                        .getMessage())
                .contains("an account with this email exists; sign in to accept the invitation");
    }

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
    void only_the_teams_owner_approves_a_members_agent_for_the_team() {
        var owner = accounts.newWorkspace("team");
        var member = accounts.newWorkspace("free");
        accept(member, token(invite(owner, email(member))));
        var clientId = "client-" + member.userId();
        accounts.pool
                .preparedQuery("INSERT INTO accounts.oauth_clients (client_id, client_name, redirect_uris, kind) "
                        + "VALUES ($1, 'Member Agent', '{http://localhost:3000/callback}', 'registered')")
                .execute(Tuple.of(clientId))
                .await();
        accounts.pool
                .preparedQuery("INSERT INTO accounts.agents (agent_id, user_id, client_id, status) "
                        + "VALUES ($1, $2, $3, 'not_approved')")
                .execute(Tuple.of("agt_" + member.userId(), member.userId(), clientId))
                .await();
        var agent = new JsonObject().put("agent_id", "agt_" + member.userId());
        var inTeam = agent.copy().put("workspace_id", owner.workspaceId());

        assertThat(refused("approve_agent", inTeam.copy().put("user_id", member.userId()))
                        .getMessage())
                .contains("a member's agents are approved for a team workspace by its owner");
        assertThat(ask("approve_agent", agent.copy().put("user_id", member.userId()))
                        .getJsonArray("workspace_ids"))
                .as("the member approves it for the workspace they own")
                .containsExactly(member.workspaceId());

        var seenByOwner = ask("list_agents", new JsonObject().put("user_id", owner.userId()))
                .getJsonArray("agents");
        assertThat(seenByOwner).hasSize(1);
        assertThat(seenByOwner.getJsonObject(0).getBoolean("may_approve")).isTrue();
        assertThat(seenByOwner.getJsonObject(0).getString("user_id")).isEqualTo(member.userId());
        ask("approve_agent", agent.copy().put("user_id", owner.userId()));
        ask("revoke_agent", agent.copy().put("user_id", member.userId()));
        assertThat(refused("approve_agent", inTeam.copy().put("user_id", member.userId()))
                        .kind())
                .isEqualTo(ToolError.Kind.NOT_FOUND);
        assertThat(ask("approve_agent", agent.copy().put("user_id", owner.userId()))
                        .getString("status"))
                .isEqualTo("approved");
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

    @Test
    void m3_the_inviter_never_holds_a_working_link_it_goes_by_mail_to_the_invited_address_only() {
        var owner = accounts.newWorkspace("team");
        var victim = "boss-" + owner.userId() + "@victim.example";
        var reply = ask(
                "invite_member",
                new JsonObject()
                        .put("user_id", owner.userId())
                        .put("workspace_id", owner.workspaceId())
                        .put("email", victim));
        var listed = ask(
                "list_members",
                new JsonObject().put("user_id", owner.userId()).put("workspace_id", owner.workspaceId()));
        assertThat(reply.encode() + listed.encode())
                .as("what the inviter is told")
                .doesNotContain("inv_")
                .doesNotContain("/app/invitations/");
        assertThat(listed.getJsonArray("invitations").getJsonObject(0).getString("email"))
                .isEqualTo(victim);

        var mailed = accounts.mail.await(victim, 1).get(0);
        var link = io.sigment.accounts.testing.TestMailServer.link(mailed, "/app/invitations/");
        assertThat(io.sigment.accounts.testing.TestMailServer.header(mailed, "Subject"))
                .contains("invites you to");
        var joined = ask(
                "sign_up_invited",
                new JsonObject()
                        .put("token", link.substring(link.lastIndexOf('/') + 1))
                        .put("name", "The Boss")
                        .put("password", "the boss's own password"));
        assertThat(joined.getString("email")).isEqualTo(victim);
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

    @Test
    void accounts_service_starts_with_the_retired_invite_emails_setting_and_ignores_it() {
        var config = io.sigment.common.testing.TestConfig.withFreshDatabase(io.sigment.common.testing.TestConfig.node())
                .with(io.sigment.common.Setting.INVITE_EMAILS, false);
        io.sigment.common.db.Migrations.migrate(io.sigment.common.db.Postgres.url(config), "accounts");
        var id = accounts.serviceNode
                .deployVerticle(new io.sigment.accounts.AccountsVerticle(config))
                .await();
        accounts.serviceNode.undeploy(id).await();
    }

    private static java.util.List<String> ids(JsonArray workspaces) {
        return workspaces.stream()
                .map(w -> ((JsonObject) w).getString("workspace_id"))
                .toList();
    }
}
