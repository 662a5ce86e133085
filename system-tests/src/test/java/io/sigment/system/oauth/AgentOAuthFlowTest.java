package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.system.testing.McpHttp;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Spec §3, §5, §7: an MCP client connects by OAuth the way real clients do (401, metadata, registration,
 * sign-in and consent, PKCE code, token), is refused as not approved until the owner approves it in the app,
 * then refused as revoked; refresh tokens rotate and a reused one kills its family.
 */
@Tag("stack")
class AgentOAuthFlowTest {
    private final OAuthFixture oauth = new OAuthFixture();

    @Test
    void a_client_finds_the_authorization_server_from_the_401_alone() {
        var unauthorized = oauth.mcp(null)
                .post(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/list"), Map.of());
        assertThat(unauthorized.status()).isEqualTo(401);
        var metadataUrl =
                unauthorized.header("WWW-Authenticate").replaceAll(".*resource_metadata=\"([^\"]+)\".*", "$1");
        var resource = get(metadataUrl.replace(oauth.stack.config().publicBaseUrl(), oauth.base))
                .json();
        assertThat(resource.getString("resource")).isEqualTo(oauth.mcpUrl);
        var issuer = resource.getJsonArray("authorization_servers").getString(0);
        var server = get(oauth.base + "/.well-known/oauth-authorization-server").json();
        assertThat(server.getString("issuer")).isEqualTo(issuer);
        assertThat(server.getJsonArray("code_challenge_methods_supported")).containsExactly("S256");
        assertThat(server.getJsonArray("response_types_supported")).containsExactly("code");
        assertThat(server.getString("registration_endpoint")).isEqualTo(issuer + "/oauth/register");
        assertThat(server.getBoolean("authorization_response_iss_parameter_supported"))
                .isTrue();
        assertThat(get(oauth.base + "/.well-known/openid-configuration").json().getString("token_endpoint"))
                .isEqualTo(issuer + "/oauth/token");
    }

    @Test
    void registration_echoes_the_redirect_uris_and_drops_those_it_cannot_accept() {
        var flow = oauth.client("Echo client");
        var reply = flow.register(new JsonObject()
                .put("client_name", "Cursor-like")
                .put(
                        "redirect_uris",
                        new io.vertx.core.json.JsonArray()
                                .add("cursor://anysphere.cursor-mcp/oauth/callback")
                                .add("http://127.0.0.1:61234/callback")
                                .add("ftp://example.com/cb")
                                .add("http://evil.example/cb")));
        assertThat(reply.status()).isEqualTo(201);
        assertThat(reply.json().getJsonArray("redirect_uris"))
                .containsExactly("cursor://anysphere.cursor-mcp/oauth/callback", "http://127.0.0.1:61234/callback");
        assertThat(reply.json().getString("token_endpoint_auth_method")).isEqualTo("none");
        var none = flow.register(new JsonObject()
                .put("client_name", "Bad")
                .put("redirect_uris", new io.vertx.core.json.JsonArray().add("http://evil.example/cb")));
        assertThat(none.status()).isEqualTo(400);
        assertThat(none.json().getString("error")).isEqualTo("invalid_redirect_uri");
    }

    @Test
    void a_new_client_is_not_approved_until_the_owner_approves_it_and_revoked_stops_it() {
        var user = oauth.newUser();
        var browser = oauth.signedIn(user);
        var flow = oauth.client("Claude Test " + user.userId());
        var tokens = flow.tokens(browser);
        assertThat(tokens.getString("access_token")).startsWith("oat_");
        assertThat(tokens.getString("token_type")).isEqualTo("Bearer");
        assertThat(tokens.getLong("expires_in")).isPositive();
        var agent = oauth.mcp(tokens.getString("access_token"));

        assertThat(agent.request(
                                "initialize",
                                new JsonObject()
                                        .put("protocolVersion", "2025-11-25")
                                        .put("capabilities", new JsonObject())
                                        .put(
                                                "clientInfo",
                                                new JsonObject()
                                                        .put("name", "t")
                                                        .put("version", "1")))
                        .getJsonObject("serverInfo")
                        .getString("name"))
                .isEqualTo("sigment");
        assertThat(agent.request("tools/list", new JsonObject()).getJsonArray("tools"))
                .hasSize(ToolCatalog.load().all().size());
        var refused = agent.callTool("get_account", new JsonObject());
        assertThat(refused.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(refused))
                .startsWith("\"" + flow.clientName + "\" is not approved to use this account yet");

        var agents = browser.get("/app/api/agents").json().getJsonArray("agents");
        assertThat(agents).hasSize(1);
        var agentId = agents.getJsonObject(0).getString("agent_id");
        assertThat(agents.getJsonObject(0).getString("status")).isEqualTo("not_approved");
        assertThat(browser.postJson("/app/api/agents/" + agentId + "/approve", new JsonObject())
                        .status())
                .isEqualTo(200);
        var accepted = agent.callTool("get_account", new JsonObject());
        assertThat(accepted.getBoolean("isError", false))
                .as(McpHttp.text(accepted))
                .isFalse();
        assertThat(accepted.getJsonObject("structuredContent")
                        .getJsonObject("workspace")
                        .getString("workspace_id"))
                .isEqualTo(user.workspaceIds().get(0));

        assertThat(browser.postJson("/app/api/agents/" + agentId + "/revoke", new JsonObject())
                        .status())
                .isEqualTo(200);
        var revoked = agent.callTool("get_account", new JsonObject());
        assertThat(McpHttp.text(revoked)).startsWith("Access for \"" + flow.clientName + "\" was revoked by the user");
        assertThat(browser.get("/app").body())
                .contains(flow.clientName)
                .contains("revoked")
                .contains("/app/agents/" + agentId + "/approve")
                .contains(">Re-approve<");

        assertThat(browser.postJson("/app/api/agents/" + agentId + "/approve", new JsonObject())
                        .status())
                .as("the owner re-approves a revoked agent")
                .isEqualTo(200);
        var again = agent.callTool("get_account", new JsonObject());
        assertThat(again.getBoolean("isError", false)).as(McpHttp.text(again)).isFalse();
    }

    @Test
    void refresh_tokens_rotate_and_a_reused_one_revokes_the_whole_family() {
        var browser = oauth.signedIn(oauth.newUser());
        var flow = oauth.client("Refresher");
        var first = flow.tokens(browser);
        var rotated = flow.refresh(first.getString("refresh_token"));
        assertThat(rotated.status()).isEqualTo(200);
        assertThat(rotated.header("Cache-Control")).isEqualTo("no-store");
        var second = rotated.json();
        assertThat(second.getString("refresh_token")).isNotEqualTo(first.getString("refresh_token"));
        var access = oauth.mcp(second.getString("access_token"));
        assertThat(access.post(
                                new JsonObject()
                                        .put("jsonrpc", "2.0")
                                        .put("id", 1)
                                        .put("method", "tools/list"),
                                Map.of())
                        .status())
                .isEqualTo(200);

        var reused = flow.refresh(first.getString("refresh_token"));
        assertThat(reused.status()).isEqualTo(400);
        assertThat(reused.json().getString("error")).isEqualTo("invalid_grant");
        assertThat(flow.refresh(second.getString("refresh_token")).json().getString("error"))
                .as("the newest refresh token of the family is dead too")
                .isEqualTo("invalid_grant");
        assertThat(access.post(
                                new JsonObject()
                                        .put("jsonrpc", "2.0")
                                        .put("id", 2)
                                        .put("method", "tools/list"),
                                Map.of())
                        .status())
                .as("and so is its access token")
                .isEqualTo(401);
    }

    @Test
    void a_revoked_token_is_refused_at_mcp() {
        var browser = oauth.signedIn(oauth.newUser());
        var tokens = oauth.client("Revoker").tokens(browser);
        var access = oauth.mcp(tokens.getString("access_token"));
        assertThat(access.post(
                                new JsonObject()
                                        .put("jsonrpc", "2.0")
                                        .put("id", 1)
                                        .put("method", "ping"),
                                Map.of())
                        .status())
                .isEqualTo(200);
        var revoke = McpHttp.send(HttpRequest.newBuilder(URI.create(oauth.base + "/oauth/revoke"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("token=" + tokens.getString("refresh_token")))
                .build());
        assertThat(revoke.status()).isEqualTo(200);
        var after =
                access.post(new JsonObject().put("jsonrpc", "2.0").put("id", 2).put("method", "ping"), Map.of());
        assertThat(after.status()).isEqualTo(401);
        assertThat(after.header("WWW-Authenticate")).contains("error=\"invalid_token\"");
    }

    private static McpHttp.Reply get(String url) {
        return McpHttp.send(HttpRequest.newBuilder(URI.create(url)).GET().build());
    }
}
