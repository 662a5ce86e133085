package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.HeldJobs;
import io.sigment.system.testing.InFlightSlots;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * MCP revision 2026-07-28 on the same {@code /mcp} as 2025-11-25, over raw HTTP: every request carries its
 * version in {@code _meta} and in headers that must match the body; auth, limits and tool errors as in 2025.
 */
@Tag("stack")
class McpRevision2026Test {
    private static LocalStack stack;
    private static String url;
    private static McpHttp mcp;

    @BeforeAll
    static void start() {
        stack = TestStack.shared();
        url = stack.gatewayUrl() + "/mcp";
        mcp = new McpHttp(url, TestAccounts.newUser(stack).apiKey());
    }

    private static JsonObject envelope(String version) {
        return new JsonObject()
                .put("io.modelcontextprotocol/protocolVersion", version)
                .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
                .put(
                        "io.modelcontextprotocol/clientInfo",
                        new JsonObject().put("name", "raw-http").put("version", "1"));
    }

    private static JsonObject request(String method, JsonObject params) {
        return new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", 26)
                .put("method", method)
                .put("params", params.copy().put("_meta", params.getJsonObject("_meta", envelope("2026-07-28"))));
    }

    /** The headers a 2026 client derives from the body. */
    private static Map<String, String> headers(JsonObject request) {
        var headers = new HashMap<String, String>();
        headers.put(
                "MCP-Protocol-Version",
                request.getJsonObject("params")
                        .getJsonObject("_meta")
                        .getString("io.modelcontextprotocol/protocolVersion"));
        headers.put("Mcp-Method", request.getString("method"));
        var name = request.getJsonObject("params").getString("name");
        if (name != null) headers.put("Mcp-Name", name);
        return headers;
    }

    private static McpHttp.Reply send(JsonObject request) {
        return mcp.post(request, headers(request));
    }

    private static JsonObject error(McpHttp.Reply reply, int status, int code) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        assertThat(reply.json().getValue("id")).isEqualTo(26);
        var error = reply.json().getJsonObject("error");
        assertThat(error.getInteger("code")).as(reply.body()).isEqualTo(code);
        assertThat(error.getString("message")).doesNotContain("Exception", "io.sigment");
        return error;
    }

    @Test
    void server_discover_describes_the_server_with_cache_hints() {
        var reply = send(request("server/discover", new JsonObject()));
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.header("Mcp-Session-Id")).isNull();
        var result = reply.json().getJsonObject("result");
        assertThat(result.getString("resultType")).isEqualTo("complete");
        assertThat(result.getJsonArray("supportedVersions")).containsExactly("2026-07-28");
        assertThat(result.getJsonObject("capabilities").fieldNames())
                .containsExactlyInAnyOrder("tools", "prompts", "resources", "completions", "extensions");
        assertThat(result.getString("instructions"))
                .contains("wait_for_job", "quote_cost", "max_credits")
                .matches("[^.]+\\.[^.]+\\.");
        assertThat(result.getLong("ttlMs")).isPositive();
        assertThat(result.getString("cacheScope")).isEqualTo("public");
        assertThat(result.getJsonObject("_meta")
                        .getJsonObject("io.modelcontextprotocol/serverInfo")
                        .getString("name"))
                .isEqualTo("sigment");
    }

    @Test
    void listings_calls_and_prompts_answer_with_result_type_and_tool_errors_stay_is_error() {
        var tools = send(request("tools/list", new JsonObject())).json().getJsonObject("result");
        assertThat(tools.getJsonArray("tools")).hasSize(ToolCatalog.load().all().size());
        assertThat(tools.getString("resultType")).isEqualTo("complete");
        assertThat(tools.getString("cacheScope")).isEqualTo("public");
        var prompts = send(request("prompts/list", new JsonObject())).json().getJsonObject("result");
        assertThat(prompts.getJsonArray("prompts")).hasSize(4);
        assertThat(prompts.getLong("ttlMs")).isPositive();
        var call = send(request(
                "tools/call",
                new JsonObject()
                        .put("name", "get_job")
                        .put("arguments", new JsonObject().put("job_id", "discovery:does-not-exist"))));
        assertThat(call.status()).isEqualTo(200);
        var result = call.json().getJsonObject("result");
        assertThat(result.getString("resultType")).isEqualTo("complete");
        assertThat(result.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(result)).startsWith("Not found, or this account has no access to it");
        assertThat(result.containsKey("ttlMs"))
                .as("a tool result is not cacheable")
                .isFalse();
        var unknown = send(request(
                "tools/call", new JsonObject().put("name", "no_such_tool").put("arguments", new JsonObject())));
        error(unknown, 200, -32602);
    }

    @Test
    void a_missing_or_mismatched_version_header_is_a_header_mismatch() {
        var listing = request("tools/list", new JsonObject());
        var missing = new HashMap<>(headers(listing));
        missing.remove("MCP-Protocol-Version");
        var error = error(mcp.post(listing, missing), 400, -32020);
        assertThat(error.getJsonObject("data").getJsonObject("mismatch").getString("header"))
                .isEqualTo("(missing)");
        var mismatched = new HashMap<>(headers(listing));
        mismatched.put("MCP-Protocol-Version", "2025-11-25");
        error = error(mcp.post(listing, mismatched), 400, -32020);
        assertThat(error.getString("message")).contains("2026-07-28", "2025-11-25");
        var otherMethod = new HashMap<>(headers(listing));
        otherMethod.put("Mcp-Method", "prompts/list");
        error(mcp.post(listing, otherMethod), 400, -32020);
        var call = request("tools/call", new JsonObject().put("name", "get_job").put("arguments", new JsonObject()));
        var otherTool = new HashMap<>(headers(call));
        otherTool.put("Mcp-Name", "get_account");
        error(mcp.post(call, otherTool), 400, -32020);
    }

    @Test
    void a_malformed_meta_is_invalid_params_naming_the_key() {
        var noCapabilities = envelope("2026-07-28");
        noCapabilities.remove("io.modelcontextprotocol/clientCapabilities");
        var error = error(send(request("tools/list", new JsonObject().put("_meta", noCapabilities))), 400, -32602);
        assertThat(error.getString("message")).contains("io.modelcontextprotocol/clientCapabilities");
        var numericVersion = request(
                "tools/list",
                new JsonObject()
                        .put("_meta", envelope("2026-07-28").put("io.modelcontextprotocol/protocolVersion", 20260728)));
        error(
                mcp.post(numericVersion, Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/list")),
                400,
                -32602);
        var headerWithoutEnvelope =
                new JsonObject().put("jsonrpc", "2.0").put("id", 26).put("method", "tools/list");
        error(
                mcp.post(
                        headerWithoutEnvelope,
                        Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/list")),
                400,
                -32602);
    }

    @Test
    void an_unsupported_version_is_32022_with_the_supported_list() {
        var error =
                error(send(request("tools/list", new JsonObject().put("_meta", envelope("2027-03-01")))), 400, -32022);
        assertThat(error.getJsonObject("data"))
                .isEqualTo(new JsonObject()
                        .put("supported", new JsonArray().add("2026-07-28"))
                        .put("requested", "2027-03-01"));
        assertThat(error.getString("message")).contains("initialize", "2025-11-25");
    }

    @Test
    void methods_the_revision_removed_are_method_not_found() {
        for (var method : new String[] {"ping", "initialize"}) {
            assertThat(error(send(request(method, new JsonObject())), 404, -32601)
                            .getString("message"))
                    .contains(method);
        }
    }

    @Test
    void auth_and_get_are_the_same_in_both_eras() {
        var listing = request("tools/list", new JsonObject());
        var anonymous = new McpHttp(url, null).post(listing, headers(listing));
        assertThat(anonymous.status()).isEqualTo(401);
        assertThat(anonymous.header("WWW-Authenticate")).startsWith("Bearer resource_metadata=\"");
        var badKey = new McpHttp(url, "ak_" + "x".repeat(43)).post(listing, headers(listing));
        assertThat(badKey.status()).isEqualTo(401);
        assertThat(badKey.header("WWW-Authenticate")).contains("error=\"invalid_token\"");
    }

    @Test
    void too_many_calls_in_flight_get_429_with_retry_after_in_2026_too() throws Exception {
        var user = TestAccounts.newUser(stack);
        var client = new McpHttp(url, user.apiKey());
        try (var held = new HeldJobs(stack)) {
            var jobId = held.running(user, user.workspaceIds().get(0));
            var wait = request(
                    "tools/call",
                    new JsonObject()
                            .put("name", "wait_for_job")
                            .put(
                                    "arguments",
                                    new JsonObject().put("job_id", jobId).put("timeout_seconds", 25)));
            var running = new ArrayList<CompletableFuture<McpHttp.Reply>>();
            for (int i = 0; i < 10; i++)
                running.add(CompletableFuture.supplyAsync(() -> client.post(wait, headers(wait))));
            InFlightSlots.awaitHeld(stack, "user:" + user.userId(), 8, Duration.ofSeconds(20));
            InFlightSlots.awaitHeld(stack, "credential:" + user.keyId(), 2, Duration.ofSeconds(20));
            var eleventh = client.post(wait, headers(wait));
            assertThat(eleventh.status()).isEqualTo(429);
            assertThat(eleventh.header("Retry-After")).matches("\\d+");
            assertThat(eleventh.json().getJsonObject("error").getString("message"))
                    .contains("in flight");
            held.finish(jobId);
            for (var call : running) {
                assertThat(call.get().status()).isEqualTo(200);
                assertThat(call.get().json().getJsonObject("result").getString("resultType"))
                        .isEqualTo("complete");
                assertThat(call.get().body())
                        .as("the wait answered by the job's end")
                        .contains("completed");
            }
        }
    }

    @Test
    void a_2025_client_is_unaffected() {
        var init = mcp.post(
                new JsonObject()
                        .put("jsonrpc", "2.0")
                        .put("id", 1)
                        .put("method", "initialize")
                        .put(
                                "params",
                                new JsonObject()
                                        .put("protocolVersion", "2025-11-25")
                                        .put("capabilities", new JsonObject())
                                        .put(
                                                "clientInfo",
                                                new JsonObject()
                                                        .put("name", "t")
                                                        .put("version", "1"))),
                Map.of());
        assertThat(init.status()).isEqualTo(200);
        assertThat(init.json().getJsonObject("result").fieldNames())
                .containsExactlyInAnyOrder("protocolVersion", "capabilities", "serverInfo", "instructions");
        var legacy = mcp.post(
                new JsonObject()
                        .put("jsonrpc", "2.0")
                        .put("id", 2)
                        .put("method", "tools/list")
                        .put("params", new JsonObject().put("_meta", new JsonObject().put("progressToken", 5))),
                Map.of("MCP-Protocol-Version", "2025-11-25"));
        assertThat(legacy.json().getJsonObject("result").fieldNames()).containsExactly("tools");
        var unknownHeader = mcp.post(
                new JsonObject().put("jsonrpc", "2.0").put("id", 3).put("method", "ping"),
                Map.of("MCP-Protocol-Version", "2024-01-01"));
        assertThat(unknownHeader.status()).isEqualTo(400);
        assertThat(unknownHeader.json().getJsonObject("error").getString("message"))
                .startsWith("Unsupported MCP-Protocol-Version: 2024-01-01");
    }
}
