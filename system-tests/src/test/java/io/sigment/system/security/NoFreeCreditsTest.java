package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.AccountsService;
import io.sigment.common.Setting;
import io.sigment.common.runtime.ServiceRuntime;
import io.sigment.common.testing.TestConfig;
import io.sigment.gateway.GatewayService;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.LinkedHashMap;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 18's reproduction: with only an API key, {@code get_topup_link} gave a sandbox URL and a bare
 * {@code curl -X POST <url>/complete} added the credits. An agent credential alone must never add credits: on a
 * production-like deployment (no Stripe key, sandbox not switched on) there is no sandbox at all, and where the
 * sandbox is on ({@code ./sigment up}) completing needs the workspace's owner signed in to the app, the app's CSRF
 * token, and credits a checkout once.
 */
@Tag("stack")
class NoFreeCreditsTest {

    @Test
    void without_stripe_and_without_the_sandbox_setting_top_ups_are_not_configured_and_no_checkout_completes() {
        var config = TestConfig.withFreshDatabase(TestConfig.node());
        var runtime = ServiceRuntime.start(config, List.of(AccountsService.module(), GatewayService.module()));
        try {
            var gateway = "http://127.0.0.1:" + config.integer(Setting.HTTP_PORT);
            var user = TestAccounts.newUser(runtime.vertx(), config, 1);
            IssueReproductions.noTopUpsWithoutAProvider(gateway, new McpHttp(gateway + "/mcp", user.apiKey()));
        } finally {
            runtime.stop().await();
        }
    }

    @Test
    void with_the_sandbox_on_an_agent_s_bare_post_to_complete_adds_nothing() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var mcp = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey());
        var link = mcp.callTool("get_topup_link", new JsonObject().put("package_id", "scale"))
                .getJsonObject("structuredContent");
        var complete =
                stack.gatewayUrl() + URI.create(link.getString("checkout_url")).getPath() + "/complete";

        var bare = McpHttp.send(HttpRequest.newBuilder(URI.create(complete))
                .POST(HttpRequest.BodyPublishers.noBody())
                .build());
        var withKey = McpHttp.send(HttpRequest.newBuilder(URI.create(complete))
                .header("Authorization", "Bearer " + user.apiKey())
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("csrf=csrf_" + "a".repeat(43)))
                .build());
        var cookieOnly = McpHttp.send(HttpRequest.newBuilder(URI.create(complete))
                .header("Cookie", "sigment_csrf=" + "a".repeat(43))
                .POST(HttpRequest.BodyPublishers.noBody())
                .build());

        assertThat(List.of(bare.status(), withKey.status(), cookieOnly.status()))
                .containsOnly(403);
        assertThat(bare.body()).doesNotContain("credits added");
        assertThat(balance(mcp)).isZero();
    }

    @Test
    void an_api_key_holder_who_opens_the_page_and_posts_its_form_with_its_csrf_token_gets_nothing() {
        var checkout = newCheckout();
        var path = checkout.path();
        var agent = new BrowserSession(checkout.stack().gatewayUrl());

        var page = agent.get(path);
        assertThat(page.status()).as("not signed in: sent to sign in").isEqualTo(303);
        assertThat(page.location()).startsWith("/app/sign-in?return_to=");
        var signInPage = agent.get(page.location());
        assertThat(signInPage.body()).contains("value=\"" + path + "\"");
        var form = signInPage.hiddenFields();
        assertThat(form).containsKey("csrf");
        var posted = agent.postForm(path + "/complete", form);

        assertThat(posted.status()).isEqualTo(303);
        assertThat(posted.location()).startsWith("/app/sign-in");
        assertThat(balance(checkout.mcp())).isZero();
    }

    @Test
    void a_signed_in_person_who_does_not_own_the_workspace_gets_nothing() {
        var checkout = newCheckout();
        var stack = checkout.stack();
        var path = checkout.path();
        var stranger = TestAccounts.newUser(stack);
        var browser = new BrowserSession(stack.gatewayUrl());
        assertThat(browser.signIn(TestAccounts.email(stranger), TestAccounts.password(stack, stranger))
                        .status())
                .isEqualTo(303);

        var page = browser.get(path);
        assertThat(page.status()).isEqualTo(403);
        assertThat(page.body()).contains("Only the workspace's owner").doesNotContain("<form");
        var form = browser.get("/app").hiddenFields();
        assertThat(form).containsKey("csrf");
        var posted = browser.postForm(path + "/complete", form);

        assertThat(posted.status()).isEqualTo(403);
        assertThat(posted.body()).doesNotContain("credits added");
        assertThat(balance(checkout.mcp())).isZero();
    }

    @Test
    void the_signed_in_owner_completes_it_and_gets_the_credits_exactly_once() {
        var checkout = newCheckout();
        var stack = checkout.stack();
        var owner = checkout.owner();
        var path = checkout.path();
        var browser = new BrowserSession(stack.gatewayUrl());
        var signInPage = browser.get(browser.get(path).location());
        var fields = new LinkedHashMap<>(signInPage.hiddenFields());
        fields.put("email", TestAccounts.email(owner));
        fields.put("password", TestAccounts.password(stack, owner));
        var signedIn = browser.postForm("/app/sign-in", fields);
        assertThat(signedIn.location()).as("back to the checkout after sign-in").isEqualTo(path);

        var form = browser.get(path).hiddenFields();
        for (int i = 0; i < 3; i++) {
            assertThat(browser.postForm(path + "/complete", form).status()).isEqualTo(200);
        }

        assertThat(balance(checkout.mcp())).isEqualTo(2000);
        var history = checkout.mcp()
                .callTool("get_credit_history", new JsonObject())
                .getJsonObject("structuredContent")
                .getJsonArray("entries");
        assertThat(history).hasSize(1);
    }

    /** A workspace's owner, their agent's MCP client, and the path of a fresh sandbox checkout of "scale". */
    private record Checkout(LocalStack stack, TestAccounts.TestUser owner, McpHttp mcp, String path) {}

    private static Checkout newCheckout() {
        var stack = TestStack.shared();
        var owner = TestAccounts.newUser(stack);
        var mcp = new McpHttp(stack.gatewayUrl() + "/mcp", owner.apiKey());
        var link = mcp.callTool("get_topup_link", new JsonObject().put("package_id", "scale"))
                .getJsonObject("structuredContent");
        return new Checkout(
                stack, owner, mcp, URI.create(link.getString("checkout_url")).getPath());
    }

    private static long balance(McpHttp mcp) {
        return mcp.callTool("get_account", new JsonObject())
                .getJsonObject("structuredContent")
                .getJsonObject("credits")
                .getLong("balance");
    }
}
