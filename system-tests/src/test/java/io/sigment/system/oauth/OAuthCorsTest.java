package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestStack;
import java.net.URI;
import java.net.http.HttpRequest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Browser-based MCP clients on their own origin can read the OAuth metadata and call registration, token and
 * revocation (real CORS preflights), while the cookie-bearing pages ({@code /oauth/authorize}, {@code /app}) and
 * {@code /mcp} grant a foreign origin nothing.
 */
@Tag("stack")
class OAuthCorsTest {
    private static final String FOREIGN = "https://client.example";

    private static McpHttp.Reply preflight(String path, String method) {
        return McpHttp.send(HttpRequest.newBuilder(URI.create(TestStack.shared().gatewayUrl() + path))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", FOREIGN)
                .header("Access-Control-Request-Method", method)
                .header("Access-Control-Request-Headers", "content-type, mcp-protocol-version")
                .build());
    }

    @Test
    void metadata_documents_answer_a_preflight_and_a_get_from_any_origin() {
        for (var path : new String[] {
            "/.well-known/oauth-authorization-server",
            "/.well-known/openid-configuration",
            "/.well-known/oauth-protected-resource",
            "/.well-known/oauth-protected-resource/mcp"
        }) {
            var preflight = preflight(path, "GET");
            assertThat(preflight.status()).as(path).isEqualTo(204);
            assertThat(preflight.header("Access-Control-Allow-Origin")).as(path).isEqualTo("*");
            assertThat(preflight.header("Access-Control-Allow-Methods"))
                    .as(path)
                    .contains("GET");
            assertThat(preflight.header("Access-Control-Allow-Headers"))
                    .as(path)
                    .containsIgnoringCase("Content-Type")
                    .containsIgnoringCase("MCP-Protocol-Version");
            var get = McpHttp.send(
                    HttpRequest.newBuilder(URI.create(TestStack.shared().gatewayUrl() + path))
                            .header("Origin", FOREIGN)
                            .GET()
                            .build());
            assertThat(get.status()).as(path).isEqualTo(200);
            assertThat(get.header("Access-Control-Allow-Origin")).as(path).isEqualTo("*");
        }
    }

    @Test
    void register_token_and_revoke_answer_a_preflight_and_a_post_from_any_origin() {
        for (var path : new String[] {"/oauth/register", "/oauth/token", "/oauth/revoke"}) {
            var preflight = preflight(path, "POST");
            assertThat(preflight.status()).as(path).isEqualTo(204);
            assertThat(preflight.header("Access-Control-Allow-Origin")).as(path).isEqualTo("*");
            assertThat(preflight.header("Access-Control-Allow-Methods"))
                    .as(path)
                    .contains("POST");
        }
        var token = McpHttp.send(
                HttpRequest.newBuilder(URI.create(TestStack.shared().gatewayUrl() + "/oauth/token"))
                        .header("Origin", FOREIGN)
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString(
                                "grant_type=refresh_token&refresh_token=nope&client_id=nobody"))
                        .build());
        assertThat(token.status()).isBetween(400, 401);
        assertThat(token.header("Access-Control-Allow-Origin"))
                .as("the browser client must be able to read the error too")
                .isEqualTo("*");
    }

    @Test
    void the_authorize_page_the_app_and_mcp_grant_a_foreign_origin_nothing() {
        for (var path : new String[] {"/oauth/authorize", "/app", "/app/sign-in", "/app/api/me"}) {
            var preflight = preflight(path, "POST");
            assertThat(preflight.header("Access-Control-Allow-Origin")).as(path).isNull();
            var get = McpHttp.send(
                    HttpRequest.newBuilder(URI.create(TestStack.shared().gatewayUrl() + path))
                            .header("Origin", FOREIGN)
                            .GET()
                            .build());
            assertThat(get.header("Access-Control-Allow-Origin")).as(path).isNull();
        }
        assertThat(preflight("/mcp", "POST").status()).isEqualTo(403);
    }
}
