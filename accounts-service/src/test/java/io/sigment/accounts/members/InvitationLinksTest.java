package io.sigment.accounts.members;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * One-time invitation links that expire, accepted by the invited email or signed up from, mailed to the invited
 * address only; the retired invite-emails setting is ignored.
 */
class InvitationLinksTest extends MembersScenario {
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
        accounts.clock.advance(InvitationLinks.INVITATION_TTL.plus(Duration.ofSeconds(1)));
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
    void accounts_service_starts_with_the_retired_invite_emails_setting_and_ignores_it() {
        var config = io.sigment.common.testing.TestConfig.withFreshDatabase(io.sigment.common.testing.TestConfig.node())
                .with(io.sigment.common.Setting.INVITE_EMAILS, false);
        io.sigment.common.db.Migrations.migrate(io.sigment.common.db.Postgres.url(config), "accounts");
        var id = accounts.serviceNode
                .deployVerticle(new io.sigment.accounts.AccountsVerticle(config))
                .await();
        accounts.serviceNode.undeploy(id).await();
    }
}
