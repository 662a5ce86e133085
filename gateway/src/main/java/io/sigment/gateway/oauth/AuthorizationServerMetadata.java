package io.sigment.gateway.oauth;

import io.sigment.common.Config;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** RFC 8414 metadata of the embedded authorization server; its issuer is {@code {auth_url}}. */
public final class AuthorizationServerMetadata {
    public static final String AUTHORIZE = "/oauth/authorize";
    public static final String TOKEN = "/oauth/token";
    public static final String REGISTER = "/oauth/register";
    public static final String REVOKE = "/oauth/revoke";
    public static final String INTROSPECT = "/oauth/introspect";

    private AuthorizationServerMetadata() {}

    public static JsonObject of(Config config) {
        var issuer = config.authUrl();
        return new JsonObject()
                .put("issuer", issuer)
                .put("authorization_endpoint", issuer + AUTHORIZE)
                .put("token_endpoint", issuer + TOKEN)
                .put("registration_endpoint", issuer + REGISTER)
                .put("revocation_endpoint", issuer + REVOKE)
                .put("introspection_endpoint", issuer + INTROSPECT)
                .put("response_types_supported", new JsonArray().add("code"))
                .put("response_modes_supported", new JsonArray().add("query"))
                .put(
                        "grant_types_supported",
                        new JsonArray().add("authorization_code").add("refresh_token"))
                .put("code_challenge_methods_supported", new JsonArray().add("S256"))
                .put("token_endpoint_auth_methods_supported", new JsonArray().add("none"))
                .put("revocation_endpoint_auth_methods_supported", new JsonArray().add("none"))
                .put("introspection_endpoint_auth_methods_supported", new JsonArray().add("client_secret_basic"))
                .put("scopes_supported", new JsonArray().add("mcp"))
                .put("authorization_response_iss_parameter_supported", true)
                .put("client_id_metadata_document_supported", true)
                .put("service_documentation", config.docsUrl());
    }
}
