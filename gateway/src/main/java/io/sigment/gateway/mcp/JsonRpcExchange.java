package io.sigment.gateway.mcp;

import io.sigment.common.ops.Log;
import io.sigment.gateway.GatewayMetrics;
import io.sigment.gateway.auth.Authentication;
import io.sigment.gateway.tools.ToolResults;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.logging.Logger;

/**
 * One admitted JSON-RPC message to its HTTP reply, by its era's rules: a notification or a client's response
 * gets 202 with no body; a request without a string method and a string or number id gets 400 (-32600); a
 * request gets its result, its JSON-RPC error (-32601 with the era's status), 429 with {@code Retry-After} when
 * too many calls are in flight, or -32603 naming the request id when something unexpected failed. Each answered
 * request is timed as {@code mcp.server.operation.duration}, its labels bounded to the methods MCP defines and the
 * server's own tools.
 */
final class JsonRpcExchange {
    private static final Logger LOG = Logger.getLogger(JsonRpcExchange.class.getName());
    private static final Set<String> METHODS = Set.of(
            "initialize",
            "ping",
            "tools/list",
            "tools/call",
            "prompts/list",
            "prompts/get",
            "resources/list",
            "resources/templates/list",
            "resources/read",
            "completion/complete",
            "server/discover",
            "tasks/get",
            "tasks/update",
            "tasks/cancel");
    /** OpenTelemetry's value for a name outside a bounded set. */
    private static final String OTHER = "_OTHER";

    private final GatewayMetrics metrics;
    private final Set<String> tools;

    JsonRpcExchange(GatewayMetrics metrics, Set<String> tools) {
        this.metrics = metrics;
        this.tools = tools;
    }

    Future<McpReply> answer(
            ProtocolRevision revision, JsonObject json, Authentication auth, String requestId, String protocolVersion) {
        var started = System.nanoTime();
        var isResponse = !json.containsKey("method") && (json.containsKey("result") || json.containsKey("error"));
        if (isResponse || (json.getValue("method") instanceof String && !json.containsKey("id"))) {
            return Future.succeededFuture(McpReply.accepted());
        }
        var id = json.getValue("id");
        if (!(json.getValue("method") instanceof String method) || !(id instanceof String || id instanceof Number)) {
            return Future.succeededFuture(McpReply.json(
                    400,
                    JsonRpc.error(
                            id instanceof String || id instanceof Number ? id : null,
                            JsonRpc.INVALID_REQUEST,
                            "Invalid request: method must be a string and id a string or number")));
        }
        var params = json.getValue("params") instanceof JsonObject p ? p : new JsonObject();
        var constant = revision.constantResult(method, auth);
        if (constant != null) {
            timed(method, params, "", protocolVersion, started);
            return Future.succeededFuture(McpReply.encoded(200, JsonRpc.encodedResult(id, constant)));
        }
        Future<JsonObject> answer;
        try {
            answer = revision.handle(method, params, auth, requestId);
        } catch (RuntimeException unexpected) {
            answer = Future.failedFuture(unexpected);
        }
        return answer.transform(done -> {
            var reply = reply(revision, id, method, requestId, done);
            timed(method, params, errorType(method, done), protocolVersion, started);
            return Future.succeededFuture(reply);
        });
    }

    private void timed(String method, JsonObject params, String errorType, String protocolVersion, long started) {
        var tool = !"tools/call".equals(method)
                ? ""
                : params.getValue("name") instanceof String name && tools.contains(name) ? name : OTHER;
        metrics.mcpOperation(
                new GatewayMetrics.McpOperation(
                        METHODS.contains(method) ? method : OTHER, tool, errorType, protocolVersion),
                Duration.ofNanos(System.nanoTime() - started));
    }

    /** OpenTelemetry's {@code error.type}: empty on success, {@code tool_error} for a tool's isError, else the code. */
    private static String errorType(String method, AsyncResult<JsonObject> done) {
        if (done.succeeded()) {
            return "tools/call".equals(method)
                            && Boolean.TRUE.equals(done.result().getValue("isError"))
                    ? "tool_error"
                    : "";
        }
        if (done.cause() instanceof JsonRpc.Failure failure) return String.valueOf(failure.code());
        return String.valueOf(done.cause() instanceof JsonRpc.Throttled ? JsonRpc.THROTTLED : JsonRpc.INTERNAL_ERROR);
    }

    private static McpReply reply(
            ProtocolRevision revision, Object id, String method, String requestId, AsyncResult<JsonObject> done) {
        if (done.succeeded())
            return McpReply.encoded(200, JsonRpc.encodedResult(id, ToolResults.encode(done.result())));
        if (done.cause() instanceof JsonRpc.Failure failure) {
            return McpReply.json(
                    failure.code() == JsonRpc.METHOD_NOT_FOUND ? revision.unknownMethodStatus() : 200,
                    failure.data() == null
                            ? JsonRpc.error(id, failure.code(), failure.getMessage())
                            : JsonRpc.error(id, failure.code(), failure.getMessage(), failure.data()));
        }
        if (done.cause() instanceof JsonRpc.Throttled throttled) {
            return McpReply.throttled(
                    JsonRpc.error(id, JsonRpc.THROTTLED, throttled.getMessage()), throttled.retryAfterSeconds());
        }
        Log.error(LOG, "MCP request failed", Map.of("request_id", requestId, "method", method), done.cause());
        return McpReply.json(
                200,
                JsonRpc.error(
                        id, JsonRpc.INTERNAL_ERROR, "Internal error (request " + requestId + "). Retry shortly."));
    }
}
