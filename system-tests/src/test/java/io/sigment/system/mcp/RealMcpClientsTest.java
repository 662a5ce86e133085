package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.NodeClients;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The official MCP TypeScript SDK clients (v1 on the 2025 handshake, v2 on revision 2026-07-28) and the
 * official conformance suite against the gateway, as Node programs (system-tests/src/test/node). Skipped, saying
 * why, where Node.js is not installed.
 */
@Tag("node")
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
        var seen = client("sdk-client.mjs", Map.of());
        assertThat(seen.getString("serverName")).isEqualTo("sigment");
        assertThat(seen.getBoolean("instructions")).isTrue();
        assertServedTheCatalogAndItsErrors(seen);
    }

    @ParameterizedTest
    @ValueSource(strings = {"pin", "auto"})
    void the_typescript_sdk_v2_client_speaks_2026_07_28_without_initialize(String negotiation) throws Exception {
        var seen = client("sdk-v2-client.mjs", Map.of("SIGMENT_NEGOTIATION", negotiation));
        assertThat(seen.getString("protocolVersion")).isEqualTo("2026-07-28");
        assertThat(seen.getString("era")).isEqualTo("modern");
        assertThat(seen.getString("serverName")).isEqualTo("sigment");
        assertThat(seen.getString("instructions")).contains("wait_for_job", "quote_cost", "max_credits");
        assertThat(seen.getJsonArray("supportedVersions")).containsExactly("2026-07-28");
        assertServedTheCatalogAndItsErrors(seen);
        var wire = seen.getJsonObject("wire");
        assertThat(wire.getJsonArray("methods")).startsWith("server/discover").doesNotContain("initialize");
        assertThat(wire.getBoolean("routingHeaders")).isTrue();
        assertThat(wire.getJsonArray("resultTypes")).hasSize(6).containsOnly("complete");
    }

    /** Runs one client program (system-tests/src/test/node) and returns the JSON line it printed last. */
    private static JsonObject client(String program, Map<String, String> env) throws Exception {
        var allEnv = new HashMap<>(env);
        allEnv.put("SIGMENT_MCP_URL", stack.gatewayUrl() + "/mcp");
        allEnv.put("SIGMENT_API_KEY", apiKey);
        var result = NodeClients.run(List.of("node", program), allEnv, 120);
        assertThat(result.exitCode()).as(result.output()).isZero();
        return result.lastJson();
    }

    /** What client-checks.mjs saw: the catalog's tools and 4 prompts, a prompt, tool errors, an unknown tool. */
    private static void assertServedTheCatalogAndItsErrors(JsonObject seen) {
        assertThat(seen.getJsonArray("tools"))
                .hasSize(ToolCatalog.load().all().size())
                .contains("get_account", "analyze_creators", "wait_for_job");
        assertThat(seen.getJsonArray("destructive"))
                .containsExactlyInAnyOrder(
                        "analyze_creators",
                        "run_analysis",
                        "optimize_selection",
                        "share_analysis",
                        "share_creator_list",
                        "revoke_share_link",
                        "discover_creators");
        assertThat(seen.getJsonArray("prompts"))
                .containsExactly("build_shortlist", "hit_audience_targets", "vet_creators", "reach_plan");
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
        var result = NodeClients.run(
                List.of(
                        "npx",
                        "-y",
                        "-p",
                        "node@22",
                        "-p",
                        "@modelcontextprotocol/conformance@0.1.16",
                        "conformance",
                        "server",
                        "--url",
                        stack.gatewayUrl() + "/mcp",
                        "--scenario",
                        scenario),
                Map.of("SIGMENT_API_KEY", apiKey, "NODE_OPTIONS", "--import " + preload),
                600);
        assertThat(result.exitCode()).as(result.output()).isZero();
        assertThat(result.output()).as(result.output()).containsPattern("Passed: (\\d+)/\\1, 0 failed");
    }

    @Test
    void the_typescript_sdk_client_finds_and_reads_documentation_without_a_token() throws Exception {
        var result = NodeClients.run(
                List.of("node", "docs-sdk-client.mjs"),
                Map.of("SIGMENT_DOCS_MCP_URL", stack.gatewayUrl() + "/docs/mcp"),
                120);
        assertThat(result.exitCode()).as(result.output()).isZero();
        var seen = result.lastJson();
        assertThat(seen.getString("serverName")).isEqualTo("sigment-docs");
        assertThat(seen.getJsonArray("tools")).containsExactly("search_docs", "get_doc_page");
        assertThat(seen.getJsonArray("readOnly")).containsExactly("search_docs", "get_doc_page");
        assertThat(seen.getBoolean("searchIsError")).isFalse();
        assertThat(seen.getString("firstPath")).isEqualTo("metrics");
        assertThat(seen.getString("pageTitle")).isEqualTo("Metrics and their definitions");
        assertThat(seen.getBoolean("pageStartsWithTitle")).isTrue();
        assertThat(seen.getBoolean("missingIsError")).isTrue();
        assertThat(seen.getString("missingText"))
                .startsWith("No documentation page matches")
                .contains("search_docs");
    }

    @ParameterizedTest
    @ValueSource(strings = {"server-initialize", "ping", "tools-list"})
    void the_official_conformance_scenario_passes_on_the_documentation_server(String scenario) throws Exception {
        var result = NodeClients.run(
                List.of(
                        "npx",
                        "-y",
                        "-p",
                        "node@22",
                        "-p",
                        "@modelcontextprotocol/conformance@0.1.16",
                        "conformance",
                        "server",
                        "--url",
                        stack.gatewayUrl() + "/docs/mcp",
                        "--scenario",
                        scenario),
                Map.of(),
                600);
        assertThat(result.exitCode()).as(result.output()).isZero();
        assertThat(result.output()).as(result.output()).containsPattern("Passed: (\\d+)/\\1, 0 failed");
    }
}
