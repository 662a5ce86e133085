package io.sigment.gateway.mcp;

import io.vertx.core.json.JsonObject;

/**
 * The HTTP answer to one POST to {@code /mcp}: a status and a JSON body ({@code null}: none, as for 202), with
 * {@code Retry-After} ({@code retryAfterSeconds > 0}) or {@code WWW-Authenticate} (non-null) where they apply.
 */
public record McpReply(int status, String body, long retryAfterSeconds, String wwwAuthenticate) {
    private static final McpReply ACCEPTED = new McpReply(202, null, 0, null);

    /** A notification or a client's response: 202 with an empty body. */
    public static McpReply accepted() {
        return ACCEPTED;
    }

    public static McpReply json(int status, JsonObject body) {
        return new McpReply(status, body.encode(), 0, null);
    }

    /** {@code body}: already encoded JSON. */
    public static McpReply encoded(int status, String body) {
        return new McpReply(status, body, 0, null);
    }

    /** HTTP 429 with {@code Retry-After}. */
    public static McpReply throttled(JsonObject body, long retryAfterSeconds) {
        return new McpReply(429, body.encode(), retryAfterSeconds, null);
    }

    /** HTTP 401 with the bearer challenge. */
    public static McpReply unauthorized(String wwwAuthenticate, JsonObject body) {
        return new McpReply(401, body.encode(), 0, wwwAuthenticate);
    }
}
