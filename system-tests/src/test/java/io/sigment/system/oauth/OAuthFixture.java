package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;

/**
 * The shared stack as the OAuth tests meet it: new users signed in to the app in a browser, MCP clients that
 * register themselves for its {@code /mcp} resource, and {@code /mcp} called with a bearer token.
 */
final class OAuthFixture {
    final LocalStack stack = TestStack.shared();
    final String base = stack.gatewayUrl();
    final String mcpUrl = stack.mcpUrl();

    TestAccounts.TestUser newUser() {
        return TestAccounts.newUser(stack);
    }

    /** A browser signed in to the app as the user (the sign-in's redirect asserted). */
    BrowserSession signedIn(TestAccounts.TestUser user) {
        var browser = new BrowserSession(base);
        assertThat(browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user))
                        .status())
                .isEqualTo(303);
        return browser;
    }

    /** A client that registered itself (RFC 7591) under this name. */
    OAuthClientFlow client(String name) {
        return new OAuthClientFlow(base, mcpUrl, name);
    }

    /** {@code /mcp} as a client presenting this bearer token (none if null). */
    McpHttp mcp(String token) {
        return new McpHttp(base + "/mcp", token);
    }
}
