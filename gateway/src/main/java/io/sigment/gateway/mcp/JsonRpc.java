package io.sigment.gateway.mcp;

import io.sigment.common.ToolError;
import io.vertx.core.json.Json;
import io.vertx.core.json.JsonObject;

/** JSON-RPC 2.0 messages and the error codes MCP uses. */
public final class JsonRpc {
    public static final int PARSE_ERROR = -32700;
    public static final int INVALID_REQUEST = -32600;
    public static final int METHOD_NOT_FOUND = -32601;
    public static final int INVALID_PARAMS = -32602;
    public static final int INTERNAL_ERROR = -32603;
    /** MCP's "resource not found" up to revision 2025-11-25; revision 2026-07-28 answers {@link #INVALID_PARAMS}. */
    public static final int RESOURCE_NOT_FOUND = -32002;
    /**
     * Server-defined: a request the server refused for a reason the caller can act on (a revoked credential, a rate
     * limit, a session it could not confirm); the message says what to do. Not an internal error.
     */
    public static final int REFUSED = -32001;
    /** Server-defined: too many requests in flight (sent with HTTP 429). */
    public static final int THROTTLED = -32000;

    private JsonRpc() {}

    public static JsonObject result(Object id, JsonObject result) {
        return new JsonObject().put("jsonrpc", "2.0").put("id", id).put("result", result);
    }

    /** A response around an already encoded {@code result}: the same bytes {@link #result} would encode. */
    public static String encodedResult(Object id, String encodedResult) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + Json.encode(id) + ",\"result\":" + encodedResult + "}";
    }

    public static JsonObject error(Object id, int code, String message) {
        return new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", id)
                .put("error", new JsonObject().put("code", code).put("message", message));
    }

    /** An error with a {@code data} member (what the caller can act on, e.g. the supported versions). */
    public static JsonObject error(Object id, int code, String message, JsonObject data) {
        var reply = error(id, code, message);
        reply.getJsonObject("error").put("data", data);
        return reply;
    }

    /**
     * A {@link ToolError} as the JSON-RPC error of a request that is not a tool call (a resource read, a completion):
     * not found, invalid params, or refused, with the tool's message.
     */
    public static Failure failureOf(ToolError error) {
        var code = switch (error.kind()) {
            case NOT_FOUND -> RESOURCE_NOT_FOUND;
            case INVALID_ARGUMENTS -> INVALID_PARAMS;
            default -> REFUSED;
        };
        return new Failure(code, error.getMessage());
    }

    /** A failure that becomes a JSON-RPC error response (as opposed to a tool result with isError). */
    public static final class Failure extends RuntimeException {
        private final int code;
        private final JsonObject data;

        public Failure(int code, String message) {
            this(code, message, null);
        }

        /** {@code data}: what the caller can act on (e.g. the capability it must declare); null for none. */
        public Failure(int code, String message, JsonObject data) {
            super(message, null, false, false);
            this.code = code;
            this.data = data;
        }

        public int code() {
            return code;
        }

        public JsonObject data() {
            return data;
        }
    }

    /** Too many tool calls in flight: answered with HTTP 429 and {@code Retry-After}. */
    public static final class Throttled extends RuntimeException {
        private final long retryAfterSeconds;

        public Throttled(String message, long retryAfterSeconds) {
            super(message, null, false, false);
            this.retryAfterSeconds = retryAfterSeconds;
        }

        public long retryAfterSeconds() {
            return retryAfterSeconds;
        }
    }
}
