package io.sigment.system.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.SandboxBrowser;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** get_account, quote_cost, get_credit_history and get_topup_link through POST /mcp, as an agent calls them. */
@Tag("stack")
class AccountToolsTest {
    private static LocalStack stack;

    @BeforeAll
    static void start() {
        stack = TestStack.shared();
    }

    private static McpHttp client(String key) {
        return new McpHttp(stack.gatewayUrl() + "/mcp", key);
    }

    private static JsonObject ok(JsonObject toolResult) {
        assertThat(toolResult.getBoolean("isError"))
                .as(McpHttp.text(toolResult))
                .isFalse();
        return toolResult.getJsonObject("structuredContent");
    }

    @Test
    void get_account_shows_the_workspaces_and_the_target_workspaces_plan_credits_prices_packages_and_agent_spend() {
        var user = TestAccounts.newUser(stack, 2);
        var second = user.workspaceIds().get(1);
        TestCredits.setPlan(second, "team");
        TestCredits.topUp(second, 120);
        TestCredits.chargeAsAgent(user, second, 15, "snapshot:x/1");

        var account = ok(client(user.apiKey()).callTool("get_account", new JsonObject().put("workspace_id", second)));
        assertThat(account.getJsonArray("workspaces").stream().map(w -> ((JsonObject) w).getString("workspace_id")))
                .containsExactlyElementsOf(user.workspaceIds());
        assertThat(account.getJsonArray("workspaces").getJsonObject(1).getBoolean("selected"))
                .isTrue();
        assertThat(account.getJsonObject("workspace").getString("workspace_id")).isEqualTo(second);
        var plan = account.getJsonObject("workspace").getJsonObject("plan");
        assertThat(plan.getString("plan_id")).isEqualTo("team");
        assertThat(plan.getInteger("max_members")).isGreaterThan(1);
        assertThat(account.getJsonObject("credits"))
                .isEqualTo(new JsonObject()
                        .put("balance", 105)
                        .put("available", 105)
                        .put("held", 0));
        assertThat(account.getJsonObject("agent_spend_today").getLong("spent")).isEqualTo(15);
        assertThat(account.getJsonObject("agent_spend_today").getLong("cap")).isEqualTo(200);
        assertThat(account.getJsonArray("prices").stream()
                        .map(p -> (JsonObject) p)
                        .collect(Collectors.toMap(p -> p.getString("price_id"), p -> p.getInteger("credits"))))
                .containsEntry("discovery", 20)
                .containsEntry("discovery_same_topic_24h", 0)
                .containsEntry("analysis", 15)
                .containsEntry("analysis_recent_30d", 5)
                .containsEntry("run_analysis", 5)
                .containsEntry("run_analysis_never_completed", 15)
                .containsEntry("optimize_selection", 5);
        assertThat(account.getJsonArray("credit_packages").stream().map(p -> ((JsonObject) p).getString("package_id")))
                .containsExactly("starter", "growth", "scale");

        var first = ok(client(user.apiKey()).callTool("get_account", new JsonObject()));
        assertThat(first.getJsonObject("workspace").getString("workspace_id"))
                .isEqualTo(user.workspaceIds().get(0));
        assertThat(first.getJsonObject("workspace").getJsonObject("plan").getString("plan_id"))
                .isEqualTo("free");
        assertThat(first.getJsonObject("credits").getLong("balance")).isZero();
    }

    @Test
    void the_demo_key_works_on_the_pro_plan_with_its_starting_credits() {
        var demo = client(stack.demoApiKey());
        var account = ok(demo.callTool("get_account", new JsonObject()));
        assertThat(account.getJsonObject("workspace").getString("workspace_id")).isEqualTo("ws_demo");
        assertThat(account.getJsonObject("workspace").getJsonObject("plan").getString("plan_id"))
                .isEqualTo("pro");
        assertThat(account.getJsonObject("credits").getLong("balance")).isPositive();
        var history = ok(demo.callTool("get_credit_history", new JsonObject().put("limit", 100)))
                .getJsonArray("entries");
        assertThat(history.stream()
                        .map(e -> (JsonObject) e)
                        .filter(e -> "starting_credits".equals(e.getString("for")))
                        .map(e -> e.getLong("credits")))
                .containsExactly(500L);
        assertThat(ok(demo.callTool(
                                "quote_cost",
                                new JsonObject().put("action", "discovery").put("platform", "tiktok")))
                        .getBoolean("plan_allows"))
                .isTrue();
    }

    @Test
    void quote_cost_asks_analytics_and_quotes_the_list_price_for_creators_never_analyzed() {
        var user = TestAccounts.newUser(stack);
        TestCredits.topUp(user.workspaceIds().get(0), 100);
        var quote = ok(client(user.apiKey())
                .callTool(
                        "quote_cost",
                        new JsonObject()
                                .put("action", "analysis")
                                .put("handles", new JsonArray().add("alice").add("bob"))));
        assertThat(quote.getLong("credits")).isEqualTo(15);
        assertThat(quote.getBoolean("discount_checked")).isTrue();
        assertThat(quote.getString("pricing_note")).contains("2 of 2 creators were not analyzed in the last 30 days");
        assertThat(quote.getBoolean("balance_covers")).isTrue();
        assertThat(quote.getBoolean("daily_cap_allows")).isTrue();
        assertThat(quote.getBoolean("allowed")).isTrue();

        var tooMany = ok(client(user.apiKey())
                .callTool(
                        "quote_cost",
                        new JsonObject()
                                .put("action", "analysis")
                                .put("handles", new JsonArray(java.util.Collections.nCopies(25, "h")))));
        assertThat(tooMany.getBoolean("plan_allows")).isFalse();
        assertThat(tooMany.getString("advice")).startsWith("Plan limit: the Free plan analyzes up to 20 creators");
    }

    @Test
    void get_credit_history_lists_top_ups_charges_and_refunds_newest_first_within_the_limit() {
        var user = TestAccounts.newUser(stack);
        var workspace = user.workspaceIds().get(0);
        TestCredits.topUp(workspace, 100);
        TestCredits.chargeAsAgent(user, workspace, 15, "snapshot:a/1");
        var failed = TestCredits.chargeAsAgent(user, workspace, 15, "snapshot:a/2");
        TestCredits.refund(workspace, failed);

        var history = ok(client(user.apiKey()).callTool("get_credit_history", new JsonObject()));
        var entries = history.getJsonArray("entries");
        assertThat(entries.stream().map(e -> ((JsonObject) e).getString("type")))
                .containsExactly("refund", "charge", "charge", "top_up");
        assertThat(entries.getJsonObject(0).getLong("credits")).isEqualTo(15);
        assertThat(entries.getJsonObject(0).getString("job_id")).isEqualTo("snapshot:a/2");
        assertThat(entries.getJsonObject(1).getLong("credits")).isEqualTo(-15);
        assertThat(entries.getJsonObject(1).getString("for")).isEqualTo("analysis");
        assertThat(entries.getJsonObject(0).getLong("balance_after")).isEqualTo(85);
        assertThat(entries.getJsonObject(0).getString("at")).endsWith("Z");

        var two = ok(client(user.apiKey()).callTool("get_credit_history", new JsonObject().put("limit", 2)));
        assertThat(two.getJsonArray("entries")).hasSize(2);
        var tooMany = client(user.apiKey()).callTool("get_credit_history", new JsonObject().put("limit", 101));
        assertThat(McpHttp.text(tooMany)).startsWith("Invalid arguments: ").contains("limit");
    }

    @Test
    void a_sandbox_topup_link_opens_a_labelled_page_whose_button_credits_the_package_once() {
        var user = TestAccounts.newUser(stack);
        var mcp = client(user.apiKey());
        var link = ok(mcp.callTool("get_topup_link", new JsonObject().put("package_id", "growth")));
        assertThat(link.getBoolean("sandbox")).isTrue();
        assertThat(link.getJsonObject("package").getInteger("credits")).isEqualTo(500);
        var url = link.getString("checkout_url");
        assertThat(url).startsWith(stack.config().publicBaseUrl() + "/checkout/sandbox/cs_sandbox_");
        var path = URI.create(url).getPath();

        var signedOut = McpHttp.send(HttpRequest.newBuilder(URI.create(stack.gatewayUrl() + path))
                .GET()
                .build());
        assertThat(signedOut.status())
                .as("nobody signed in: off to sign in, and back here")
                .isEqualTo(303);
        assertThat(signedOut.header("Location")).isEqualTo("/app/sign-in?return_to=" + path.replace("/", "%2F"));

        var browser = SandboxBrowser.signedIn(stack, user);
        var page = browser.open(path);
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body())
                .contains("Sandbox — no real payment")
                .contains("500 credits")
                .contains("USD 45.00")
                .contains("action=\"" + path + "/complete\"");
        for (int i = 0; i < 3; i++) {
            var done = browser.pressComplete();
            assertThat(done.status()).isEqualTo(200);
            assertThat(done.body()).contains("Sandbox — no real payment").contains("balance of 500 credits");
        }
        var history = ok(mcp.callTool("get_credit_history", new JsonObject())).getJsonArray("entries");
        assertThat(history).hasSize(1);
        assertThat(history.getJsonObject(0).getString("type")).isEqualTo("top_up");
        assertThat(history.getJsonObject(0).getLong("credits")).isEqualTo(500);
        assertThat(ok(mcp.callTool("get_account", new JsonObject()))
                        .getJsonObject("credits")
                        .getLong("balance"))
                .isEqualTo(500);

        var unknown = McpHttp.send(
                HttpRequest.newBuilder(URI.create(stack.gatewayUrl() + "/checkout/sandbox/cs_sandbox_nope/complete"))
                        .POST(HttpRequest.BodyPublishers.noBody())
                        .build());
        assertThat(unknown.status())
                .as("no CSRF token: refused before the session is looked up")
                .isEqualTo(403);
    }

    @Test
    void a_webhook_without_a_valid_signature_is_refused_with_400() {
        var reply = McpHttp.send(HttpRequest.newBuilder(URI.create(stack.gatewayUrl() + "/webhooks/stripe"))
                .header("Stripe-Signature", "t=1,v1=00")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"type\":\"checkout.session.completed\"}"))
                .build());
        assertThat(reply.status()).isEqualTo(400);
    }
}
