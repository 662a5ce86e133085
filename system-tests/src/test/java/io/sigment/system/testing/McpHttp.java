package io.sigment.system.testing;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/** Plain HTTP to {@code /mcp}, as an agent's client sends it: one JSON-RPC POST per call. */
public final class McpHttp {
    /** The JDK's default client (it offers an h2c upgrade, which our servers decline; see HttpServers). */
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final String url;
    private final String token;
    private final AtomicInteger ids = new AtomicInteger();

    public McpHttp(String url, String token) {
        this.url = url;
        this.token = token;
    }

    public record Reply(int status, Map<String, java.util.List<String>> headers, String body) {
        public JsonObject json() {
            return new JsonObject(body);
        }

        public String header(String name) {
            return headers.entrySet().stream()
                    .filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0))
                    .findFirst()
                    .orElse(null);
        }
    }

    /**
     * A JSON-RPC {@code tools/call} request (id 1) of tool {@code name} with {@code arguments}, as a raw client writes
     * it, for a test that sends the body itself.
     */
    public static JsonObject toolsCall(String name, JsonObject arguments) {
        return new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", 1)
                .put("method", "tools/call")
                .put("params", new JsonObject().put("name", name).put("arguments", arguments));
    }

    /** The JSON-RPC {@code result} of a request (fails the test on a JSON-RPC error). */
    public JsonObject request(String method, JsonObject params) {
        var reply = post(
                new JsonObject()
                        .put("jsonrpc", "2.0")
                        .put("id", ids.incrementAndGet())
                        .put("method", method)
                        .put("params", params),
                Map.of());
        if (reply.status() != 200) throw new AssertionError("HTTP " + reply.status() + ": " + reply.body());
        var json = reply.json();
        if (json.containsKey("error")) throw new AssertionError("JSON-RPC error: " + json.getJsonObject("error"));
        return json.getJsonObject("result");
    }

    /** The whole JSON-RPC reply (result or error) to a request of the 2025 era, which must be HTTP 200. */
    public JsonObject reply(String method, JsonObject params) {
        var reply = post(
                new JsonObject()
                        .put("jsonrpc", "2.0")
                        .put("id", ids.incrementAndGet())
                        .put("method", method)
                        .put("params", params),
                Map.of());
        if (reply.status() != 200) throw new AssertionError("HTTP " + reply.status() + ": " + reply.body());
        return reply.json();
    }

    /**
     * The whole JSON-RPC reply to a request of revision 2026-07-28: its {@code _meta} envelope and routing headers
     * ({@code Mcp-Name} from the params' {@code uri} or {@code name}), which must be HTTP 200.
     */
    public JsonObject modern(String method, JsonObject params) {
        var message = new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", ids.incrementAndGet())
                .put("method", method)
                .put(
                        "params",
                        params.copy()
                                .put(
                                        "_meta",
                                        new JsonObject()
                                                .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
                                                .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())));
        var headers = new java.util.HashMap<>(Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", method));
        var name = params.getValue("uri") instanceof String uri
                ? uri
                : params.getValue("name") instanceof String n ? n : null;
        if (name != null && !"completion/complete".equals(method)) headers.put("Mcp-Name", name);
        var reply = post(message, headers);
        if (reply.status() != 200) throw new AssertionError("HTTP " + reply.status() + ": " + reply.body());
        return reply.json();
    }

    /**
     * The result of {@code tools/call}: {@code content}, {@code structuredContent}, {@code isError}; a success is
     * checked against the tool's {@code outputSchema} ({@link OutputSchemas}).
     */
    public JsonObject callTool(String name, JsonObject arguments) {
        var result = request("tools/call", new JsonObject().put("name", name).put("arguments", arguments));
        OutputSchemas.check(name, result);
        return result;
    }

    /** The {@code structuredContent} of a tool call that must succeed. */
    public JsonObject ok(String tool, JsonObject arguments) {
        var result = callTool(tool, arguments);
        if (result.getBoolean("isError")) throw new AssertionError(tool + " failed: " + text(result));
        return result.getJsonObject("structuredContent");
    }

    /** The agent-facing message of a tool call that must fail. */
    public String error(String tool, JsonObject arguments) {
        var result = callTool(tool, arguments);
        if (!result.getBoolean("isError")) throw new AssertionError(tool + " succeeded: " + result);
        return text(result);
    }

    public Reply post(JsonObject message, Map<String, String> headers) {
        return post(message.encode(), headers);
    }

    public Reply post(String body, Map<String, String> headers) {
        var builder = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) builder.header("Authorization", "Bearer " + token);
        headers.forEach(builder::header);
        return send(builder.build());
    }

    public static Reply send(HttpRequest request) {
        try {
            var response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.headers().map(), response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The text of a tool result's first content block (the agent-facing message for errors). */
    public static String text(JsonObject toolResult) {
        return toolResult.getJsonArray("content").getJsonObject(0).getString("text");
    }
}
