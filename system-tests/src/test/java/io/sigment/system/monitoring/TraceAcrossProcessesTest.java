package io.sigment.system.monitoring;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.testing.Eventually;
import io.sigment.emulator.world.Creator;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.ProcessesTopology;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A W3C {@code traceparent} sent with an {@code /mcp} request reaches every process that works on the call, in
 * {@code ./sigment up --processes}' topology (each service a JVM of its own, joined over Hazelcast), and names
 * their log lines ({@code trace_id}, one JSON line each, at level FINE): an {@code analyze_creators} traced from
 * the agent is found in the gateway's, jobs', scraper's, analytics' and accounts' lines, including the job's run
 * (jobs → scraper {@code scrape}, jobs → analytics {@code analyze_snapshot} → scraper {@code samples}). Both
 * protocol eras' {@code _meta} and the HTTP header are read; a malformed traceparent is ignored for a fresh trace.
 * On the topology the process-killing classes share, whose processes log at FINE for this test.
 */
@Tag("processes")
class TraceAcrossProcessesTest {
    private static final Duration JOB_LIMIT = Duration.ofMinutes(4);
    private static ProcessesTopology topology;
    private static McpHttp agent;
    private static List<String> handles;

    @BeforeAll
    static void start() {
        topology = ProcessesTopology.shared();
        assertThat(topology.config().get(Setting.LOG_LEVEL))
                .as("the processes log the lines of a trace")
                .isEqualTo("FINE");
        var user = TestAccounts.newUser(topology.vertx(), topology.config(), 1);
        var workspace = user.workspaceIds().get(0);
        TestCredits.proWithCredits(topology, workspace, 100);
        agent = new McpHttp(topology.gatewayUrl(ProcessesTopology.GATEWAY) + "/mcp", user.apiKey());
        handles = topology.emulator().world().platform(Platform.INSTAGRAM).creators().stream()
                .map(Creator::handle)
                .limit(3)
                .toList();
    }

    @Test
    void an_analysis_traced_by_the_agent_is_named_in_every_process_that_works_on_it() {
        var traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
        var call = McpHttp.toolsCall(
                "analyze_creators",
                new JsonObject()
                        .put("platform", "instagram")
                        .put("handles", new JsonArray(handles))
                        .put("max_credits", 15));
        call.getJsonObject("params")
                .put("_meta", new JsonObject().put("traceparent", "00-" + traceId + "-00f067aa0ba902b7-01"));
        var started = agent.post(call, Map.of()).json().getJsonObject("result");
        assertThat(started.getBoolean("isError")).as(started.encode()).isFalse();
        var jobId = started.getJsonObject("structuredContent").getString("job_id");
        awaitCompleted(jobId);

        var gateway = awaitActions(ProcessesTopology.GATEWAY, traceId, "tool", Set.of("analyze_creators"));
        assertThat(gateway).as("the gateway's lines of the call").isNotEmpty();
        awaitActions("jobs", traceId, "action", Set.of("analyze_creators"));
        awaitActions("accounts", traceId, "action", Set.of("authorize", "capture"));
        awaitActions("scraper", traceId, "action", Set.of("scrape", "samples"));
        awaitActions("analytics", traceId, "action", Set.of("open_snapshot", "analyze_snapshot"));
        assertThat(tracedLines(ProcessesTopology.SECOND_GATEWAY, traceId))
                .as("a gateway the call never reached")
                .isEmpty();
    }

    @Test
    void the_2026_envelope_and_the_http_header_carry_a_trace_too() {
        var modern = "0af7651916cd43dd8448eb211c80319c";
        var meta = new JsonObject()
                .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
                .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
                .put(
                        "io.modelcontextprotocol/clientInfo",
                        new JsonObject().put("name", "raw-http").put("version", "1"))
                .put("traceparent", "00-" + modern + "-b7ad6b7169203331-01");
        var message = toolCall(2, "get_account", null);
        message.getJsonObject("params").put("_meta", meta);
        var reply = agent.post(
                message,
                Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/call", "Mcp-Name", "get_account"));
        assertThat(reply.json().getJsonObject("result").getBoolean("isError"))
                .as(reply.body())
                .isFalse();
        awaitActions("accounts", modern, "action", Set.of("get_account"));

        var header = "5e0c63257de34c92bf9efcd03927272e";
        var viaHeader = agent.post(
                toolCall(3, "get_account", null), Map.of("traceparent", "00-" + header + "-00f067aa0ba902b7-00"));
        assertThat(viaHeader.json().getJsonObject("result").getBoolean("isError"))
                .isFalse();
        awaitActions(ProcessesTopology.GATEWAY, header, "tool", Set.of("get_account"));
        awaitActions("accounts", header, "action", Set.of("get_account"));
    }

    @Test
    void a_malformed_traceparent_is_ignored_and_the_call_gets_a_fresh_trace() {
        var before = toolLines(ProcessesTopology.GATEWAY, "list_creator_lists").size();
        var reply = agent.post(
                toolCall(4, "list_creator_lists", "00-not-a-trace-01"),
                Map.of("traceparent", "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"));
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.json().getJsonObject("result").getBoolean("isError"))
                .as(reply.body())
                .isFalse();
        var lines = Eventually.await(
                "the gateway's line of the call",
                Duration.ofSeconds(30),
                Duration.ofMillis(200),
                () -> toolLines(ProcessesTopology.GATEWAY, "list_creator_lists"),
                read -> read.size() != before);
        var fresh = lines.get(lines.size() - 1).getString("trace_id");
        assertThat(fresh).matches("[0-9a-f]{32}").isNotEqualTo("4bf92f3577b34da6a3ce929d0e0e4736");
        awaitActions("lists", fresh, "action", Set.of("list_creator_lists"));
    }

    private static JsonObject toolCall(int id, String tool, String traceparent) {
        var message = McpHttp.toolsCall(tool, new JsonObject()).put("id", id);
        if (traceparent != null) {
            message.getJsonObject("params").put("_meta", new JsonObject().put("traceparent", traceparent));
        }
        return message;
    }

    private static void awaitCompleted(String jobId) {
        var job = Eventually.await(
                "the job ends",
                JOB_LIMIT,
                Duration.ZERO,
                () -> agent.ok(
                        "wait_for_job", new JsonObject().put("job_id", jobId).put("timeout_seconds", 20)),
                read -> !"running".equals(read.getString("status")));
        assertThat(job.getString("status")).as(job.encode()).isEqualTo("completed");
    }

    /** Waits until {@code process} logged lines of the trace naming each of {@code names} in {@code field}. */
    private static List<JsonObject> awaitActions(String process, String traceId, String field, Set<String> names) {
        var lines = Eventually.poll(
                Duration.ofSeconds(30),
                Duration.ofMillis(200),
                () -> tracedLines(process, traceId),
                read -> seen(read, field).containsAll(names));
        if (!seen(lines, field).containsAll(names)) {
            throw new AssertionError(process + " logged no line of trace " + traceId + " for each of " + names
                    + "; seen: " + seen(lines, field) + "\n"
                    + lines.stream().map(JsonObject::encode).collect(Collectors.joining("\n")));
        }
        return lines;
    }

    private static Set<String> seen(List<JsonObject> lines, String field) {
        return lines.stream().map(line -> line.getString(field)).collect(Collectors.toSet());
    }

    private static List<JsonObject> tracedLines(String process, String traceId) {
        return lines(process).stream()
                .filter(line -> traceId.equals(line.getString("trace_id")))
                .toList();
    }

    private static List<JsonObject> toolLines(String process, String tool) {
        return lines(process).stream()
                .filter(line -> tool.equals(line.getString("tool")))
                .toList();
    }

    private static List<JsonObject> lines(String process) {
        return topology.output(process)
                .lines()
                .filter(line -> line.startsWith("{"))
                .map(line -> {
                    try {
                        return new JsonObject(line);
                    } catch (RuntimeException notJson) {
                        return new JsonObject();
                    }
                })
                .toList();
    }
}
