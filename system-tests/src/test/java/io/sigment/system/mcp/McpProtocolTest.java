package io.sigment.system.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The transport rules real MCP clients depend on, over real HTTP against the whole stack. */
@Tag("stack")
class McpProtocolTest {
    private static LocalStack stack;
    private static McpHttp mcp;
    private static String url;

    @BeforeAll
    static void start() {
        stack = TestStack.shared();
        url = stack.gatewayUrl() + "/mcp";
        mcp = new McpHttp(url, TestAccounts.newUser(stack).apiKey());
    }

    private static JsonObject request(int id, String method) {
        return new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", id)
                .put("method", method)
                .put("params", new JsonObject());
    }

    @Test
    void get_is_405_even_without_a_token() {
        var reply = McpHttp.send(HttpRequest.newBuilder(URI.create(url))
                .GET()
                .timeout(Duration.ofSeconds(5))
                .build());
        assertThat(reply.status()).isEqualTo(405);
        assertThat(reply.header("Allow")).isEqualTo("POST");
    }

    @Test
    void a_request_without_a_token_is_401_pointing_at_the_resource_metadata() {
        var reply = new McpHttp(url, null).post(request(1, "tools/list"), Map.of());
        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.header("WWW-Authenticate"))
                .isEqualTo("Bearer resource_metadata=\"" + stack.config().publicBaseUrl()
                        + "/.well-known/oauth-protected-resource/mcp\"");
    }

    @Test
    void an_unknown_or_malformed_token_is_401_with_invalid_token() {
        for (var token :
                new String[] {"ak_" + "x".repeat(43), "oat_whatever", "sess_web_app_token", "not even a key"}) {
            var reply = new McpHttp(url, token).post(request(1, "tools/list"), Map.of());
            assertThat(reply.status()).as(token).isEqualTo(401);
            assertThat(reply.header("WWW-Authenticate"))
                    .contains("resource_metadata=\"")
                    .contains("error=\"invalid_token\"");
        }
    }

    @Test
    void the_protected_resource_metadata_comes_from_configuration_not_the_host_header() {
        // Asked at 127.0.0.1 (the Host header says so); the configured public URL says localhost.
        var reply = McpHttp.send(
                HttpRequest.newBuilder(URI.create(stack.gatewayUrl() + "/.well-known/oauth-protected-resource/mcp"))
                        .GET()
                        .build());
        assertThat(reply.status()).isEqualTo(200);
        var metadata = reply.json();
        assertThat(stack.gatewayUrl()).contains("127.0.0.1");
        assertThat(metadata.getString("resource"))
                .isEqualTo(stack.config().mcpUrl())
                .startsWith("http://localhost:");
        assertThat(metadata.getJsonArray("authorization_servers"))
                .containsExactly(stack.config().authUrl());
        assertThat(metadata.getJsonArray("bearer_methods_supported")).containsExactly("header");
        assertThat(metadata.getJsonArray("scopes_supported")).isNotEmpty();
    }

    @Test
    void initialize_echoes_a_supported_version_else_offers_the_newest_and_describes_the_server() {
        for (var version : new String[] {"2025-11-25", "2025-06-18", "2025-03-26"}) {
            var result = mcp.request(
                    "initialize",
                    new JsonObject()
                            .put("protocolVersion", version)
                            .put("capabilities", new JsonObject())
                            .put("clientInfo", new JsonObject().put("name", "t").put("version", "1")));
            assertThat(result.getString("protocolVersion")).isEqualTo(version);
        }
        var result = mcp.request("initialize", new JsonObject().put("protocolVersion", "1999-01-01"));
        assertThat(result.getString("protocolVersion")).isEqualTo("2025-11-25");
        assertThat(result.getJsonObject("capabilities").fieldNames())
                .containsExactlyInAnyOrder("tools", "prompts", "resources", "completions");
        assertThat(result.getJsonObject("serverInfo").getString("name")).isEqualTo("sigment");
        assertThat(result.getString("instructions")).contains("quote_cost", "max_credits", "wait_for_job");
    }

    @Test
    void requests_are_served_without_initialize_and_no_session_is_issued_or_required() {
        var reply = mcp.post(request(7, "ping"), Map.of("Mcp-Session-Id", "stray-session-from-elsewhere"));
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.header("Content-Type")).startsWith("application/json");
        assertThat(reply.header("Mcp-Session-Id")).isNull();
        assertThat(reply.json().getInteger("id")).isEqualTo(7);
        assertThat(reply.json().getJsonObject("result")).isEqualTo(new JsonObject());
    }

    @Test
    void notifications_and_client_responses_get_202_with_an_empty_body() {
        var initialized = mcp.post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", Map.of());
        var other = mcp.post(
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":3}}", Map.of());
        var response = mcp.post("{\"jsonrpc\":\"2.0\",\"id\":\"s1\",\"result\":{}}", Map.of());
        for (var reply : new McpHttp.Reply[] {initialized, other, response}) {
            assertThat(reply.status()).isEqualTo(202);
            assertThat(reply.body()).isEmpty();
        }
    }

    @Test
    void a_batch_is_400() {
        var reply = mcp.post(
                "[" + request(1, "ping").encode() + "," + request(2, "ping").encode() + "]", Map.of());
        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().getJsonObject("error").getInteger("code")).isEqualTo(-32600);
    }

    @Test
    void malformed_json_is_a_parse_error_and_non_json_rpc_an_invalid_request() {
        var malformed = mcp.post("{\"jsonrpc\":\"2.0\",", Map.of());
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.json().getJsonObject("error").getInteger("code")).isEqualTo(-32700);
        for (var body : new String[] {
            "{\"hello\":1}",
            "{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}",
            "42",
            "{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}"
        }) {
            var reply = mcp.post(body, Map.of());
            assertThat(reply.status()).as(body).isEqualTo(400);
            assertThat(reply.json().getJsonObject("error").getInteger("code"))
                    .as(body)
                    .isEqualTo(-32600);
        }
    }

    @Test
    void an_unknown_method_is_method_not_found() {
        var reply = mcp.post(request(3, "logging/setLevel"), Map.of());
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.json().getJsonObject("error").getInteger("code")).isEqualTo(-32601);
        assertThat(reply.json().getInteger("id")).isEqualTo(3);
    }

    @Test
    void the_protocol_version_header_is_checked() {
        assertThat(mcp.post(request(1, "ping"), Map.of("MCP-Protocol-Version", "2024-01-01"))
                        .status())
                .isEqualTo(400);
        assertThat(mcp.post(request(1, "ping"), Map.of("MCP-Protocol-Version", "2025-06-18"))
                        .status())
                .isEqualTo(200);
        assertThat(mcp.post(request(1, "ping"), Map.of()).status()).isEqualTo(200);
    }

    @Test
    void a_foreign_origin_is_403_and_an_allowed_one_gets_cors_headers() {
        var foreign = mcp.post(request(1, "ping"), Map.of("Origin", "https://evil.example"));
        assertThat(foreign.status()).isEqualTo(403);
        var local = mcp.post(request(1, "ping"), Map.of("Origin", "http://localhost:6274"));
        assertThat(local.status()).isEqualTo(200);
        assertThat(local.header("Access-Control-Allow-Origin")).isEqualTo("http://localhost:6274");
        assertThat(local.header("Access-Control-Expose-Headers")).contains("WWW-Authenticate", "MCP-Protocol-Version");
    }

    @Test
    void a_cors_preflight_needs_no_token() {
        for (var path : new String[] {"/mcp"}) {
            var reply = McpHttp.send(HttpRequest.newBuilder(URI.create(stack.gatewayUrl() + path))
                    .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                    .header("Origin", "http://localhost:6274")
                    .header("Access-Control-Request-Method", "POST")
                    .build());
            assertThat(reply.status()).as(path).isEqualTo(204);
            assertThat(reply.header("Access-Control-Allow-Headers"))
                    .contains(
                            "Authorization",
                            "Content-Type",
                            "Accept",
                            "MCP-Protocol-Version",
                            "Mcp-Method",
                            "Mcp-Name");
            assertThat(reply.header("Access-Control-Allow-Origin")).isEqualTo("http://localhost:6274");
        }
    }

    @Test
    void lists_24_tools_and_4_prompts() {
        assertThat(mcp.request("tools/list", new JsonObject()).getJsonArray("tools"))
                .hasSize(ToolCatalog.load().all().size());
        assertThat(mcp.request("prompts/list", new JsonObject()).getJsonArray("prompts"))
                .hasSize(4);
    }
}
