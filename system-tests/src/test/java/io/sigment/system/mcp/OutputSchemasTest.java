package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.gateway.tools.ToolDefinition;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.NodeClients;
import io.sigment.system.testing.OutputSchemas;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every tool's {@code outputSchema} describes what it really answers: an agent goes through the whole workflow over
 * {@code /mcp} (discovery, analysis, re-run, optimize, lists, share links, account), and every answer is checked
 * against its tool's schema as it arrives ({@link OutputSchemas}, which checks every test's answers the same way).
 * Clients of 2025-03-26, a revision without output schemas, get the listing without them.
 */
@Tag("node")
class OutputSchemasTest {
    private static final Map<String, String> MODERN = Map.of("MCP-Protocol-Version", "2025-11-25");
    private static final int TOOLS = ToolCatalog.load().all().size();

    @Test
    void every_tool_answers_what_its_output_schema_describes_through_the_whole_agent_workflow() {
        var stack = TestStack.shared();
        var agent = AnalysisAgent.withCredits(stack, 100);
        agent.ok("get_account", new JsonObject());
        agent.ok("get_topup_link", new JsonObject().put("package_id", "growth"));
        var handles = instagram(stack, 60, 4);
        agent.ok("search_creators", new JsonObject().put("query", handles.getString(0)));
        agent.ok("get_creator", new JsonObject().put("platform", "instagram").put("creator_id", handles.getString(0)));

        var started = agent.startAnalysis("instagram", handles.getList());
        agent.job(started.getString("job_id"));
        var analysis = agent.waitUntilDone(started.getString("job_id"), Duration.ofMinutes(5));
        assertThat(analysis.getString("status")).as(analysis.encode()).isEqualTo("completed");
        var analysisId = new JsonObject().put("analysis_id", started.getString("analysis_id"));
        agent.ok("get_analysis_result", analysisId.copy().put("platform", "instagram"));
        agent.ok(
                "get_analysis_result",
                analysisId
                        .copy()
                        .put("platform", "instagram")
                        .put("min_core_pct", 7)
                        .put("min_core_reach", 100_000)
                        .put("top_n", 2));
        agent.rerun(started.getString("analysis_id"));
        agent.ok("list_analyses", new JsonObject().put("platform", "instagram"));
        agent.ok(
                "optimize_selection",
                analysisId
                        .copy()
                        .put("min_core_pct", 7)
                        .put("min_core_reach", 100_000)
                        .put("max_credits", 5));
        var analysisLink = agent.ok("share_analysis", analysisId);

        var list = agent.ok(
                "create_creator_list",
                new JsonObject().put("name", "Schema check").put("platform", "instagram"));
        var listId = new JsonObject().put("list_id", list.getString("list_id"));
        agent.ok("add_to_creator_list", listId.copy().put("usernames", handles.copy()));
        agent.ok(
                "set_creator_list",
                listId.copy()
                        .put("usernames", new JsonArray(handles.getList().subList(0, 2)))
                        .put("description", "two of them"));
        agent.ok("get_creator_list", listId);
        agent.ok("list_creator_lists", new JsonObject());
        agent.ok("share_creator_list", listId);
        agent.ok("revoke_share_link", listId);
        agent.ok("revoke_share_link", new JsonObject().put("link_id", analysisLink.getString("link_id")));

        var discovery = agent.discover("home workouts", new JsonObject());
        agent.job(discovery.job().getString("job_id"));
        agent.ok("get_discovery", new JsonObject().put("discovery_id", discovery.discoveryId()));
        agent.ok(
                "get_discovery",
                new JsonObject()
                        .put("discovery_id", discovery.discoveryId())
                        .put("max_per_group", 2)
                        .put("handles", new JsonArray().add(handles.getString(0))));
        agent.ok("list_discoveries", new JsonObject());
        agent.ok("get_credit_history", new JsonObject());

        assertThat(OutputSchemas.checked())
                .as("tools whose answers were checked")
                .containsAll(ToolCatalog.load().all().stream()
                        .map(ToolDefinition::name)
                        .toList());
    }

    @Test
    void the_typescript_sdk_client_validating_every_answer_against_its_output_schema_calls_every_tool()
            throws Exception {
        NodeClients.install();
        var stack = TestStack.shared();
        var agent = AnalysisAgent.withCredits(stack, 100);
        var handles = String.join(
                ",", instagram(stack, 70, 4).stream().map(String::valueOf).toList());
        var run = NodeClients.run(
                List.of("node", "sdk-every-tool.mjs"),
                Map.of(
                        "SIGMENT_MCP_URL",
                        stack.gatewayUrl() + "/mcp",
                        "SIGMENT_API_KEY",
                        agent.user.apiKey(),
                        "SIGMENT_HANDLES",
                        handles),
                900);
        assertThat(run.exitCode()).as(run.output()).isZero();
        var seen = run.lastJson();
        var names = ToolCatalog.load().all().stream().map(ToolDefinition::name).toList();
        assertThat(seen.getJsonArray("listed").getList()).containsExactlyElementsOf(names);
        assertThat(seen.getJsonArray("withOutputSchema").getList()).containsExactlyElementsOf(names);
        assertThat(seen.getJsonArray("answered").getList()).containsExactlyInAnyOrderElementsOf(names);
    }

    @Test
    void tools_list_carries_an_open_output_schema_for_every_tool_except_to_2025_03_26_clients() {
        var stack = TestStack.shared();
        var agent = AnalysisAgent.withCredits(stack, 0);
        var mcp = new McpHttp(stack.gatewayUrl() + "/mcp", agent.user.apiKey());
        for (var version : new String[] {"2025-06-18", "2025-11-25"}) {
            var tools = listTools(mcp, Map.of("MCP-Protocol-Version", version));
            assertThat(tools).hasSize(TOOLS);
            for (var tool : tools) {
                var schema = ((JsonObject) tool).getJsonObject("outputSchema");
                assertThat(schema).as(version + " " + tool).isNotNull();
                assertThat(schema.getString("type")).isEqualTo("object");
                assertThat(schema.getValue("additionalProperties"))
                        .as("open to added fields")
                        .isNotEqualTo(false);
            }
        }
        for (var headers : List.of(Map.of("MCP-Protocol-Version", "2025-03-26"), Map.<String, String>of())) {
            var tools = listTools(mcp, headers);
            assertThat(tools).hasSize(TOOLS);
            tools.forEach(tool -> assertThat(((JsonObject) tool).containsKey("outputSchema"))
                    .as(headers + " " + tool)
                    .isFalse());
        }
        assertThat(listTools(mcp, MODERN)).isEqualTo(ToolCatalog.load().listing());
    }

    private static JsonArray listTools(McpHttp mcp, Map<String, String> headers) {
        var reply = mcp.post(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/list"), headers);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json().getJsonObject("result").getJsonArray("tools");
    }

    private static JsonArray instagram(LocalStack stack, int from, int count) {
        return new JsonArray(
                stack
                        .emulator()
                        .orElseThrow()
                        .world()
                        .platform(Platform.INSTAGRAM)
                        .creators()
                        .subList(from, from + count)
                        .stream()
                        .map(Creator::handle)
                        .toList());
    }
}
