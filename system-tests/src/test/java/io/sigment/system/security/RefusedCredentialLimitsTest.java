package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.bus.ServiceClient;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 4: a leaked key the user revoked must not spend the owner's limits. Its calls are refused
 * before any of the user's budgets is touched, and it has a small refusal budget of its own.
 */
@Tag("stack")
class RefusedCredentialLimitsTest {

    @Test
    void a_revoked_key_calling_in_a_loop_leaves_the_owners_per_minute_budget_untouched() {
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var leaked = TestAccounts.anotherKey(stack, user);
        new ServiceClient(stack.vertx(), Duration.ofSeconds(5))
                .request(
                        AccountsAction.REVOKE_API_KEY,
                        Caller.system("test"),
                        new JsonObject().put("user_id", leaked.userId()).put("key_id", leaked.keyId()))
                .await();
        var url = stack.gatewayUrl() + "/mcp";
        var attacker = new McpHttp(url, leaked.apiKey());
        var first = attacker.callTool("list_creator_lists", new JsonObject());
        assertThat(McpHttp.text(first)).startsWith("Access for \"");
        String last = null;
        for (int i = 0; i < 130; i++) last = McpHttp.text(attacker.callTool("list_creator_lists", new JsonObject()));
        assertThat(last).as("the revoked key's own refusal budget").startsWith("Rate limit reached");

        var owner = new McpHttp(url, user.apiKey()).callTool("list_creator_lists", new JsonObject());
        assertThat(owner.getBoolean("isError")).as(McpHttp.text(owner)).isFalse();
    }
}
