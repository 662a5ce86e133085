package io.sigment.system.pages;

import static io.sigment.system.pages.GoldenPages.assertGolden;
import static io.sigment.system.pages.PageVisits.finished;
import static io.sigment.system.pages.PageVisits.opened;
import static io.sigment.system.pages.PageVisits.page;
import static io.sigment.system.pages.PageVisits.path;
import static io.sigment.system.pages.PageVisits.redirected;
import static io.sigment.system.pages.PageVisits.signedIn;
import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.common.testing.Eventually;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 41 item 4: every page people see, rendered through real HTTP on the whole stack, is its golden HTML
 * (masked): moving the pages onto templates must not change a byte of them.
 */
@Tag("stack")
class GoldenPagesTest {
    /**
     * A stack of this class's own: a discovery's groups depend on the topics discovered before it on the same stack
     * (terms common to three unrelated topics are not labels), so on the shared stack the discovery page changed with
     * the order the other classes ran in.
     */
    private static LocalStack stack;

    private final String base = stack.gatewayUrl();

    @BeforeAll
    static void startStack() {
        stack = TestStack.startOwn(
                config -> config.with(Setting.CIMD_ALLOW_LOOPBACK, true).with(Setting.SANDBOX_PAYMENTS, true));
    }

    @AfterAll
    static void closeStack() {
        stack.close();
    }

    @Test
    void share_pages() {
        var user = TestAccounts.newUser(stack);
        var mcp = new McpHttp(base + "/mcp", user.apiKey());
        var url = ListFixtures.sharedCoffeeFriends(mcp);
        var empty = ListFixtures.sharedEmpty(mcp);
        var browser = new BrowserSession(base);
        assertGolden("share/list", page(browser, path(url), 200));
        assertGolden("share/list-empty", page(browser, path(empty), 200));
        assertGolden("share/not-found", page(browser, "/s/no-such-link-token-0000", 404));
        assertGolden("share/malformed", page(browser, "/s/short", 404));
    }

    @Test
    void a_long_shared_list_page_by_page() {
        var user = TestAccounts.newUser(stack);
        var mcp = new McpHttp(base + "/mcp", user.apiKey());
        var url = path(ListFixtures.sharedPaged(stack, mcp));
        var browser = new BrowserSession(base);
        assertGolden("share/list-page-1", page(browser, url, 200));
        assertGolden("share/list-page-2", page(browser, url + "?page=2", 200));
        assertGolden("share/list-page-3", page(browser, url + "?page=3", 200));
    }

    @Test
    void docs_site() {
        var browser = new BrowserSession(base);
        var llms = page(browser, "/docs/llms.txt", 200);
        var paths = DocsSiteLinks.pages(llms);
        assertThat(paths).hasSizeGreaterThan(10);
        for (var path : paths) {
            assertGolden(DocsSiteLinks.goldenName(path), page(browser, path.equals("/docs") ? "/docs/" : path, 200));
        }
        assertGolden("docs/not-found", page(browser, "/docs/no-such-page", 404));
    }

    @Test
    void checkout_pages() {
        var user = TestAccounts.newUser(stack);
        var mcp = new McpHttp(base + "/mcp", user.apiKey());
        var url = mcp.ok("get_topup_link", new JsonObject().put("package_id", "growth"))
                .getString("checkout_url");
        var browser = signedIn(stack, user);
        var checkout = browser.get(path(url));
        assertThat(checkout.status()).isEqualTo(200);
        assertGolden("checkout/sandbox", checkout.body());
        var done = browser.postForm(path(url) + "/complete", checkout.hiddenFields());
        assertThat(done.status()).isEqualTo(200);
        assertGolden("checkout/sandbox-complete", done.body());
        assertGolden("checkout/done", page(browser, "/checkout/done", 200));
        assertGolden("checkout/cancelled", page(browser, "/checkout/cancelled", 200));
        assertGolden(
                "checkout/unknown-session",
                browser.get("/checkout/sandbox/cs_sandbox_nope").body());
    }

    @Test
    void sign_in_pages() {
        var browser = new BrowserSession(base);
        assertGolden("sign-in/sign-in", page(browser, "/app/sign-in", 200));
        assertGolden("sign-in/sign-in-return", page(browser, "/app/sign-in?return_to=%2Fapp%2Fplans", 200));
        var fields = new java.util.LinkedHashMap<>(browser.get("/app/sign-in").hiddenFields());
        fields.put("email", "nobody@example.com");
        fields.put("password", "not the password");
        var refused = browser.postForm("/app/sign-in", fields);
        assertGolden("sign-in/sign-in-refused", refused.body());
        assertGolden("sign-in/sign-up", page(browser, "/app/sign-up", 200));
        assertGolden("sign-in/forgot-password", page(browser, "/app/forgot-password", 200));
        assertGolden(
                "sign-in/reset-unknown",
                browser.get("/app/reset-password/no-such-token-000000000000").body());
        assertGolden(
                "sign-in/unlock-unknown",
                browser.get("/app/unlock/no-such-token-000000000000").body());
        assertGolden(
                "sign-in/confirm-email-unknown",
                browser.get("/app/confirm-email/no-such-token-000000000000").body());
        assertGolden("sign-in/signed-out-app", browser.get("/app/no-such-page").body());
    }

    @Test
    void consent_page() {
        var user = TestAccounts.newUser(stack);
        var browser = signedIn(stack, user);
        var client = new OAuthClientFlow(base, stack.mcpUrl(), "Golden Agent");
        var consent = browser.get(client.authorizeUrl(Map.of()));
        assertThat(consent.status()).isEqualTo(200);
        assertGolden("oauth/consent", consent.body());
        assertGolden(
                "oauth/consent-bad-request",
                browser.get(client.authorizeUrl(Map.of("response_type", "token")))
                        .body());
        var signedOut = new BrowserSession(base).get(client.authorizeUrl(Map.of()));
        assertGolden("oauth/consent-signed-out", signedOut.body() + "\nLocation: " + signedOut.status());
    }

    /** The work pages after real jobs, on creators (the world's last) and a topic no other test of the stack uses. */
    @Test
    void app_work_pages() {
        var user = TestAccounts.newUser(stack);
        var workspace = user.workspaceIds().get(0);
        TestCredits.topUp(stack, workspace, 100);
        var browser = signedIn(stack, user);
        var csrf = browser.get("/app/analyses").hiddenFields().get("csrf");
        var handles = LastCreators.instagram(stack, 3, 0);
        var tooMany = LastCreators.instagram(stack, 24, 3);
        assertGolden(
                "app/refused",
                browser.postForm(
                                "/app/analyses",
                                Map.of("csrf", csrf, "platform", "instagram", "handles", String.join("\n", tooMany)))
                        .body());
        var analysisJob = finished(
                browser,
                browser.postForm(
                        "/app/analyses",
                        Map.of("csrf", csrf, "platform", "instagram", "handles", String.join("\n", handles))));
        assertGolden("app/job-analysis", analysisJob);
        var analysis = opened(analysisJob);
        assertGolden("app/analysis", page(browser, analysis, 200));
        var analysisId = analysis.substring(analysis.lastIndexOf('/') + 1);
        redirected(browser, "/app/analyses/" + analysisId + "/share", Map.of("csrf", csrf));
        assertGolden("app/analysis-shared", page(browser, analysis, 200));
        TestCredits.setPlan(stack, workspace, "pro");
        var best = browser.postForm(
                "/app/analyses/" + analysisId + "/optimize",
                Map.of("csrf", csrf, "min_core_pct", "7", "min_core_reach", "1000"));
        assertThat(best.status()).isEqualTo(200);
        assertGolden("app/selection", best.body());
        var discoveryJob = finished(
                browser,
                browser.postForm(
                        "/app/discoveries", Map.of("csrf", csrf, "topic", "retro gaming", "platform", "instagram")));
        assertGolden("app/job-discovery", discoveryJob);
        assertGolden("app/discovery", page(browser, opened(discoveryJob), 200));
        assertGolden("app/discoveries-one", page(browser, "/app/discoveries", 200));
        assertGolden("app/analyses-one", page(browser, "/app/analyses", 200));
        var mcp = new McpHttp(base + "/mcp", user.apiKey());
        var listId = mcp.ok("create_creator_list", new JsonObject().put("name", "Shared <picks>"))
                .getString("list_id");
        redirected(browser, "/app/lists/" + listId + "/share", Map.of("csrf", csrf));
        assertGolden("app/list-shared", page(browser, "/app/lists/" + listId, 200));
        TestAccounts.awaitKeyUseRecorded(stack, user.keyId());
        var created = browser.postForm(
                "/app/api-keys", Map.of("csrf", csrf, "name", "Golden <key>", "workspace_id", workspace));
        assertThat(created.status()).isEqualTo(200);
        assertGolden("app/dashboard-new-key", created.body());
    }

    /**
     * The team's pages: a Team owner with two workspaces invites a member, who joins by the mailed link; their members,
     * plans, account and dashboard pages (workspaces, API keys), and every state of an invitation's page.
     */
    @Test
    void team_pages() {
        var owner = TestAccounts.newUser(stack, 2);
        var member = TestAccounts.newUser(stack);
        var ownerBrowser = signedIn(stack, owner);
        var csrf = ownerBrowser.get("/app").hiddenFields().get("csrf");
        redirected(ownerBrowser, "/app/plans", Map.of("csrf", csrf, "plan_id", "team"));
        assertGolden("team/plans-owner", page(ownerBrowser, "/app/plans", 200));
        var refused = ownerBrowser.postForm("/app/members/invite", Map.of("csrf", csrf, "email", "not an address"));
        assertGolden("team/members-refused", refused.body() + "\nStatus: " + refused.status());
        var mail = stack.mail().orElseThrow();
        var email = TestAccounts.email(member);
        var before = mail.to(email).size();
        var invited = ownerBrowser.postForm("/app/members/invite", Map.of("csrf", csrf, "email", email));
        assertThat(invited.status()).isEqualTo(200);
        assertGolden("team/members-invited", invited.body());
        var mailed = mail.await(email, before + 1).get(before).link("/app/invitations/");
        var link = mailed.substring(mailed.indexOf("/app/invitations/"));
        assertGolden("team/invitation-signed-out", page(new BrowserSession(base), link, 200));
        assertGolden("team/invitation-other-person", page(ownerBrowser, link, 200));
        var memberBrowser = signedIn(stack, member);
        assertGolden("team/invitation", page(memberBrowser, link, 200));
        var expired = memberBrowser.postForm(link + "/accept", Map.of("csrf", "not-the-token"));
        assertGolden("team/invitation-form-expired", expired.body() + "\nStatus: " + expired.status());
        redirected(memberBrowser, link + "/accept", memberBrowser.get(link).hiddenFields());
        assertGolden("team/invitation-used", memberBrowser.get(link).body());
        assertGolden(
                "team/invitation-unknown",
                memberBrowser.get("/app/invitations/no-such-invitation-0000000").body());
        assertGolden("team/members-owner", page(ownerBrowser, "/app/members", 200));
        assertGolden("team/members-member", page(memberBrowser, "/app/members", 200));
        assertGolden("team/plans-member", page(memberBrowser, "/app/plans", 200));
        assertGolden("team/account-member", page(memberBrowser, "/app/account", 200));

        var memberCsrf = memberBrowser.get("/app").hiddenFields().get("csrf");
        var ownersWorkspace = owner.workspaceIds().get(0);
        var created = memberBrowser.postForm(
                "/app/api-keys", Map.of("csrf", memberCsrf, "name", "CI <team>", "workspace_id", ownersWorkspace));
        assertThat(created.status()).isEqualTo(200);
        assertGolden("team/dashboard-member-new-key", created.body());
        redirected(
                ownerBrowser,
                "/app/api-keys/members-create",
                Map.of("csrf", csrf, "workspace_id", ownersWorkspace, "allowed", "off"));
        redirected(ownerBrowser, "/app/api-keys/" + owner.keyId() + "/revoke", Map.of("csrf", csrf));
        assertGolden("team/dashboard-owner", page(ownerBrowser, "/app", 200));
        assertGolden("team/dashboard-member", page(memberBrowser, "/app", 200));

        var wrong = ownerBrowser.postForm(
                "/app/account/email",
                Map.of("csrf", csrf, "email", "changed@example.com", "password", "not the password"));
        assertGolden("team/account-refused", wrong.body() + "\nStatus: " + wrong.status());
        var changed = "new-" + java.util.UUID.randomUUID().toString().substring(0, 8) + "@example.com";
        redirected(
                ownerBrowser,
                "/app/account/email",
                Map.of("csrf", csrf, "email", changed, "password", TestAccounts.password(stack, owner)));
        assertGolden("team/account-change-pending", page(ownerBrowser, "/app/account?done=change-mailed", 200));
    }

    @Test
    void app_pages() {
        var user = TestAccounts.newUser(stack);
        var mcp = new McpHttp(base + "/mcp", user.apiKey());
        var listId = ListFixtures.autumnPicks(mcp);
        TestAccounts.awaitKeyUseRecorded(stack, user.keyId());
        var browser = signedIn(stack, user);
        // The key's last use is recorded after the calls above answered: wait for it, or the page says "never".
        var dashboard = Eventually.poll(
                java.time.Duration.ofSeconds(10),
                java.time.Duration.ofMillis(100),
                () -> page(browser, "/app", 200),
                read -> !read.contains(">never<"));
        assertGolden("app/dashboard", dashboard);
        assertGolden("app/plans", page(browser, "/app/plans", 200));
        assertGolden("app/account", page(browser, "/app/account", 200));
        assertGolden("app/members", page(browser, "/app/members", 200));
        assertGolden("app/analyses", page(browser, "/app/analyses", 200));
        assertGolden("app/discoveries", page(browser, "/app/discoveries", 200));
        assertGolden("app/lists", page(browser, "/app/lists", 200));
        assertGolden("app/list", page(browser, "/app/lists/" + listId, 200));
        assertGolden(
                "app/list-unknown", browser.get("/app/lists/lst_nosuchlist0").body());
    }
}
