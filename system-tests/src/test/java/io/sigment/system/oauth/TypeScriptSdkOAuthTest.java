package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.NodeClients;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The official MCP TypeScript SDK's own OAuth client (discovery, registration, PKCE, token exchange, refresh)
 * against the stack {@code ./sigment up} runs, with the user's browser played headless
 * (system-tests/src/test/node/sdk-oauth-client.mjs). Skipped, saying why, where Node.js is not installed.
 */
@Tag("node")
class TypeScriptSdkOAuthTest {
    @Test
    void the_sdk_signs_in_is_refused_until_approved_then_revoked_and_a_reused_refresh_token_fails() throws Exception {
        NodeClients.install();
        var stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        var result = NodeClients.run(
                List.of("node", "sdk-oauth-client.mjs"),
                Map.of(
                        "SIGMENT_MCP_URL",
                        stack.mcpUrl(),
                        "SIGMENT_EMAIL",
                        TestAccounts.email(user),
                        "SIGMENT_PASSWORD",
                        TestAccounts.password(stack, user)),
                180);
        assertThat(result.exitCode()).as(result.output()).isZero();
        var seen = result.lastJson();
        assertThat(seen.getString("authorizeHasResource")).isEqualTo(stack.mcpUrl());
        assertThat(seen.getBoolean("consentSaysUnverified")).isTrue();
        assertThat(seen.getString("callbackIss")).isEqualTo(stack.config().authUrl());
        assertThat(seen.getString("accessTokenPrefix")).isEqualTo("oat_");
        assertThat(seen.getInteger("tools")).isEqualTo(24);
        assertThat(seen.getString("notApproved"))
                .startsWith("\"SDK OAuth test\" is not approved to use this account yet");
        assertThat(seen.getBoolean("approvedIsError")).isFalse();
        assertThat(seen.getString("revoked")).startsWith("Access for \"SDK OAuth test\" was revoked by the user");
        assertThat(seen.getBoolean("rotated")).isTrue();
        assertThat(seen.getString("reused")).isEqualTo("invalid_grant");
        assertThat(seen.getString("familyAfterReuse")).isEqualTo("invalid_grant");
    }
}
