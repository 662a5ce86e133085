package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Tuple;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** What the authorization server, the app and {@code /mcp} refuse, and how. */
@Tag("stack")
class OAuthRefusalsTest {
    private final OAuthFixture oauth = new OAuthFixture();

    @Test
    void a_wrong_pkce_verifier_gets_invalid_grant_and_burns_the_code() {
        var browser = oauth.signedIn(oauth.newUser());
        var flow = oauth.client("PKCE");
        var code = flow.code(browser);
        var wrong = flow.redeem(code, OAuthClientFlow.randomVerifier());
        assertThat(wrong.status()).isEqualTo(400);
        assertThat(wrong.json().getString("error")).isEqualTo("invalid_grant");
        assertThat(flow.redeem(code, flow.verifier).json().getString("error")).isEqualTo("invalid_grant");
    }

    @Test
    void a_replayed_code_is_refused() {
        var browser = oauth.signedIn(oauth.newUser());
        var flow = oauth.client("Replay");
        var code = flow.code(browser);
        assertThat(flow.redeem(code, flow.verifier).status()).isEqualTo(200);
        var replay = flow.redeem(code, flow.verifier);
        assertThat(replay.status()).isEqualTo(400);
        assertThat(replay.json().getString("error")).isEqualTo("invalid_grant");
    }

    @Test
    void an_expired_code_is_refused() {
        var browser = oauth.signedIn(oauth.newUser());
        var flow = oauth.client("Slow");
        var code = flow.code(browser);
        var pool = TestStack.pool();
        try {
            pool.preparedQuery(
                            "UPDATE accounts.oauth_codes SET expires_at = now() - interval '1 second' WHERE client_id = $1")
                    .execute(Tuple.of(flow.clientId))
                    .await();
        } finally {
            pool.close();
        }
        var expired = flow.redeem(code, flow.verifier);
        assertThat(expired.json().getString("error")).isEqualTo("invalid_grant");
        assertThat(expired.json().getString("error_description")).contains("expired");
    }

    @Test
    void a_redirect_uri_the_client_did_not_register_gets_an_error_page_not_a_redirect() {
        var browser = oauth.signedIn(oauth.newUser());
        var flow = oauth.client("Foreign");
        var page = browser.get(flow.authorizeUrl(Map.of("redirect_uri", "https://attacker.example/cb")));
        assertThat(page.status()).isEqualTo(400);
        assertThat(page.location()).isNull();
        var code = flow.code(browser);
        var differentAtToken = flow.token(Map.of(
                "grant_type",
                "authorization_code",
                "code",
                code,
                "code_verifier",
                flow.verifier,
                "redirect_uri",
                "http://localhost:3000/other"));
        assertThat(differentAtToken.json().getString("error")).isEqualTo("invalid_grant");
    }

    @Test
    void a_resource_other_than_the_mcp_url_gets_invalid_target() {
        var browser = oauth.signedIn(oauth.newUser());
        var flow = oauth.client("Target");
        var page = browser.get(flow.authorizeUrl(Map.of("resource", "https://elsewhere.example/mcp")));
        assertThat(page.status())
                .as("an error page: nothing goes to the redirect before the user acted")
                .isEqualTo(400);
        assertThat(page.location()).isNull();
        assertThat(page.body()).contains("invalid_target");
        var code = flow.code(browser);
        var atToken = flow.token(Map.of(
                "grant_type",
                "authorization_code",
                "code",
                code,
                "code_verifier",
                flow.verifier,
                "redirect_uri",
                OAuthClientFlow.REDIRECT,
                "resource",
                "https://elsewhere.example/mcp"));
        assertThat(atToken.json().getString("error")).isEqualTo("invalid_target");
    }

    @Test
    void plain_pkce_or_none_is_refused() {
        var browser = oauth.signedIn(oauth.newUser());
        var flow = oauth.client("Plain");
        var plain = browser.get(
                flow.authorizeUrl(Map.of("code_challenge_method", "plain", "code_challenge", flow.verifier)));
        assertThat(plain.status()).isEqualTo(400);
        assertThat(plain.location()).isNull();
        assertThat(plain.body()).contains("invalid_request").contains("S256");
        var none = browser.get(flow.authorizeUrl(new HashMap<>(Map.of("code_challenge", "")) {
            {
                put("code_challenge", null);
                put("code_challenge_method", null);
            }
        }));
        assertThat(none.status()).isEqualTo(400);
        assertThat(none.location()).isNull();
    }

    @Test
    void errors_before_the_user_acted_never_go_to_the_registered_redirect() {
        var flow = oauth.client("Open redirect");
        for (var browser : List.of(new BrowserSession(oauth.base), oauth.signedIn(oauth.newUser()))) {
            var token = browser.get(flow.authorizeUrl(Map.of("response_type", "token")));
            assertThat(token.status()).isEqualTo(400);
            assertThat(token.location())
                    .as("no redirect to the client without user interaction")
                    .isNull();
            assertThat(token.body()).contains("unsupported_response_type");
        }
    }

    @Test
    void an_oauth_token_of_one_user_cannot_reach_another_users_workspace() {
        var owner = oauth.newUser();
        var other = oauth.newUser();
        var browser = oauth.signedIn(owner);
        var tokens = oauth.client("Nosy").tokens(browser);
        var agent = oauth.mcp(tokens.getString("access_token"));
        assertThat(McpHttp.text(agent.callTool("get_account", new JsonObject())))
                .contains("is not approved");
        var agentId = browser.get("/app/api/agents")
                .json()
                .getJsonArray("agents")
                .getJsonObject(0)
                .getString("agent_id");
        browser.postJson("/app/api/agents/" + agentId + "/approve", new JsonObject());
        var foreign = agent.callTool(
                "get_account",
                new JsonObject().put("workspace_id", other.workspaceIds().get(0)));
        assertThat(foreign.getBoolean("isError")).isTrue();
        assertThat(McpHttp.text(foreign)).startsWith("Not found, or this account has no access to it");
        var otherBrowser = oauth.signedIn(other);
        assertThat(otherBrowser
                        .postJson("/app/api/agents/" + agentId + "/revoke", new JsonObject())
                        .status())
                .as("only the agent's own user can decide about it")
                .isEqualTo(404);
    }

    @Test
    void form_posts_without_the_csrf_token_are_refused() {
        var user = oauth.newUser();
        var password = TestAccounts.password(oauth.stack, user);
        var browser = new BrowserSession(oauth.base);
        var noToken = browser.postForm("/app/sign-in", Map.of("email", TestAccounts.email(user), "password", password));
        assertThat(noToken.status()).isEqualTo(403);
        assertThat(browser.signIn(TestAccounts.email(user), password).status()).isEqualTo(303);
        assertThat(browser.postForm("/app/api-keys", Map.of("name", "forged")).status())
                .isEqualTo(403);
        var flow = oauth.client("Forged consent");
        var consent = new HashMap<>(browser.get(flow.authorizeUrl(Map.of())).hiddenFields());
        consent.remove("csrf");
        consent.put("decision", "allow");
        assertThat(browser.postForm("/oauth/authorize", consent).status()).isEqualTo(403);
        assertThat(browser.postForm("/app/sign-out", Map.of()).status()).isEqualTo(403);
        assertThat(browser.get("/app/api/api-keys").json().getJsonArray("api_keys").stream()
                        .map(k -> ((JsonObject) k).getString("name")))
                .doesNotContain("forged");
    }

    @Test
    void guessing_passwords_locks_the_account_for_a_while() {
        var user = oauth.newUser();
        var password = TestAccounts.password(oauth.stack, user);
        var browser = new BrowserSession(oauth.base);
        for (int attempt = 1; attempt <= 5; attempt++) {
            assertThat(browser.signIn(TestAccounts.email(user), "guess " + attempt)
                            .status())
                    .as("attempt " + attempt)
                    .isEqualTo(401);
        }
        var limited = browser.signIn(TestAccounts.email(user), password);
        assertThat(limited.status()).as("even the right password, once limited").isEqualTo(429);
        assertThat(limited.body()).contains("Too many sign-in attempts");
    }

    @Test
    void the_app_api_refuses_agent_credentials_with_403_on_every_path() {
        var user = oauth.newUser();
        var browser = oauth.signedIn(user);
        var oat = oauth.client("App API").tokens(browser).getString("access_token");
        for (var token : new String[] {user.apiKey(), oat}) {
            for (var path : new String[] {"/app/api/agents", "/app/api/api-keys", "/app/api/no/such/path"}) {
                var reply = McpHttp.send(HttpRequest.newBuilder(URI.create(oauth.base + path))
                        .header("Authorization", "Bearer " + token)
                        .GET()
                        .build());
                assertThat(reply.status()).as(path).isEqualTo(403);
                assertThat(reply.json().getString("message"))
                        .isEqualTo(
                                "OAuth access tokens and API keys are accepted only at the /mcp endpoint, not by the app's REST API.");
            }
        }
        assertThat(browser.get("/app/api/agents").status()).isEqualTo(200);
        assertThat(new BrowserSession(oauth.base).get("/app/api/agents").status())
                .isEqualTo(401);
    }

    @Test
    void an_unknown_oat_token_gets_401_with_the_metadata_pointer() {
        var reply = oauth.mcp("oat_notarealtoken")
                .post(new JsonObject().put("jsonrpc", "2.0").put("id", 1).put("method", "tools/list"), Map.of());
        assertThat(reply.status()).isEqualTo(401);
        assertThat(reply.header("WWW-Authenticate"))
                .contains("resource_metadata=")
                .contains("invalid_token");
    }
}
