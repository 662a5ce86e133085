package io.sigment.system.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;

/**
 * Issue 26 item 3 in headless Chromium at phone and desktop sizes, on pages without a script: an owner creates a
 * workspace, upgrades it to Team in the sandbox and makes an invitation link; in another browser session the invited
 * person accepts it (at phone size signing in from the link, at desktop size signing up from it) and uses the
 * workspace; the owner removes them and it leaves their app. A member leaves a team workspace from its members page
 * (the owner has no such button). A member approves their agent for their own workspace, the owner for the team.
 * Screenshots: target/browser-screenshots/app.
 */
@Tag("browser")
class MembersInBrowserTest extends AppBrowserTest {
    /** Leaves this browser session (its cookies kept aside) for a fresh one. */
    private static Set<Cookie> leave() {
        var cookies = Set.copyOf(chromium.driver().manage().getCookies());
        chromium.driver().manage().deleteAllCookies();
        return cookies;
    }

    private static void resume(Set<Cookie> cookies, String url) {
        chromium.driver().manage().deleteAllCookies();
        cookies.forEach(cookie -> chromium.driver().manage().addCookie(cookie));
        chromium.open(url);
    }

    @Test
    void an_owner_invites_to_a_team_workspace_the_member_joins_and_the_owner_removes_them() throws IOException {
        var base = stack.config().publicBaseUrl();
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            var phone = size[0] < 600;
            var owner = TestAccounts.newUser(stack);
            var existing = TestAccounts.newUser(stack);
            var email = phone ? TestAccounts.email(existing) : "new-" + UUID.randomUUID() + "@example.com";
            var team = "Crew " + size[0];
            app.signIn(stack, owner, size[0], size[1]);
            browser.findElement(By.id("new-workspace-name")).sendKeys(team);
            app.press(browser.findElement(By.id("create-workspace")));
            app.waitFor(d -> text("credits").contains(team));
            app.press(browser.findElement(By.id("plans-link")));
            app.press(browser.findElement(By.id("choose-team")));
            app.waitFor(d -> text("plan-team").contains("current"));

            chromium.open(base + "/app/members");
            assertThat(text("members")).contains("Team plan: up to 10 members");
            browser.findElement(By.id("invite-email")).sendKeys(email);
            app.press(browser.findElement(By.id("invite")));
            app.waitFor(d -> !d.findElements(By.id("new-invitation")).isEmpty());
            assertThat(text("new-invitation")).contains("Invitation mailed to " + email);
            assertThat(browser.getPageSource())
                    .as("the owner never sees the link")
                    .doesNotContain("/app/invitations/");
            assertThat(text("members")).contains("Open invitations").contains(email);
            app.screenshot("members-" + size[0] + "-01-invited");
            app.assertFitsWithoutScripts(size[0]);
            var ownerSession = leave();

            var mail = stack.mail().orElseThrow();
            mail.await(email, 1);
            chromium.open(mail.pageUrl());
            app.press(browser.findElement(By.partialLinkText("invites you to " + team)));
            app.waitFor(d -> !d.findElements(By.id("text")).isEmpty());
            assertThat(text("to")).isEqualTo(email);
            app.screenshot("members-" + size[0] + "-02-mailbox");
            var link = browser.findElement(By.cssSelector("#text a[href*='/app/invitations/inv_']"))
                    .getAttribute("href");
            chromium.open(link);
            assertThat(text("invitation")).contains("Join " + team).contains(email);
            app.screenshot("members-" + size[0] + "-02b-invitation");
            app.assertFitsWithoutScripts(size[0]);
            if (phone) {
                app.press(browser.findElement(By.id("sign-in-to-accept")));
                app.waitFor(d -> d.getCurrentUrl().contains("/app/sign-in"));
                browser.findElement(By.id("email")).sendKeys(email);
                browser.findElement(By.id("password")).sendKeys(TestAccounts.password(stack, existing));
                app.press(browser.findElement(By.id("sign-in")));
                app.waitFor(d -> !d.findElements(By.id("accept-invitation")).isEmpty());
                app.press(browser.findElement(By.id("accept-invitation")));
            } else {
                browser.findElement(By.id("name")).sendKeys("New <i>Member</i>");
                browser.findElement(By.id("password")).sendKeys("a long enough password");
                app.press(browser.findElement(By.id("sign-up")));
            }
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app"));
            assertThat(text("credits")).contains(team).contains("Team plan");
            assertThat(browser.findElements(By.cssSelector("#workspaces tr[id^=workspace-]")).stream()
                            .map(row -> row.getText())
                            .filter(row -> row.contains(team))
                            .findFirst()
                            .orElse(""))
                    .contains("current")
                    .contains("team")
                    .contains("member");
            app.screenshot("members-" + size[0] + "-03-joined");
            chromium.open(base + "/app/members");
            assertThat(text("members"))
                    .contains("Only the workspace's owner invites and removes members")
                    .doesNotContain("Remove");
            assertThat(browser.findElements(By.id("invite-email"))).isEmpty();
            app.screenshot("members-" + size[0] + "-04-member-view");
            var memberSession = leave();

            resume(ownerSession, base + "/app/members");
            var memberRow = browser.findElements(By.cssSelector("#members tr[id^=member-]")).stream()
                    .filter(row -> row.getText().contains(email))
                    .findFirst()
                    .orElseThrow();
            assertThat(memberRow.getText()).contains("member");
            if (!phone) assertThat(browser.getPageSource()).contains("New &lt;i&gt;Member&lt;/i&gt;");
            app.screenshot("members-" + size[0] + "-05-owner-sees-member");
            app.press(memberRow.findElement(By.cssSelector("button.danger")));
            app.waitFor(d -> !text("members").contains(email));
            app.screenshot("members-" + size[0] + "-06-removed");

            resume(memberSession, base + "/app");
            assertThat(text("workspaces")).doesNotContain(team);
            app.screenshot("members-" + size[0] + "-07-member-after-removal");
        }
    }

    /** Sets up over HTTP: {@code owner}'s first workspace on Team, with {@code member} in it; the member's session. */
    private static BrowserSession teamWith(TestAccounts.TestUser owner, TestAccounts.TestUser member) {
        var base = stack.config().publicBaseUrl();
        var ownerHttp = new BrowserSession(base);
        ownerHttp.signIn(TestAccounts.email(owner), TestAccounts.password(stack, owner));
        ownerHttp.postForm(
                "/app/plans",
                Map.of("csrf", ownerHttp.get("/app").hiddenFields().get("csrf"), "plan_id", "team"));
        var before = stack.mail().orElseThrow().to(TestAccounts.email(member)).size();
        var invited = ownerHttp.postForm(
                "/app/members/invite",
                Map.of("csrf", ownerHttp.get("/app").hiddenFields().get("csrf"), "email", TestAccounts.email(member)));
        assertThat(invited.status()).as(invited.body()).isEqualTo(200);
        var mailed = stack.mail()
                .orElseThrow()
                .await(TestAccounts.email(member), before + 1)
                .get(before);
        var memberHttp = new BrowserSession(base);
        memberHttp.signIn(TestAccounts.email(member), TestAccounts.password(stack, member));
        var path = mailed.link("/app/invitations/").substring(base.length());
        assertThat(memberHttp
                        .postForm(
                                path + "/accept",
                                Map.of(
                                        "csrf",
                                        memberHttp.get(path).hiddenFields().get("csrf")))
                        .status())
                .isEqualTo(303);
        return memberHttp;
    }

    /** The row of the agent {@code agentId} in the AI agents section, in the workspace {@code workspaceId}. */
    private static String agentIn(String agentId, String workspaceId) {
        return text("agent-" + agentId + "-in-" + workspaceId);
    }

    @Test
    void a_members_agent_is_approved_for_their_own_workspace_by_them_and_for_the_team_by_its_owner()
            throws IOException {
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            var owner = TestAccounts.newUser(stack);
            var member = TestAccounts.newUser(stack);
            var team = owner.workspaceIds().get(0);
            var own = member.workspaceIds().get(0);
            var memberHttp = teamWith(owner, member);
            var flow = new OAuthClientFlow(stack.config().publicBaseUrl(), stack.mcpUrl(), "Team <b>Agent</b>");
            var agent = new McpHttp(stack.mcpUrl(), flow.tokens(memberHttp).getString("access_token"));
            assertThat(agent.error("get_account", new JsonObject()))
                    .startsWith("\"Team <b>Agent</b>\" is not approved");
            var agentId = memberHttp
                    .get("/app/api/agents")
                    .json()
                    .getJsonArray("agents")
                    .getJsonObject(0)
                    .getString("agent_id");

            app.signIn(stack, member, size[0], size[1]);
            assertThat(agentIn(agentId, own)).contains("not approved").contains("Approve");
            assertThat(agentIn(agentId, team)).contains("not approved").contains("Its owner approves it.");
            assertThat(browser.findElement(By.id("agent-" + agentId + "-in-" + team))
                            .findElements(By.xpath(".//button[text()='Approve']")))
                    .as("only the team's owner approves it there")
                    .isEmpty();
            assertThat(browser.getPageSource()).contains("Team &lt;b&gt;Agent&lt;/b&gt;");
            app.screenshot("agents-" + size[0] + "-01-member-sees-each-workspace");
            app.assertFitsWithoutScripts(size[0]);
            app.press(browser.findElement(By.id("agent-" + agentId + "-in-" + own))
                    .findElement(By.xpath(".//button[text()='Approve']")));
            app.waitFor(d -> !agentIn(agentId, own).contains("not approved"));
            assertThat(agentIn(agentId, team)).contains("not approved");
            assertThat(agent.ok("get_account", new JsonObject().put("workspace_id", own))
                            .toString())
                    .contains(own);
            assertThat(agent.error("get_account", new JsonObject().put("workspace_id", team)))
                    .startsWith("\"Team <b>Agent</b>\" is not approved to use this account yet in the workspace");

            app.signIn(stack, owner, size[0], size[1]);
            assertThat(browser.findElements(By.id("agent-" + agentId + "-in-" + own)))
                    .as("the owner does not see the member's own workspace")
                    .isEmpty();
            assertThat(text("agent-" + agentId)).contains("member");
            app.press(browser.findElement(By.id("agent-" + agentId + "-in-" + team))
                    .findElement(By.xpath(".//button[text()='Approve']")));
            app.waitFor(d -> !agentIn(agentId, team).contains("not approved"));
            app.screenshot("agents-" + size[0] + "-02-owner-approved-for-the-team");
            assertThat(agent.ok("get_account", new JsonObject().put("workspace_id", team))
                            .toString())
                    .contains(team);
        }
    }

    @Test
    void a_member_leaves_a_team_workspace_from_its_members_page_and_the_owner_cannot() throws IOException {
        var base = stack.config().publicBaseUrl();
        var browser = chromium.driver();
        for (var size : AppBrowser.SIZES) {
            var owner = TestAccounts.newUser(stack);
            var member = TestAccounts.newUser(stack);
            var team = owner.workspaceIds().get(0);
            teamWith(owner, member);
            var key = new McpHttp(stack.mcpUrl(), TestAccounts.keyFor(stack, member, team));
            assertThat(key.ok("get_account", new JsonObject().put("workspace_id", team))
                            .toString())
                    .contains(team);

            app.signIn(stack, member, size[0], size[1]);
            app.press(browser.findElement(By.id("workspace-" + team))
                    .findElement(By.xpath(".//button[text()='Switch']")));
            app.waitFor(d -> text("credits").contains("Workspace " + team));
            chromium.open(base + "/app/members");
            assertThat(text("members")).contains("Leaving ends your access to this workspace at once");
            app.screenshot("members-" + size[0] + "-08-member-may-leave");
            app.assertFitsWithoutScripts(size[0]);
            app.press(browser.findElement(By.id("leave")));
            app.waitFor(d -> d.getCurrentUrl().endsWith("/app"));
            assertThat(text("workspaces"))
                    .doesNotContain("Workspace " + team)
                    .contains("Workspace " + member.workspaceIds().get(0));
            app.screenshot("members-" + size[0] + "-09-left");
            assertThat(key.error("get_account", new JsonObject().put("workspace_id", team)))
                    .startsWith("Not found, or this account has no access to it. This user left the workspace");

            app.signIn(stack, owner, size[0], size[1]);
            chromium.open(base + "/app/members");
            assertThat(text("members")).doesNotContain(TestAccounts.email(member));
            assertThat(browser.findElements(By.id("leave")))
                    .as("the owner has no leave button")
                    .isEmpty();
        }
    }
}
