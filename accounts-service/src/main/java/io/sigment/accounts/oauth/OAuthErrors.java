package io.sigment.accounts.oauth;

import io.vertx.core.json.JsonObject;

/**
 * OAuth protocol errors (RFC 6749 §5.2, RFC 7591 §3.2.2, RFC 8707) travel as ordinary replies carrying
 * {@code error} and {@code error_description}: the gateway answers them with status 400 (401 for
 * {@code invalid_client}) and this body.
 */
final class OAuthErrors {
    private OAuthErrors() {}

    static JsonObject error(String code, String description) {
        return new JsonObject().put("error", code).put("error_description", description);
    }

    static JsonObject invalidGrant(String description) {
        return error("invalid_grant", description);
    }

    static JsonObject invalidTarget(String mcpUrl) {
        return error("invalid_target", "resource must be the Sigment MCP URL " + mcpUrl);
    }
}
