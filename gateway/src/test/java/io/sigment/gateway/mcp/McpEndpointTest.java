package io.sigment.gateway.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.ApiKeyVerification;
import io.sigment.common.api.accounts.MemberWorkspace;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.testing.FreePorts;
import io.sigment.common.testing.MovableClock;
import io.sigment.gateway.GatewayMetrics;
import io.sigment.gateway.auth.BearerAuthenticator;
import io.sigment.gateway.auth.BearerChallenge;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.gateway.tools.ToolResults;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.BodyHandler;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * {@code /mcp}'s transport, authentication, admission and JSON-RPC mapping over HTTP, without a cluster: a stand-in
 * for accounts-service's key check on the bus and a stand-in tool caller. What each era answers, status by status.
 */
class McpEndpointTest {
    private static final String KEY = "ak_" + "k".repeat(43);
    private static final String UNCHECKABLE_KEY = "ak_" + "u".repeat(43);
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Vertx VERTX = Vertx.vertx();
    private static final MovableClock CLOCK = new MovableClock();
    private static final String URL = start();

    @AfterAll
    static void close() {
        VERTX.close().await();
    }

    private static String start() {
        VERTX.eventBus()
                .<JsonObject>consumer(ServiceAddress.ACCOUNTS.address(), message -> {
                    var hash = message.body().getJsonObject("args").getString("key_sha256");
                    if (io.sigment.common.Credentials.sha256Hex(KEY).equals(hash)) {
                        message.reply(ApiKeyVerification.active(
                                        "key_1",
                                        "usr_1",
                                        "test key",
                                        List.of(new MemberWorkspace("ws_1", "Home", "owner", "free")),
                                        List.of(),
                                        List.of())
                                .toJson());
                    } else if (io.sigment.common.Credentials.sha256Hex(UNCHECKABLE_KEY)
                            .equals(hash)) {
                        message.fail(ToolError.Kind.UNAVAILABLE.code, "accounts is down");
                    } else {
                        message.reply(ApiKeyVerification.unknown().toJson());
                    }
                })
                .completion()
                .await();
        var port = FreePorts.next();
        var config = Config.of(Map.of()).with(Setting.HTTP_PORT, port);
        var authenticator = new BearerAuthenticator(
                VERTX,
                new ServiceClient(VERTX, Duration.ofSeconds(5)),
                CLOCK,
                Duration.ofSeconds(60),
                config.authUrl(),
                config.mcpUrl());
        McpMethods.ToolCaller tools = (principal, requestId, params) -> switch (params.getString("name")) {
            case "busy" -> Future.failedFuture(new JsonRpc.Throttled("Too many tool calls in flight", 1));
            case "broken" -> Future.failedFuture(new IllegalStateException("a bug"));
            default ->
                Future.succeededFuture(ToolResults.success(
                        new JsonObject().put("user", principal.orElseThrow().userId())));
        };
        var methods = new McpMethods(
                new McpMethods.Identity("test", "Test", "Use it.", "Use it."),
                () -> new JsonArray().add(new JsonObject().put("name", "echo")),
                tools,
                null,
                "1");
        var endpoint = new McpEndpoint(
                methods,
                new McpAuthentication(authenticator, new BearerChallenge(config), ClientAddresses.of(config), CLOCK),
                new GatewayMetrics(new SimpleMeterRegistry()));
        var router = Router.router(VERTX);
        router.post("/mcp").handler(BodyHandler.create()).handler(endpoint);
        VERTX.createHttpServer().requestHandler(router).listen(port).await();
        return "http://localhost:" + port + "/mcp";
    }

    @Test
    void the_2025_rules_answer_a_request_and_an_unknown_method_in_band() {
        var ping = post(KEY, request(1, "ping", new JsonObject()), Map.of());
        assertThat(ping.statusCode()).isEqualTo(200);
        assertThat(ping.headers().firstValue("Content-Type")).contains("application/json");
        assertThat(new JsonObject(ping.body()))
                .isEqualTo(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("result", new JsonObject()));
        var call = new JsonObject(post(KEY, request("a", "tools/call", new JsonObject().put("name", "echo")), Map.of())
                .body());
        assertThat(call.getString("id")).isEqualTo("a");
        assertThat(call.getJsonObject("result")
                        .getJsonObject("structuredContent")
                        .getString("user"))
                .isEqualTo("usr_1");
        var unknown = post(KEY, request(2, "nope/nope", new JsonObject()), Map.of());
        assertThat(unknown.statusCode()).isEqualTo(200);
        assertThat(error(unknown).getInteger("code")).isEqualTo(JsonRpc.METHOD_NOT_FOUND);
    }

    @Test
    void the_2025_rules_refuse_a_bad_version_header_then_bad_json_then_batches_then_a_non_request() {
        var badVersion = post(KEY, "not json", Map.of("MCP-Protocol-Version", "1999-01-01"));
        assertThat(badVersion.statusCode()).isEqualTo(400);
        assertThat(error(badVersion).getString("message")).startsWith("Unsupported MCP-Protocol-Version: 1999-01-01");
        var notJson = post(KEY, "not json", Map.of());
        assertThat(notJson.statusCode()).isEqualTo(400);
        assertThat(error(notJson).getInteger("code")).isEqualTo(JsonRpc.PARSE_ERROR);
        var batch = post(KEY, "[" + request(1, "ping", new JsonObject()) + "]", Map.of());
        assertThat(batch.statusCode()).isEqualTo(400);
        assertThat(error(batch).getString("message")).startsWith("Batches are not supported");
        var noRpc = post(KEY, "{\"id\":1,\"method\":\"ping\"}", Map.of());
        assertThat(noRpc.statusCode()).isEqualTo(400);
        assertThat(error(noRpc).getInteger("code")).isEqualTo(JsonRpc.INVALID_REQUEST);
        var noId = post(KEY, "{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"ping\"}", Map.of());
        assertThat(noId.statusCode()).isEqualTo(400);
        assertThat(new JsonObject(noId.body()).getValue("id")).isNull();
    }

    @Test
    void a_number_beyond_a_double_or_a_member_named_twice_is_an_invalid_request_never_echoed() {
        for (var headers : List.of(Map.<String, String>of(), Map.of("MCP-Protocol-Version", "2025-11-25"))) {
            var infinite = post(KEY, "{\"jsonrpc\":\"2.0\",\"id\":1e999,\"method\":\"ping\"}", headers);
            assertThat(infinite.statusCode()).isEqualTo(400);
            assertThat(infinite.body()).doesNotContain("Infinity");
            assertThat(new JsonObject(infinite.body()).getValue("id")).isNull();
            assertThat(error(infinite).getInteger("code")).isEqualTo(JsonRpc.INVALID_REQUEST);
            assertThat(error(infinite).getString("message"))
                    .isEqualTo(
                            "Invalid request: the number 1e999 is too large for a JSON-RPC message; send finite numbers");
            var nested = post(
                    KEY,
                    request(2, "tools/call", new JsonObject().put("name", "echo"))
                            .replace("\"name\"", "\"n\":-1E400,\"name\""),
                    headers);
            assertThat(nested.statusCode()).isEqualTo(400);
            assertThat(error(nested).getInteger("code")).isEqualTo(JsonRpc.INVALID_REQUEST);
            var twice =
                    post(KEY, "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tools/call\",\"method\":\"ping\"}", headers);
            assertThat(twice.statusCode()).isEqualTo(400);
            assertThat(error(twice).getInteger("code")).isEqualTo(JsonRpc.INVALID_REQUEST);
            assertThat(error(twice).getString("message"))
                    .isEqualTo(
                            "Invalid request: the member \"method\" is named twice in one object; send each member once");
        }
    }

    @Test
    void notifications_and_client_responses_get_202_with_no_body_in_both_eras() {
        var legacy = post(KEY, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", Map.of());
        assertThat(legacy.statusCode()).isEqualTo(202);
        assertThat(legacy.body()).isEmpty();
        var response = post(KEY, "{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{}}", Map.of());
        assertThat(response.statusCode()).isEqualTo(202);
        assertThat(response.body()).isEmpty();
        var modern = post(
                KEY,
                new JsonObject()
                        .put("jsonrpc", "2.0")
                        .put("method", "notifications/cancelled")
                        .put("params", new JsonObject().put("_meta", envelope()))
                        .encode(),
                Map.of("MCP-Protocol-Version", "2026-07-28"));
        assertThat(modern.statusCode()).isEqualTo(202);
        assertThat(modern.body()).isEmpty();
    }

    @Test
    void revision_2026_answers_its_own_methods_and_an_unknown_one_with_404() {
        var discover = post(
                KEY,
                request(1, "server/discover", new JsonObject().put("_meta", envelope())),
                Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "server/discover"));
        assertThat(discover.statusCode()).isEqualTo(200);
        var result = new JsonObject(discover.body()).getJsonObject("result");
        assertThat(result.getString("resultType")).isEqualTo("complete");
        assertThat(result.getJsonArray("supportedVersions")).containsExactly("2026-07-28");
        var unknown = post(
                KEY,
                request(2, "nope/nope", new JsonObject().put("_meta", envelope())),
                Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "nope/nope"));
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(error(unknown).getInteger("code")).isEqualTo(JsonRpc.METHOD_NOT_FOUND);
        var ping = post(
                KEY,
                request(3, "ping", new JsonObject().put("_meta", envelope())),
                Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "ping"));
        assertThat(ping.statusCode()).as("ping does not exist in 2026-07-28").isEqualTo(404);
    }

    @Test
    void revision_2026_refuses_a_message_whose_headers_contradict_its_body() {
        var mismatch = post(
                KEY,
                request(1, "tools/list", new JsonObject().put("_meta", envelope())),
                Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "prompts/list"));
        assertThat(mismatch.statusCode()).isEqualTo(400);
        assertThat(error(mismatch).getInteger("code")).isEqualTo(Revision2026.HEADER_MISMATCH);
        assertThat(new JsonObject(mismatch.body()).getInteger("id")).isEqualTo(1);
    }

    @Test
    void too_many_calls_in_flight_is_429_with_retry_after_and_a_failure_is_an_internal_error_naming_the_request() {
        var busy = post(KEY, request(1, "tools/call", new JsonObject().put("name", "busy")), Map.of());
        assertThat(busy.statusCode()).isEqualTo(429);
        assertThat(busy.headers().firstValue("Retry-After")).contains("1");
        assertThat(error(busy).getInteger("code")).isEqualTo(JsonRpc.THROTTLED);
        var broken = post(KEY, request(2, "tools/call", new JsonObject().put("name", "broken")), Map.of());
        assertThat(broken.statusCode()).isEqualTo(200);
        assertThat(error(broken).getInteger("code")).isEqualTo(JsonRpc.INTERNAL_ERROR);
        assertThat(error(broken).getString("message"))
                .matches("Internal error \\(request req-[0-9A-Za-z]{22}\\)\\. Retry shortly\\.");
    }

    @Test
    void no_token_is_401_with_the_challenge_before_anything_else_is_read() {
        var missing = post(null, "not json", Map.of("MCP-Protocol-Version", "1999-01-01"));
        assertThat(missing.statusCode()).isEqualTo(401);
        assertThat(missing.headers().firstValue("WWW-Authenticate").orElseThrow())
                .startsWith("Bearer resource_metadata=\"")
                .doesNotContain("invalid_token");
        assertThat(new JsonObject(missing.body()).getString("error")).isEqualTo("unauthorized");
    }

    @Test
    void a_token_that_keeps_failing_is_answered_429_until_a_minute_of_the_gateway_clock_has_passed() {
        var madeUp = "ak_" + "m".repeat(43);
        for (int i = 0; i < 10; i++) {
            var refused = post(madeUp, request(1, "ping", new JsonObject()), Map.of());
            assertThat(refused.statusCode()).isEqualTo(401);
            assertThat(refused.headers().firstValue("WWW-Authenticate").orElseThrow())
                    .contains("error=\"invalid_token\"");
        }
        var throttled = post(madeUp, request(1, "ping", new JsonObject()), Map.of());
        assertThat(throttled.statusCode()).isEqualTo(429);
        assertThat(throttled.headers().firstValue("Retry-After")).isPresent();
        assertThat(error(throttled).getInteger("code")).isEqualTo(JsonRpc.THROTTLED);
        CLOCK.advance(Duration.ofMinutes(2));
        assertThat(post(madeUp, request(1, "ping", new JsonObject()), Map.of()).statusCode())
                .isEqualTo(401);
        assertThat(post(KEY, request(1, "ping", new JsonObject()), Map.of()).statusCode())
                .isEqualTo(200);
    }

    @Test
    void an_unconfirmed_session_gets_no_listing_in_either_era_but_is_not_refused() {
        var legacy = post(UNCHECKABLE_KEY, request(1, "tools/list", new JsonObject()), Map.of());
        assertThat(legacy.statusCode()).isEqualTo(200);
        assertThat(error(legacy).getString("message"))
                .isEqualTo(ToolError.sessionUnconfirmed().getMessage());
        var modern = post(
                UNCHECKABLE_KEY,
                request(2, "tools/list", new JsonObject().put("_meta", envelope())),
                Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "tools/list"));
        assertThat(error(modern).getString("message"))
                .isEqualTo(ToolError.sessionUnconfirmed().getMessage());
        var listing = new JsonObject(
                post(KEY, request(3, "tools/list", new JsonObject()), Map.of()).body());
        assertThat(listing.getJsonObject("result").getJsonArray("tools")).hasSize(1);
    }

    private static JsonObject envelope() {
        return new JsonObject()
                .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
                .put("io.modelcontextprotocol/clientCapabilities", new JsonObject());
    }

    private static String request(Object id, String method, JsonObject params) {
        return new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", id)
                .put("method", method)
                .put("params", params)
                .encode();
    }

    private static JsonObject error(HttpResponse<String> response) {
        return new JsonObject(response.body()).getJsonObject("error");
    }

    private static HttpResponse<String> post(String token, String body, Map<String, String> headers) {
        var request = HttpRequest.newBuilder(URI.create(URL))
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream");
        if (token != null) request.header("Authorization", "Bearer " + token);
        headers.forEach(request::header);
        try {
            return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
