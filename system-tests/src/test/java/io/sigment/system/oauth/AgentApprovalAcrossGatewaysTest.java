package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.util.function.Predicate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Spec §3 across replicas: a decision taken in the app on one gateway is obeyed by another gateway, which had
 * the agent's earlier state cached, within a second (the credential broadcast evicts it).
 */
@Tag("stack")
class AgentApprovalAcrossGatewaysTest {
    @Test
    void approval_and_revocation_on_one_gateway_reach_the_other_within_a_second() throws Exception {
        LocalStack stack = TestStack.shared();
        var first = stack.gatewayUrl();
        var second = TestStack.secondGatewayUrl();
        var user = TestAccounts.newUser(stack);
        var browser = new BrowserSession(first);
        browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user));
        var flow = new OAuthClientFlow(first, stack.mcpUrl(), "Replicated");
        var onSecond = new McpHttp(second + "/mcp", flow.tokens(browser).getString("access_token"));
        assertThat(McpHttp.text(onSecond.callTool("get_account", new JsonObject())))
                .contains("is not approved");
        var agentId = browser.get("/app/api/agents")
                .json()
                .getJsonArray("agents")
                .getJsonObject(0)
                .getString("agent_id");

        assertThat(browser.postJson("/app/api/agents/" + agentId + "/approve", new JsonObject())
                        .status())
                .isEqualTo(200);
        var approvedAfter = millisUntil(onSecond, result -> !result.getBoolean("isError", false));
        assertThat(approvedAfter).as("approval seen by the other gateway (ms)").isLessThan(1000);

        assertThat(browser.postJson("/app/api/agents/" + agentId + "/revoke", new JsonObject())
                        .status())
                .isEqualTo(200);
        var revokedAfter = millisUntil(
                onSecond, result -> McpHttp.text(result).startsWith("Access for \"Replicated\" was revoked"));
        assertThat(revokedAfter).as("revocation seen by the other gateway (ms)").isLessThan(1000);
        System.out.printf(
                "other gateway obeyed: approval after %d ms, revocation after %d ms%n", approvedAfter, revokedAfter);
    }

    private static long millisUntil(McpHttp gateway, Predicate<JsonObject> seen) throws InterruptedException {
        var start = System.nanoTime();
        while (System.nanoTime() - start < 5_000_000_000L) {
            if (seen.test(gateway.callTool("get_account", new JsonObject())))
                return (System.nanoTime() - start) / 1_000_000;
            Thread.sleep(20);
        }
        return Long.MAX_VALUE;
    }
}
