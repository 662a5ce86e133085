package io.sigment.local.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.local.testing.NodeClients;
import io.sigment.local.testing.TestStack;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The official MCP TypeScript SDK client and the official conformance suite against the gateway, as Node
 * programs (local/src/test/node). Skipped, saying why, where Node.js is not installed.
 */
class RealMcpClientsTest {
  private static LocalStack stack;
  private static String apiKey;

  @BeforeAll
  static void prepare() throws Exception {
    NodeClients.install();
    stack = TestStack.shared();
    apiKey = stack.demoApiKey();
  }

  @Test
  void the_typescript_sdk_client_connects_lists_gets_a_prompt_and_calls_tools() throws Exception {
    var result = NodeClients.run(List.of("node", "sdk-client.mjs"), Map.of("SIGMENT_MCP_URL", stack.gatewayUrl() + "/mcp",
        "SIGMENT_API_KEY", apiKey), 120);
    assertThat(result.exitCode()).as(result.output()).isZero();
    var seen = result.lastJson();
    assertThat(seen.getString("serverName")).isEqualTo("sigment");
    assertThat(seen.getBoolean("instructions")).isTrue();
    assertThat(seen.getJsonArray("tools")).hasSize(24).contains("get_account", "analyze_creators", "wait_for_job");
    assertThat(seen.getJsonArray("destructive")).containsExactlyInAnyOrder("analyze_creators", "run_analysis",
        "optimize_selection", "share_analysis", "share_creator_list", "revoke_share_link", "discover_creators");
    assertThat(seen.getJsonArray("prompts")).containsExactly("build_shortlist", "hit_audience_targets",
        "vet_creators", "reach_plan");
    assertThat(seen.getString("promptText")).contains("home workouts for busy parents");
    assertThat(seen.getBoolean("toolIsError")).isTrue();
    assertThat(seen.getString("toolText")).startsWith("Not found, or this account has no access to it");
    assertThat(seen.getString("invalidText")).contains("query: at least 2 characters");
    assertThat(seen.getJsonObject("unknownTool").getInteger("code")).isEqualTo(-32602);
  }

  @ParameterizedTest
  @ValueSource(strings = {"server-initialize", "ping", "tools-list", "prompts-list"})
  void the_official_conformance_scenario_passes(String scenario) throws Exception {
    var preload = NodeClients.WORK.resolve("bearer-preload.mjs").toAbsolutePath();
    var result = NodeClients.run(List.of("npx", "-y", "-p", "node@22", "-p", "@modelcontextprotocol/conformance@0.1.16",
            "conformance", "server", "--url", stack.gatewayUrl() + "/mcp", "--scenario", scenario),
        Map.of("SIGMENT_API_KEY", apiKey, "NODE_OPTIONS", "--import " + preload), 600);
    assertThat(result.exitCode()).as(result.output()).isZero();
    assertThat(result.output()).as(result.output()).containsPattern("Passed: (\\d+)/\\1, 0 failed");
  }
}
