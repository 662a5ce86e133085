package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OutputSchemas;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestCredits;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Jobs as tasks of the Tasks extension (io.modelcontextprotocol/tasks, SEP-2663, revision 2026-07-28) over raw
 * HTTP, checked against the extension's text: a client that lists the extension gets {@code resultType: "task"}
 * for a started job and reads it to its end with {@code tasks/get} from a SECOND gateway of the cluster; a client
 * that does not gets the tool result as before and -32021 from {@code tasks/*}; {@code tasks/cancel} is refused.
 */
@Tag("stack")
class JobsAsTasksTest {
    private static final String TASKS = "io.modelcontextprotocol/tasks";
    private static final Duration LONG = Duration.ofMinutes(3);
    private static LocalStack stack;
    private static McpHttp first;
    private static McpHttp second;
    private static List<String> creators;

    @BeforeAll
    static void twoGatewaysAndAUserWithCredits() {
        stack = TestStack.shared();
        var user = TestAccounts.newUser(stack);
        TestCredits.setPlan(user.workspaceIds().get(0), "pro");
        TestCredits.topUp(user.workspaceIds().get(0), 200);
        first = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey());
        second = new McpHttp(TestStack.secondGatewayUrl() + "/mcp", user.apiKey());
        creators = stack.emulator().orElseThrow().world().platform(Platform.INSTAGRAM).creators().stream()
                .map(Creator::handle)
                .toList();
    }

    private static JsonObject envelope(boolean tasks) {
        var capabilities = tasks
                ? new JsonObject().put("extensions", new JsonObject().put(TASKS, new JsonObject()))
                : new JsonObject();
        return new JsonObject()
                .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
                .put("io.modelcontextprotocol/clientCapabilities", capabilities)
                .put(
                        "io.modelcontextprotocol/clientInfo",
                        new JsonObject().put("name", "raw-http").put("version", "1"));
    }

    /** One 2026-07-28 request with the routing headers the extension names (Mcp-Name = taskId on tasks/*). */
    private static JsonObject send(McpHttp gateway, String method, JsonObject params, boolean tasks) {
        var message = new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", 7)
                .put("method", method)
                .put("params", params.copy().put("_meta", envelope(tasks)));
        var headers = new HashMap<String, String>(Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", method));
        var name = params.getString("name", params.getString("taskId"));
        if (name != null) headers.put("Mcp-Name", name);
        var reply = gateway.post(message, headers);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    private static JsonObject result(JsonObject reply) {
        assertThat(reply.containsKey("error")).as(reply.encode()).isFalse();
        return reply.getJsonObject("result");
    }

    private static JsonObject analyze(List<String> handles) {
        return new JsonObject()
                .put("name", "analyze_creators")
                .put(
                        "arguments",
                        new JsonObject()
                                .put("platform", "instagram")
                                .put("handles", new JsonArray(handles))
                                .put("max_credits", 15));
    }

    /** Polls {@code tasks/get} on {@code gateway} at the task's pollIntervalMs (capped) until a terminal status. */
    private static JsonObject pollToEnd(McpHttp gateway, String taskId) throws InterruptedException {
        var deadline = Instant.now().plus(LONG);
        while (true) {
            var task = result(send(gateway, "tasks/get", new JsonObject().put("taskId", taskId), true));
            assertThat(task.getString("resultType")).isEqualTo("complete");
            assertThat(task.getString("taskId")).isEqualTo(taskId);
            if (!"working".equals(task.getString("status"))) return task;
            assertThat(task.getString("statusMessage")).startsWith("Running, stage ");
            assertThat(task.getLong("pollIntervalMs"))
                    .as("get_job's poll_after_seconds (5) in ms")
                    .isEqualTo(5000L);
            assertThat(Instant.now()).as("task still working at the deadline").isBefore(deadline);
            Thread.sleep(Math.min(1000, task.getLong("pollIntervalMs")));
        }
    }

    @Test
    void server_discover_lists_the_tasks_extension() {
        var discovered = result(send(first, "server/discover", new JsonObject(), false));
        assertThat(discovered
                        .getJsonObject("capabilities")
                        .getJsonObject("extensions")
                        .getJsonObject(TASKS))
                .isEmpty();
    }

    @Test
    void an_analysis_started_as_a_task_is_read_to_completion_from_a_second_gateway() throws InterruptedException {
        var created = result(send(first, "tools/call", analyze(creators.subList(200, 203)), true));
        assertThat(created.getString("resultType")).isEqualTo("task");
        var taskId = created.getString("taskId");
        assertThat(taskId).startsWith("snapshot:");
        assertThat(created.getString("status")).isEqualTo("working");
        assertThat(created.getLong("pollIntervalMs"))
                .as("the start reply's poll_after_seconds (10) in ms")
                .isEqualTo(10_000L);
        assertThat(created.containsKey("ttlMs")).isTrue();
        assertThat(created.getValue("ttlMs")).isNull();
        assertThat(Instant.parse(created.getString("createdAt")))
                .isBefore(Instant.now().plusSeconds(1));
        assertThat(created.getString("lastUpdatedAt")).isNotBlank();
        assertThat(created.containsKey("content"))
                .as("a CreateTaskResult, not a CallToolResult")
                .isFalse();

        var done = pollToEnd(second, taskId);
        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
        var toolResult = done.getJsonObject("result");
        assertThat(toolResult.getBoolean("isError")).isFalse();
        var analysisId = taskId.substring("snapshot:".length(), taskId.indexOf('/'));
        var direct = first.ok(
                "get_analysis_result",
                new JsonObject().put("platform", "instagram").put("analysis_id", analysisId));
        assertThat(toolResult.getJsonObject("structuredContent"))
                .as("what get_analysis_result returns")
                .isEqualTo(direct);
        assertThat(new JsonObject(McpHttp.text(toolResult))).isEqualTo(direct);
        OutputSchemas.check("analyze_creators", toolResult);

        var waited =
                second.ok("wait_for_job", new JsonObject().put("job_id", taskId).put("timeout_seconds", 1));
        assertThat(waited.getString("status"))
                .as("job_id and wait_for_job still work")
                .isEqualTo("completed");
    }

    @Test
    void a_failed_job_is_a_failed_task_carrying_the_jobs_error() throws InterruptedException {
        var created = result(send(
                first,
                "tools/call",
                analyze(List.of(creators.get(210), "ghost_of_tasks_one", "ghost_of_tasks_two")),
                true));
        var done = pollToEnd(second, created.getString("taskId"));
        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("failed");
        var job = first.ok("get_job", new JsonObject().put("job_id", created.getString("taskId")));
        assertThat(done.getJsonObject("error").getInteger("code")).isEqualTo(-32603);
        assertThat(done.getJsonObject("error").getString("message"))
                .isEqualTo(job.getString("error"))
                .contains("only 1 of 3 creators could be scraped");
        assertThat(done.getString("statusMessage")).isEqualTo(job.getString("error"));
        assertThat(done.containsKey("result")).isFalse();
    }

    @Test
    void without_the_extension_a_job_is_a_tool_result_and_tasks_methods_need_the_capability() {
        var plain = result(send(first, "tools/call", analyze(creators.subList(220, 222)), false));
        assertThat(plain.getString("resultType")).isEqualTo("complete");
        var jobId = plain.getJsonObject("structuredContent").getString("job_id");
        assertThat(jobId).startsWith("snapshot:");
        assertThat(plain.getJsonObject("structuredContent").getInteger("poll_after_seconds"))
                .isEqualTo(10);

        for (var method : List.of("tasks/get", "tasks/cancel", "tasks/update")) {
            var refused = send(second, method, new JsonObject().put("taskId", jobId), false)
                    .getJsonObject("error");
            assertThat(refused.getInteger("code")).as(method).isEqualTo(-32021);
            assertThat(refused.getJsonObject("data")
                            .getJsonObject("requiredCapabilities")
                            .getJsonObject("extensions")
                            .getJsonObject(TASKS))
                    .isEmpty();
        }
        assertThat(result(send(second, "tasks/get", new JsonObject().put("taskId", jobId), true))
                        .getString("taskId"))
                .as("the same job read as a task once the client lists the extension")
                .isEqualTo(jobId);
    }

    @Test
    void refusals_keep_the_tool_result_and_unknown_tasks_are_invalid_params() {
        var refused = result(send(
                first,
                "tools/call",
                analyze(creators.subList(230, 232))
                        .put(
                                "arguments",
                                analyze(creators.subList(230, 232))
                                        .getJsonObject("arguments")
                                        .put("max_credits", 1)),
                true));
        assertThat(refused.getString("resultType")).isEqualTo("complete");
        assertThat(refused.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(refused)).startsWith("Not started: this costs");

        var read = result(send(
                first,
                "tools/call",
                new JsonObject().put("name", "get_account").put("arguments", new JsonObject()),
                true));
        assertThat(read.getString("resultType"))
                .as("only job-starting tools answer tasks")
                .isEqualTo("complete");

        var unknown = send(second, "tasks/get", new JsonObject().put("taskId", "snapshot:an_nope/sn_nope"), true)
                .getJsonObject("error");
        assertThat(unknown.getInteger("code")).isEqualTo(-32602);
        assertThat(unknown.getString("message")).startsWith("Failed to retrieve task: Task not found");
    }

    @Test
    void tasks_cancel_is_refused_with_the_reason_and_the_job_runs_on() {
        var created = result(send(first, "tools/call", analyze(creators.subList(240, 242)), true));
        var cancel = send(second, "tasks/cancel", new JsonObject().put("taskId", created.getString("taskId")), true);
        var error = cancel.getJsonObject("error");
        assertThat(error.getInteger("code")).isEqualTo(-32602);
        assertThat(error.getString("message")).startsWith("Cannot cancel task: a Sigment job cannot be cancelled");
        var update = result(send(
                second,
                "tasks/update",
                new JsonObject().put("taskId", created.getString("taskId")).put("inputResponses", new JsonObject()),
                true));
        assertThat(update.getString("resultType")).isEqualTo("complete");
        assertThat(first.ok("get_job", new JsonObject().put("job_id", created.getString("taskId")))
                        .getString("status"))
                .isIn("running", "completed");
    }

    @Test
    void a_discovery_and_a_re_run_are_tasks_whose_results_are_get_discovery_and_get_analysis_result()
            throws InterruptedException {
        var discovery = result(send(
                first,
                "tools/call",
                new JsonObject()
                        .put("name", "discover_creators")
                        .put(
                                "arguments",
                                new JsonObject().put("topic", "mobility drills").put("max_credits", 50)),
                true));
        assertThat(discovery.getString("resultType")).as(discovery.encode()).isEqualTo("task");
        assertThat(discovery.getString("taskId")).startsWith("discovery:");
        var found = pollToEnd(second, discovery.getString("taskId"));
        assertThat(found.getString("status")).as(found.encodePrettily()).isEqualTo("completed");
        var discoveryId = discovery.getString("taskId").substring("discovery:".length());
        assertThat(found.getJsonObject("result").getJsonObject("structuredContent"))
                .isEqualTo(first.ok("get_discovery", new JsonObject().put("discovery_id", discoveryId)));
        OutputSchemas.check("discover_creators", found.getJsonObject("result"));

        var analysis = result(send(first, "tools/call", analyze(creators.subList(250, 252)), true));
        var analysisId = analysis.getString("taskId")
                .substring("snapshot:".length(), analysis.getString("taskId").indexOf('/'));
        assertThat(pollToEnd(second, analysis.getString("taskId")).getString("status"))
                .isEqualTo("completed");
        var rerun = result(send(
                first,
                "tools/call",
                new JsonObject()
                        .put("name", "run_analysis")
                        .put(
                                "arguments",
                                new JsonObject()
                                        .put("platform", "instagram")
                                        .put("analysis_id", analysisId)
                                        .put("max_credits", 15)),
                true));
        assertThat(rerun.getString("resultType")).as(rerun.encode()).isEqualTo("task");
        var rerunDone = pollToEnd(second, rerun.getString("taskId"));
        assertThat(rerunDone.getString("status")).isEqualTo("completed");
        var snapshotId =
                rerun.getString("taskId").substring(rerun.getString("taskId").indexOf('/') + 1);
        assertThat(rerunDone
                        .getJsonObject("result")
                        .getJsonObject("structuredContent")
                        .getString("snapshot_id"))
                .as("the re-run's own snapshot")
                .isEqualTo(snapshotId);
        OutputSchemas.check("run_analysis", rerunDone.getJsonObject("result"));
    }

    @Test
    void a_job_of_the_users_second_workspace_is_a_task_read_to_its_result() throws InterruptedException {
        var user = TestAccounts.newUser(stack, 2);
        var secondWorkspace = user.workspaceIds().get(1);
        TestCredits.setPlan(secondWorkspace, "pro");
        TestCredits.topUp(secondWorkspace, 200);
        var agentFirst = new McpHttp(stack.gatewayUrl() + "/mcp", user.apiKey());
        var agentSecond = new McpHttp(TestStack.secondGatewayUrl() + "/mcp", user.apiKey());

        var call = analyze(creators.subList(260, 262));
        call.getJsonObject("arguments").put("workspace_id", secondWorkspace);
        var created = result(send(agentFirst, "tools/call", call, true));
        assertThat(created.getString("resultType")).as(created.encode()).isEqualTo("task");
        var done = pollToEnd(agentSecond, created.getString("taskId"));
        assertThat(done.getString("status")).as(done.encodePrettily()).isEqualTo("completed");
        var taskId = created.getString("taskId");
        var analysisId = taskId.substring("snapshot:".length(), taskId.indexOf('/'));
        var toolResult = done.getJsonObject("result");
        assertThat(toolResult.getBoolean("isError")).as(toolResult.encode()).isFalse();
        assertThat(toolResult.getJsonObject("structuredContent"))
                .isEqualTo(agentFirst.ok(
                        "get_analysis_result",
                        new JsonObject().put("platform", "instagram").put("analysis_id", analysisId)));

        var discovery = result(send(
                agentFirst,
                "tools/call",
                new JsonObject()
                        .put("name", "discover_creators")
                        .put(
                                "arguments",
                                new JsonObject()
                                        .put("topic", "kettlebell flows")
                                        .put("max_credits", 50)
                                        .put("workspace_id", secondWorkspace)),
                true));
        assertThat(discovery.getString("resultType")).as(discovery.encode()).isEqualTo("task");
        var found = pollToEnd(agentSecond, discovery.getString("taskId"));
        assertThat(found.getString("status")).as(found.encodePrettily()).isEqualTo("completed");
        assertThat(found.getJsonObject("result").getBoolean("isError"))
                .as(found.encodePrettily())
                .isFalse();
    }
}
