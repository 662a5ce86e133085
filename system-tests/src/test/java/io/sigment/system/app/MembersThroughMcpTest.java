package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 item 3 over HTTP, as browsers and agents meet it: a Team owner invites, the member accepts, the member's API
 * key and OAuth agent (approved for the team by the owner, not by the member) use the team workspace through /mcp;
 * once the owner removes the member, the very next call of each is refused saying the owner removed them, and another
 * gateway obeys within a second. The member approves their agent for their own workspace only; leaving the team ends
 * the team for their key and agent alike. A downgrade that would drop members is refused. Links that cannot be used
 * and invitations on Free get pages that say why.
 */
@Tag("stack")
class MembersThroughMcpTest {
    private final LocalStack stack = TestStack.shared();
    private final String base = stack.config().publicBaseUrl();

    private BrowserSession signedIn(TestAccounts.TestUser user) {
        var browser = new BrowserSession(base);
        assertThat(browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user))
                        .status())
                .isEqualTo(303);
        return browser;
    }

    private static String csrf(BrowserSession browser) {
        return browser.get("/app").hiddenFields().get("csrf");
    }

    /** The owner invites {@code email}: the link of the invitation mailed to it (a path on this site). */
    private String invite(BrowserSession owner, String email) {
        var mail = stack.mail().orElseThrow();
        var before = mail.to(email).size();
        var page = owner.postForm("/app/members/invite", Map.of("csrf", csrf(owner), "email", email));
        assertThat(page.status()).as(page.body()).isEqualTo(200);
        assertThat(page.body()).contains("Invitation mailed to").doesNotContain("/app/invitations/");
        return mail.await(email, before + 1)
                .get(before)
                .link("/app/invitations/")
                .substring(base.length());
    }

    private static void accept(BrowserSession member, String link) {
        var page = member.get(link);
        assertThat(page.body()).contains("id=\"accept-invitation\"");
        assertThat(member.postForm(
                                link + "/accept",
                                Map.of("csrf", page.hiddenFields().get("csrf")))
                        .status())
                .isEqualTo(303);
    }

    @Test
    void a_removed_members_key_and_agent_lose_the_workspace_at_their_next_call() throws Exception {
        var owner = TestAccounts.newUser(stack);
        var member = TestAccounts.newUser(stack);
        var team = owner.workspaceIds().get(0);
        var ownerBrowser = signedIn(owner);
        assertThat(ownerBrowser
                        .postForm("/app/plans", Map.of("csrf", csrf(ownerBrowser), "plan_id", "team"))
                        .status())
                .isEqualTo(303);
        var memberBrowser = signedIn(member);
        accept(memberBrowser, invite(ownerBrowser, TestAccounts.email(member)));
        var inTeam = new JsonObject().put("workspace_id", team);

        var teamKey = TestAccounts.keyFor(stack, member, team);
        var key = new McpHttp(stack.mcpUrl(), teamKey);
        assertThat(key.ok("get_account", inTeam).toString()).contains(team);
        var flow = new OAuthClientFlow(base, stack.mcpUrl(), "Member's Agent");
        var agent = new McpHttp(stack.mcpUrl(), flow.tokens(memberBrowser).getString("access_token"));
        assertThat(agent.error("get_account", inTeam)).startsWith("\"Member's Agent\" is not approved");
        var agentId = memberBrowser
                .get("/app/api/agents")
                .json()
                .getJsonArray("agents")
                .getJsonObject(0)
                .getString("agent_id");
        assertThat(memberBrowser
                        .postJson("/app/api/agents/" + agentId + "/approve", new JsonObject().put("workspace_id", team))
                        .status())
                .as("a member does not approve it for the team")
                .isEqualTo(404);
        assertThat(ownerBrowser
                        .postJson("/app/api/agents/" + agentId + "/approve", new JsonObject())
                        .status())
                .as("the owner approves it")
                .isEqualTo(200);
        assertThat(agent.ok("get_account", inTeam).toString()).contains(team);
        var onSecond = new McpHttp(TestStack.secondGatewayUrl() + "/mcp", teamKey);
        var cachedUntil = System.nanoTime() + TestStack.credentialCache().toNanos();
        assertThat(onSecond.ok("get_account", inTeam).toString()).contains(team);

        assertThat(ownerBrowser
                        .postForm("/app/members/" + member.userId() + "/remove", Map.of("csrf", csrf(ownerBrowser)))
                        .status())
                .isEqualTo(303);
        var removed = "Not found, or this account has no access to it. The owner of the workspace \"Workspace " + team
                + "\" removed this user from it";
        assertThat(key.error("get_account", inTeam)).startsWith(removed);
        assertThat(agent.error("get_account", inTeam)).startsWith(removed);
        assertThat(new McpHttp(stack.mcpUrl(), member.apiKey())
                        .ok("get_account", new JsonObject())
                        .toString())
                .as("their own workspace stays theirs, for their key made for it")
                .contains(member.workspaceIds().get(0))
                .doesNotContain(team);
        while (!onSecond.callTool("get_account", inTeam).getBoolean("isError")) {
            assertThat(System.nanoTime())
                    .as("the other gateway obeys the broadcast, before its cache expires")
                    .isLessThan(cachedUntil);
            Thread.sleep(20);
        }
        assertThat(memberBrowser.get("/app").body()).doesNotContain(team);
    }

    @Test
    void an_agent_works_in_each_workspace_its_owner_approved_and_leaving_the_team_ends_it_there() throws Exception {
        var owner = TestAccounts.newUser(stack);
        var member = TestAccounts.newUser(stack);
        var team = owner.workspaceIds().get(0);
        var own = member.workspaceIds().get(0);
        var ownerBrowser = signedIn(owner);
        ownerBrowser.postForm("/app/plans", Map.of("csrf", csrf(ownerBrowser), "plan_id", "team"));
        var memberBrowser = signedIn(member);
        accept(memberBrowser, invite(ownerBrowser, TestAccounts.email(member)));
        var inTeam = new JsonObject().put("workspace_id", team);
        var inOwn = new JsonObject().put("workspace_id", own);

        var flow = new OAuthClientFlow(base, stack.mcpUrl(), "Per-workspace Agent");
        var agent = new McpHttp(stack.mcpUrl(), flow.tokens(memberBrowser).getString("access_token"));
        assertThat(agent.error("get_account", inOwn))
                .startsWith("\"Per-workspace Agent\" is not approved to use this "
                        + "account yet in the workspace \"Workspace " + own + "\"");
        var agentId = memberBrowser
                .get("/app/api/agents")
                .json()
                .getJsonArray("agents")
                .getJsonObject(0)
                .getString("agent_id");
        assertThat(memberBrowser
                        .postForm("/app/agents/" + agentId + "/approve", Map.of("csrf", csrf(memberBrowser)))
                        .status())
                .as("the member approves it for the workspace they own")
                .isEqualTo(303);
        assertThat(agent.ok("get_account", inOwn).getJsonObject("workspace").getString("workspace_id"))
                .isEqualTo(own);
        assertThat(agent.ok("get_account", new JsonObject())
                        .getJsonObject("workspace")
                        .getString("workspace_id"))
                .as("its default is a workspace it may use")
                .isEqualTo(own);
        assertThat(agent.error("get_account", inTeam))
                .startsWith("\"Per-workspace Agent\" is not approved to use this "
                        + "account yet in the workspace \"Workspace " + team
                        + "\": agents are approved per workspace, by its owner.");

        assertThat(ownerBrowser
                        .postForm(
                                "/app/agents/" + agentId + "/approve",
                                Map.of("csrf", csrf(ownerBrowser), "workspace_id", team))
                        .status())
                .isEqualTo(303);
        assertThat(agent.ok("get_account", inTeam).getJsonObject("workspace").getString("workspace_id"))
                .isEqualTo(team);
        assertThat(ownerBrowser
                        .postForm(
                                "/app/agents/" + agentId + "/revoke",
                                Map.of("csrf", csrf(ownerBrowser), "workspace_id", team))
                        .status())
                .isEqualTo(303);
        assertThat(agent.error("get_account", inTeam))
                .startsWith("Access for \"Per-workspace Agent\" was revoked by the "
                        + "user in the workspace \"Workspace " + team + "\". Only the owner of");
        assertThat(agent.ok("get_account", inOwn).toString())
                .as("revoked for the team only")
                .contains(own);
        assertThat(ownerBrowser.get("/app").body())
                .as("the owner re-approves it for the team in the app")
                .contains("id=\"agent-" + agentId + "-in-" + team + "\"")
                .contains("Re-approve")
                .doesNotContain("agent-" + agentId + "-in-" + own);
        ownerBrowser.postForm(
                "/app/agents/" + agentId + "/approve", Map.of("csrf", csrf(ownerBrowser), "workspace_id", team));
        assertThat(agent.ok("get_account", inTeam).toString()).contains(team);

        var downgrade = ownerBrowser.postForm("/app/plans", Map.of("csrf", csrf(ownerBrowser), "plan_id", "free"));
        assertThat(downgrade.status()).isEqualTo(400);
        assertThat(downgrade.body())
                .contains("the Free plan allows only the owner in a workspace and this one has 2. "
                        + "Remove 1 member on the members page first");
        assertThat(agent.ok("get_account", inTeam).toString())
                .as("nobody was dropped")
                .contains(team);

        var teamKey = TestAccounts.keyFor(stack, member, team);
        var key = new McpHttp(stack.mcpUrl(), teamKey);
        var membersPage = memberBrowser.get("/app/members");
        assertThat(membersPage.body()).contains("id=\"leave\"");
        assertThat(memberBrowser.postForm("/app/members/leave", Map.of()).status())
                .as("no CSRF token")
                .isEqualTo(403);
        var onSecond = new McpHttp(TestStack.secondGatewayUrl() + "/mcp", teamKey);
        assertThat(key.ok("get_account", inTeam).toString()).contains(team);
        var cachedUntil = System.nanoTime() + TestStack.credentialCache().toNanos();
        assertThat(onSecond.ok("get_account", inTeam).toString()).contains(team);
        assertThat(memberBrowser
                        .postForm(
                                "/app/members/leave",
                                Map.of("csrf", membersPage.hiddenFields().get("csrf")))
                        .status())
                .isEqualTo(303);
        var left = "Not found, or this account has no access to it. This user left the workspace \"Workspace " + team
                + "\"";
        assertThat(key.error("get_account", inTeam)).startsWith(left);
        assertThat(agent.error("get_account", inTeam)).startsWith(left);
        assertThat(agent.ok("get_account", inOwn).toString()).contains(own);
        while (!onSecond.callTool("get_account", inTeam).getBoolean("isError")) {
            assertThat(System.nanoTime())
                    .as("the other gateway obeys the broadcast, before its cache expires")
                    .isLessThan(cachedUntil);
            Thread.sleep(20);
        }
        assertThat(onSecond.error("get_account", inTeam)).startsWith(left);
        var ownerMembers = ownerBrowser.get("/app/members");
        assertThat(ownerMembers.body())
                .doesNotContain("id=\"member-" + member.userId() + "\"")
                .doesNotContain("id=\"leave\"");
        assertThat(ownerBrowser
                        .postForm(
                                "/app/members/leave",
                                Map.of("csrf", ownerMembers.hiddenFields().get("csrf")))
                        .body())
                .as("the owner cannot leave")
                .contains("its owner cannot leave it");
    }

    @Test
    void free_workspaces_and_unusable_links_get_pages_that_say_why() {
        var owner = TestAccounts.newUser(stack);
        var member = TestAccounts.newUser(stack);
        var ownerBrowser = signedIn(owner);
        var refused = ownerBrowser.postForm(
                "/app/members/invite", Map.of("csrf", csrf(ownerBrowser), "email", "x@example.com"));
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.body())
                .contains("Plan limit: the Free plan has no members besides the owner; the Team plan "
                        + "has up to 10 members per workspace. The user can upgrade the plan in the Sigment app.");
        assertThat(ownerBrowser
                        .postForm("/app/members/invite", Map.of("email", "x@example.com"))
                        .status())
                .as("no CSRF token")
                .isEqualTo(403);

        ownerBrowser.postForm("/app/plans", Map.of("csrf", csrf(ownerBrowser), "plan_id", "team"));
        var used = invite(ownerBrowser, TestAccounts.email(member));
        var memberBrowser = signedIn(member);
        accept(memberBrowser, used);
        var again = memberBrowser.get(used);
        assertThat(again.status()).isEqualTo(410);
        assertThat(again.body()).contains("Invitation already used").contains("each link works once");

        var stranger = new BrowserSession(base);
        var expiring = invite(ownerBrowser, "late-" + owner.userId() + "@example.com");
        assertThat(stranger.get(expiring).body())
                .contains("Create account and join")
                .contains("Sign in to accept");
        var pool = TestStack.pool(stack);
        try {
            pool.preparedQuery("UPDATE accounts.invitations SET expires_at = now() - interval '1 second' "
                            + "WHERE lower(email) = lower($1)")
                    .execute(Tuple.of("late-" + owner.userId() + "@example.com"))
                    .await();
        } finally {
            pool.close();
        }
        var expired = stranger.get(expiring);
        assertThat(expired.status()).isEqualTo(410);
        assertThat(expired.body())
                .contains("Invitation expired")
                .contains("Ask the workspace&#39;s owner for a new one.");
        var unknown = stranger.get("/app/invitations/inv_not_a_real_token");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.body()).contains("This is not an invitation link.");

        var renewed = invite(ownerBrowser, "twice-" + owner.userId() + "@example.com");
        invite(ownerBrowser, "twice-" + owner.userId() + "@example.com");
        assertThat(stranger.get(renewed).body()).contains("Invitation replaced");
        var escaped = ownerBrowser.postForm(
                "/app/members/invite", Map.of("csrf", csrf(ownerBrowser), "email", "<b>x</b>@example.com"));
        assertThat(escaped.body()).doesNotContain("<b>x</b>").contains("&lt;b&gt;x&lt;/b&gt;@example.com");
    }
}
