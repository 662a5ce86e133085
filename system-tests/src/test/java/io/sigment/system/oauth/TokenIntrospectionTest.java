package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Credentials;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.Tuple;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** RFC 7662 introspection over HTTP: for the configured resource server only, active and inactive answers. */
@Tag("stack")
class TokenIntrospectionTest {
    private static LocalStack stack;
    private static String base;

    @BeforeAll
    static void start() {
        stack = TestStack.shared();
        base = stack.gatewayUrl();
    }

    private static String basic(String id, String secret) {
        return "Basic " + Base64.getEncoder().encodeToString((id + ":" + secret).getBytes(StandardCharsets.UTF_8));
    }

    private static McpHttp.Reply introspect(String authorization, String token) {
        var request = HttpRequest.newBuilder(URI.create(base + "/oauth/introspect"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("token=" + URLEncoder.encode(token, StandardCharsets.UTF_8)));
        if (authorization != null) request.header("Authorization", authorization);
        return McpHttp.send(request.build());
    }

    private static McpHttp.Reply introspect(String token) {
        return introspect(basic(TestStack.INTROSPECTION_CLIENT, TestStack.INTROSPECTION_SECRET), token);
    }

    private record Signed(
            TestAccounts.TestUser user,
            BrowserSession browser,
            OAuthClientFlow flow,
            String accessToken,
            String refreshToken) {}

    private static Signed signedInAgent(String clientName) {
        var user = TestAccounts.newUser(stack);
        var browser = new BrowserSession(base);
        assertThat(browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user))
                        .status())
                .isEqualTo(303);
        var flow = new OAuthClientFlow(base, stack.mcpUrl(), clientName);
        var tokens = flow.tokens(browser);
        return new Signed(user, browser, flow, tokens.getString("access_token"), tokens.getString("refresh_token"));
    }

    @Test
    void the_metadata_advertises_the_endpoint_and_its_authentication() {
        var metadata = McpHttp.send(HttpRequest.newBuilder(URI.create(base + "/.well-known/oauth-authorization-server"))
                        .GET()
                        .build())
                .json();
        assertThat(metadata.getString("introspection_endpoint"))
                .isEqualTo(stack.config().authUrl() + "/oauth/introspect");
        assertThat(metadata.getJsonArray("introspection_endpoint_auth_methods_supported")
                        .getList())
                .containsExactly("client_secret_basic");
    }

    @Test
    void an_active_token_is_described_and_its_client_is_not_made_an_agent() {
        var agent = signedInAgent("Introspected");
        var reply = introspect(agent.accessToken());
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.header("Cache-Control")).isEqualTo("no-store");
        var answer = reply.json();
        assertThat(answer.getBoolean("active")).isTrue();
        assertThat(answer.getString("client_id")).isEqualTo(agent.flow().clientId);
        assertThat(answer.getString("sub")).isEqualTo(agent.user().userId());
        assertThat(answer.getString("scope")).isEqualTo("mcp");
        assertThat(answer.getString("token_type")).isEqualTo("Bearer");
        assertThat(answer.getString("iss")).isEqualTo(stack.config().authUrl());
        var audience = answer.getValue("aud");
        assertThat(audience instanceof String ? audience : ((io.vertx.core.json.JsonArray) audience).getString(0))
                .isEqualTo(stack.mcpUrl());
        assertThat(answer.getLong("exp") - answer.getLong("iat")).isEqualTo(3600);
        assertThat(answer.getLong("exp") * 1000).isGreaterThan(System.currentTimeMillis());
        assertThat(agent.browser().get("/app/api/agents").json().getJsonArray("agents"))
                .as("a resource server asking is not the client using the token")
                .isEmpty();
    }

    @Test
    void revoked_expired_refresh_and_made_up_tokens_are_inactive() {
        var revoked = signedInAgent("Revoked");
        assertThat(introspect(revoked.accessToken()).json().getBoolean("active"))
                .isTrue();
        var revoke = McpHttp.send(HttpRequest.newBuilder(URI.create(base + "/oauth/revoke"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("token=" + revoked.accessToken()))
                .build());
        assertThat(revoke.status()).isEqualTo(200);
        assertThat(introspect(revoked.accessToken()).body()).isEqualTo("{\"active\":false}");

        var expired = signedInAgent("Expired");
        var pool = TestStack.pool();
        try {
            pool.preparedQuery(
                            "UPDATE accounts.oauth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1")
                    .execute(Tuple.of(Buffer.buffer(Credentials.sha256(expired.accessToken()))))
                    .await();
        } finally {
            pool.close();
        }
        assertThat(introspect(expired.accessToken()).json().getBoolean("active"))
                .isFalse();

        assertThat(introspect(expired.refreshToken()).json().getBoolean("active"))
                .as("a refresh token is not an access token")
                .isFalse();
        for (var garbage : new String[] {"oat_madeUpButWellFormed0123456789", "hello", "x".repeat(5000)}) {
            var reply = introspect(garbage);
            assertThat(reply.status()).isEqualTo(200);
            assertThat(reply.json().getBoolean("active")).as(garbage).isFalse();
        }
    }

    @Test
    void a_caller_without_the_resource_server_credential_gets_401() {
        var agent = signedInAgent("Peeked at");
        for (var authorization : new String[] {
            null,
            basic(TestStack.INTROSPECTION_CLIENT, "wrong-secret"),
            basic("someone-else", TestStack.INTROSPECTION_SECRET),
            "Bearer " + agent.accessToken(),
            "Bearer " + stack.demoApiKey()
        }) {
            var reply = introspect(authorization, agent.accessToken());
            assertThat(reply.status()).as(String.valueOf(authorization)).isEqualTo(401);
            assertThat(reply.json().getString("error")).isEqualTo("invalid_client");
            assertThat(reply.header("WWW-Authenticate")).startsWith("Basic");
            assertThat(reply.body()).doesNotContain(agent.user().userId());
        }
        var noToken = McpHttp.send(HttpRequest.newBuilder(URI.create(base + "/oauth/introspect"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.noBody())
                .build());
        assertThat(noToken.status()).isEqualTo(401);
    }
}
