package io.sigment.gateway.http;

import io.sigment.common.Config;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** RFC 9728 metadata of {@code /mcp}, built from configuration only (never from the request's Host). */
public final class ProtectedResourceMetadata {
    private ProtectedResourceMetadata() {}

    public static JsonObject of(Config config) {
        return new JsonObject()
                .put("resource", config.mcpUrl())
                .put("authorization_servers", new JsonArray().add(config.authUrl()))
                .put("bearer_methods_supported", new JsonArray().add("header"))
                .put("scopes_supported", new JsonArray().add("mcp"))
                .put("resource_name", "Sigment")
                .put("resource_documentation", config.docsUrl());
    }
}
