package io.sigment.system.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.local.LocalEnvFile;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Map;

/**
 * Issue 18's two reproductions as steps any topology can run through its gateway (the in-JVM stack,
 * {@code ./sigment up}, {@code ./sigment up --processes}): each asserts the reproduction now fails.
 */
public final class IssueReproductions {
    private IssueReproductions() {}

    /**
     * Free credits, where no payment provider is configured (no Stripe key, no sandbox setting): {@code get_topup_link}
     * says top-ups are not configured, and a bare POST to a sandbox checkout's complete URL adds nothing.
     */
    public static void noTopUpsWithoutAProvider(String gatewayUrl, McpHttp agent) {
        long before = balance(agent);
        var link = agent.callTool("get_topup_link", new JsonObject().put("package_id", "scale"));
        assertThat(link.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(link)).isEqualTo(ToolError.topUpsNotConfigured().getMessage());
        var forged =
                McpHttp.send(HttpRequest.newBuilder(URI.create(gatewayUrl + "/checkout/sandbox/cs_sandbox_x/complete"))
                        .POST(HttpRequest.BodyPublishers.noBody())
                        .build());
        assertThat(forged.status()).isIn(403, 404);
        assertThat(balance(agent)).isEqualTo(before);
    }

    /**
     * Free credits, where the sandbox is on: the agent's {@code get_topup_link} URL, then a POST to its complete URL
     * with no signed-in owner (bare, and with the agent's key) is refused and the balance stays.
     */
    public static void sandboxCheckoutNeedsTheOwner(String gatewayUrl, McpHttp agent, String apiKey) {
        long before = balance(agent);
        var link = agent.ok("get_topup_link", new JsonObject().put("package_id", "scale"));
        var complete = gatewayUrl + URI.create(link.getString("checkout_url")).getPath() + "/complete";
        var bare = McpHttp.send(HttpRequest.newBuilder(URI.create(complete))
                .POST(HttpRequest.BodyPublishers.noBody())
                .build());
        var withKey = McpHttp.send(HttpRequest.newBuilder(URI.create(complete))
                .header("Authorization", "Bearer " + apiKey)
                .POST(HttpRequest.BodyPublishers.noBody())
                .build());
        assertThat(bare.status()).isEqualTo(403);
        assertThat(withKey.status()).isEqualTo(403);
        assertThat(bare.body()).doesNotContain("credits added");
        assertThat(balance(agent)).isEqualTo(before);
    }

    /**
     * One key calling a jobs-service action over and over, whatever jobs-service answers (a refusal here), leaves
     * another workspace's {@code get_job} and {@code wait_for_job} answers as they were: no "did not answer in time".
     */
    public static void oneKeyCannotTripBreakersForOthers(McpHttp noisy, McpHttp other) {
        var getJob = new JsonObject().put("job_id", "job_doesnotexist");
        var before = McpHttp.text(other.callTool("get_job", getJob));
        assertThat(before).startsWith("Not found, or this account has no access to it.");

        var analyze = new JsonObject()
                .put("platform", "instagram")
                .put("handles", new JsonArray().add("nobody_here"))
                .put("max_credits", 0);
        var first = McpHttp.text(noisy.callTool("analyze_creators", analyze));
        for (int i = 0; i < 15; i++) {
            assertThat(McpHttp.text(noisy.callTool("analyze_creators", analyze)))
                    .as("call %d keeps the service's answer", i)
                    .isEqualTo(first);
        }
        assertThat(first).isNotEqualTo(ToolError.unavailable().getMessage());
        assertThat(McpHttp.text(other.callTool("get_job", getJob))).isEqualTo(before);
        assertThat(McpHttp.text(other.callTool("wait_for_job", getJob.copy().put("timeout_seconds", 1))))
                .startsWith("Not found, or this account has no access to it.");
    }

    /**
     * Both reproductions against a stack {@code ./sigment up} runs, from what its {@code local.env} holds: the demo
     * key is the agent with only an API key (and the noisy one); another workspace is made in the stack's database.
     */
    public static void againstARunningStack(String gatewayUrl, String localEnv, boolean sandboxOn) {
        var key = envValue(localEnv, LocalEnvFile.DEMO_API_KEY);
        var agent = new McpHttp(gatewayUrl + "/mcp", key);
        if (sandboxOn) {
            sandboxCheckoutNeedsTheOwner(gatewayUrl, agent, key);
        } else {
            noTopUpsWithoutAProvider(gatewayUrl, agent);
        }
        var vertx = Vertx.vertx();
        try {
            var config = Config.of(Map.of()).with(Setting.PG_URL, envValue(localEnv, LocalEnvFile.PG_URL));
            var other = TestAccounts.newUser(vertx, config, 1);
            oneKeyCannotTripBreakersForOthers(agent, new McpHttp(gatewayUrl + "/mcp", other.apiKey()));
        } finally {
            vertx.close().await();
        }
    }

    private static String envValue(String localEnv, String name) {
        return localEnv.lines()
                .filter(line -> line.startsWith(name + "="))
                .findFirst()
                .orElseThrow()
                .substring(name.length() + 1);
    }

    private static long balance(McpHttp agent) {
        return agent.ok("get_account", new JsonObject())
                .getJsonObject("credits")
                .getLong("balance");
    }
}
