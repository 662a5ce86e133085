package io.sigment.system.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.FakeStripe;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Top-ups through Stripe, with Stripe faked only at its HTTP boundary: the real stripe-java client creates the
 * Checkout Session against a local server, and webhooks are signed with Stripe's real scheme. Runs accounts
 * and the gateway configured for Stripe (the shared test stack runs the sandbox, the local default).
 */
@Tag("stack")
class StripeTopUpTest extends StripeStackTest {
    private static JsonObject tool(McpHttp mcp, String name, JsonObject args) {
        var result = mcp.callTool(name, args);
        assertThat(result.getBoolean("isError")).as(McpHttp.text(result)).isFalse();
        return result.getJsonObject("structuredContent");
    }

    private static long now() {
        return System.currentTimeMillis() / 1000;
    }

    @Test
    void get_topup_link_creates_a_stripe_checkout_session_for_the_package_and_returns_its_url() {
        var user = TestAccounts.newUser(runtime.vertx(), runtime.config(), 1);
        var link = tool(
                new McpHttp(gateway + "/mcp", user.apiKey()),
                "get_topup_link",
                new JsonObject().put("package_id", "growth"));
        assertThat(link.getBoolean("sandbox")).isFalse();
        assertThat(link.getString("checkout_url")).startsWith("https://checkout.stripe.com/c/pay/cs_test_fake");
        var sent = stripe.received().get(stripe.received().size() - 1);
        assertThat(sent.authorization()).isEqualTo("Bearer sk_test_fake_key");
        assertThat(sent.form())
                .containsEntry("mode", "payment")
                .containsEntry("line_items[0][price_data][unit_amount]", "4500")
                .containsEntry("line_items[0][price_data][currency]", "usd")
                .containsEntry("line_items[0][quantity]", "1")
                .containsEntry("metadata[workspace_id]", user.workspaceIds().get(0))
                .containsEntry("metadata[package_id]", "growth")
                .containsEntry("client_reference_id", user.workspaceIds().get(0));
        assertThat(sent.form().get("success_url")).endsWith("/checkout/done?session_id={CHECKOUT_SESSION_ID}");
    }

    @Test
    void checkout_session_completed_delivered_three_times_credits_the_package_once() {
        var user = TestAccounts.newUser(runtime.vertx(), runtime.config(), 1);
        var mcp = new McpHttp(gateway + "/mcp", user.apiKey());
        var url = tool(mcp, "get_topup_link", new JsonObject()).getString("checkout_url");
        var sessionId = url.substring(url.lastIndexOf('/') + 1);
        var payload = FakeStripe.completedEvent(sessionId, 1000, "usd");
        for (int delivery = 0; delivery < 3; delivery++) {
            var reply = deliver(payload, FakeStripe.signature(payload, WEBHOOK_SECRET, now()));
            assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        }
        var history = tool(mcp, "get_credit_history", new JsonObject()).getJsonArray("entries");
        assertThat(history).hasSize(1);
        assertThat(history.getJsonObject(0).getString("type")).isEqualTo("top_up");
        assertThat(history.getJsonObject(0).getLong("credits")).isEqualTo(100);
        assertThat(tool(mcp, "get_account", new JsonObject())
                        .getJsonObject("credits")
                        .getLong("balance"))
                .isEqualTo(100);
    }

    @Test
    void a_webhook_with_a_bad_signature_is_refused_with_400_and_credits_nothing() {
        var user = TestAccounts.newUser(runtime.vertx(), runtime.config(), 1);
        var mcp = new McpHttp(gateway + "/mcp", user.apiKey());
        var url = tool(mcp, "get_topup_link", new JsonObject().put("package_id", "scale"))
                .getString("checkout_url");
        var sessionId = url.substring(url.lastIndexOf('/') + 1);
        var payload = FakeStripe.completedEvent(sessionId, 16000, "usd");

        assertThat(deliver(payload, FakeStripe.signature(payload, "whsec_wrong_secret", now()))
                        .status())
                .isEqualTo(400);
        assertThat(deliver(payload, null).status()).isEqualTo(400);
        var signedOther = FakeStripe.completedEvent(sessionId, 1, "usd");
        assertThat(deliver(payload, FakeStripe.signature(signedOther, WEBHOOK_SECRET, now()))
                        .status())
                .isEqualTo(400);
        assertThat(deliver(payload, FakeStripe.signature(payload, WEBHOOK_SECRET, now() - 3600))
                        .status())
                .as("replayed an hour later")
                .isEqualTo(400);

        assertThat(tool(mcp, "get_credit_history", new JsonObject()).getJsonArray("entries"))
                .isEmpty();
        assertThat(tool(mcp, "get_account", new JsonObject())
                        .getJsonObject("credits")
                        .getLong("balance"))
                .isZero();
    }

    @Test
    void a_paid_event_without_amount_total_or_with_another_amount_credits_nothing() {
        var user = TestAccounts.newUser(runtime.vertx(), runtime.config(), 1);
        var mcp = new McpHttp(gateway + "/mcp", user.apiKey());
        var url = tool(mcp, "get_topup_link", new JsonObject().put("package_id", "scale"))
                .getString("checkout_url");
        var sessionId = url.substring(url.lastIndexOf('/') + 1);
        var withoutAmount = new JsonObject(FakeStripe.completedEvent(sessionId, 16000, "usd"));
        withoutAmount.getJsonObject("data").getJsonObject("object").remove("amount_total");
        var cheaper = FakeStripe.completedEvent(sessionId, 1000, "usd");
        for (var payload : new String[] {withoutAmount.encode(), cheaper}) {
            assertThat(deliver(payload, FakeStripe.signature(payload, WEBHOOK_SECRET, now()))
                            .status())
                    .isEqualTo(200);
        }
        assertThat(tool(mcp, "get_credit_history", new JsonObject()).getJsonArray("entries"))
                .isEmpty();
        assertThat(tool(mcp, "get_account", new JsonObject())
                        .getJsonObject("credits")
                        .getLong("balance"))
                .isZero();
    }

    @Test
    void a_paid_event_for_a_session_this_service_never_created_is_acknowledged_and_credits_nothing() {
        var payload = FakeStripe.completedEvent("cs_test_someone_else", 1000, "usd");
        assertThat(deliver(payload, FakeStripe.signature(payload, WEBHOOK_SECRET, now()))
                        .status())
                .isEqualTo(200);
    }

    @Test
    void with_a_stripe_key_configured_the_sandbox_page_hands_out_nothing() {
        var complete = URI.create(gateway + "/checkout/sandbox/cs_sandbox_x/complete");
        var bare = McpHttp.send(HttpRequest.newBuilder(complete)
                .POST(HttpRequest.BodyPublishers.noBody())
                .build());
        assertThat(bare.status()).as("no CSRF token").isEqualTo(403);
        var token = "a".repeat(43);
        var withToken = McpHttp.send(HttpRequest.newBuilder(complete)
                .header("Cookie", "sigment_csrf=" + token)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("csrf=" + token))
                .build());
        assertThat(withToken.status())
                .as("past the CSRF check, there is no sandbox session")
                .isEqualTo(404);
    }
}
