package io.sigment.local.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.AccountsService;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.runtime.ServiceRuntime;
import io.sigment.common.testing.TestConfig;
import io.sigment.gateway.GatewayService;
import io.sigment.local.testing.McpHttp;
import io.sigment.local.testing.TestAccounts;
import io.sigment.local.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18's reproduction: with only an API key, {@code get_topup_link} gave a sandbox URL and a bare
 * {@code curl -X POST <url>/complete} added the credits. An agent credential alone must never add credits: on a
 * production-like deployment (no Stripe key, sandbox not switched on) there is no sandbox at all, and where the
 * sandbox is on ({@code ./sigment up}) completing needs the checkout page's CSRF token.
 */
class NoFreeCreditsTest {

  @Test
  void without_stripe_and_without_the_sandbox_setting_top_ups_are_not_configured_and_no_checkout_completes() {
    var config = TestConfig.withFreshDatabase(TestConfig.node());
    var runtime = ServiceRuntime.start(config, List.of(AccountsService.module(), GatewayService.module()));
    try {
      var gateway = "http://127.0.0.1:" + config.integer(Setting.HTTP_PORT);
      var user = TestAccounts.newUser(runtime.vertx(), config, 1);
      var mcp = new McpHttp(gateway + "/mcp", user.apiKey());
      var link = mcp.callTool("get_topup_link", new JsonObject().put("package_id", "scale"));
      assertThat(link.getBoolean("isError")).isTrue();
      assertThat(McpHttp.text(link)).isEqualTo(ToolError.topUpsNotConfigured().getMessage());
      var forged = McpHttp.send(HttpRequest.newBuilder(URI.create(gateway + "/checkout/sandbox/cs_sandbox_x/complete"))
          .POST(HttpRequest.BodyPublishers.noBody()).build());
      assertThat(forged.status()).isIn(403, 404);
      assertThat(balance(mcp)).isZero();
    } finally {
      runtime.stop().await();
    }
  }

  @Test
  void with_the_sandbox_on_an_agent_s_bare_post_to_complete_adds_nothing() {
    var stack = TestStack.shared();
    var user = TestAccounts.newUser(stack);
    var mcp = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey());
    var link = mcp.callTool("get_topup_link", new JsonObject().put("package_id", "scale")).getJsonObject("structuredContent");
    var complete = stack.gatewayUrl() + URI.create(link.getString("checkout_url")).getPath() + "/complete";

    var bare = McpHttp.send(HttpRequest.newBuilder(URI.create(complete)).POST(HttpRequest.BodyPublishers.noBody()).build());
    var withKey = McpHttp.send(HttpRequest.newBuilder(URI.create(complete)).header("Authorization", "Bearer " + user.apiKey())
        .header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString("csrf=csrf_" + "a".repeat(43))).build());
    var cookieOnly = McpHttp.send(HttpRequest.newBuilder(URI.create(complete))
        .header("Cookie", "sigment_checkout_csrf=csrf_" + "a".repeat(43)).POST(HttpRequest.BodyPublishers.noBody()).build());

    assertThat(List.of(bare.status(), withKey.status(), cookieOnly.status())).containsOnly(403);
    assertThat(bare.body()).doesNotContain("credits added");
    assertThat(balance(mcp)).isZero();
  }

  private static long balance(McpHttp mcp) {
    return mcp.callTool("get_account", new JsonObject()).getJsonObject("structuredContent").getJsonObject("credits")
        .getLong("balance");
  }
}
