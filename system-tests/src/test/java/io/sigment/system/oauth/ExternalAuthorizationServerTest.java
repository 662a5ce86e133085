package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jwt.JWTClaimsSet;
import io.sigment.common.Ids;
import io.sigment.common.Setting;
import io.sigment.common.runtime.ServiceRuntime;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.FreePorts;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.FakeIssuer;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A gateway whose {@code {auth_url}} is an external authorization server (a fake Keycloak realm serving discovery
 * and JWKS, signing with generated keys): its JWTs are checked here (signature, iss, aud, exp, nbf), the subject
 * is linked to the Sigment account of its verified email (an address Sigment verified too), and its client goes through agent approval like an
 * embedded-server client.
 */
@Tag("stack")
class ExternalAuthorizationServerTest {
    private static LocalStack stack;
    private static FakeIssuer issuer;
    private static ServiceRuntime gateway;
    private static String base;
    private static String mcpUrl;
    private static com.nimbusds.jose.jwk.RSAKey rsa;
    private static com.nimbusds.jose.jwk.ECKey ec;

    @BeforeAll
    static void start() {
        stack = TestStack.shared();
        issuer = FakeIssuer.start(stack.vertx());
        rsa = FakeIssuer.rsaKey("k1");
        ec = FakeIssuer.ecKey("e1");
        issuer.publish(rsa);
        issuer.publish(ec);
        gateway = TestStack.extraGateway(
                config -> config.with(Setting.AUTH_EXTERNAL, true).with(Setting.AUTH_URL, issuer.issuer()));
        base = "http://127.0.0.1:" + gateway.config().integer(Setting.HTTP_PORT);
        mcpUrl = gateway.config().mcpUrl();
    }

    @AfterAll
    static void stop() {
        if (gateway != null) gateway.stop().await();
        if (issuer != null) issuer.close();
    }

    /** Claims as Keycloak puts them in an access token for {@code user}, with the MCP URL as audience. */
    private static JWTClaimsSet.Builder claims(TestAccounts.TestUser user, String client) {
        var now = Instant.now();
        return new JWTClaimsSet.Builder()
                .issuer(issuer.issuer())
                .subject("kc-" + Ids.random(""))
                .audience(List.of(mcpUrl, "account"))
                .claim("azp", client)
                .claim("typ", "Bearer")
                .claim("email", TestAccounts.email(user))
                .claim("email_verified", true)
                .claim("scope", "openid email mcp")
                .issueTime(Date.from(now))
                .expirationTime(Date.from(now.plusSeconds(300)));
    }

    private static McpHttp.Reply toolsList(String token) {
        return new McpHttp(base + "/mcp", token)
                .post(
                        new JsonObject()
                                .put("jsonrpc", "2.0")
                                .put("id", 1)
                                .put("method", "tools/list")
                                .put("params", new JsonObject()),
                        Map.of());
    }

    @Test
    void a_token_of_a_known_user_makes_its_client_an_agent_the_owner_approves() throws InterruptedException {
        var user = TestAccounts.verified(stack, TestAccounts.newUser(stack));
        var client = "claude-kc-" + Ids.random("");
        var subject = claims(user, client).build();
        var agent = new McpHttp(base + "/mcp", FakeIssuer.sign(rsa, subject));
        assertThat(agent.request("tools/list", new JsonObject()).getJsonArray("tools"))
                .isNotEmpty();
        assertThat(McpHttp.text(agent.callTool("get_account", new JsonObject())))
                .startsWith("\"" + client + "\" is not approved to use this account yet");

        var browser = new BrowserSession(stack.gatewayUrl());
        assertThat(browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user))
                        .status())
                .isEqualTo(303);
        var agents = browser.get("/app/api/agents").json().getJsonArray("agents");
        assertThat(agents).hasSize(1);
        assertThat(agents.getJsonObject(0).getString("client_id")).isEqualTo(client);
        assertThat(agents.getJsonObject(0).getString("status")).isEqualTo("not_approved");
        var agentId = agents.getJsonObject(0).getString("agent_id");
        assertThat(browser.postJson("/app/api/agents/" + agentId + "/approve", new JsonObject())
                        .status())
                .isEqualTo(200);
        assertThat(until(agent, result -> !result.getBoolean("isError")))
                .as("approved on the other gateway")
                .isTrue();
        assertThat(agent.ok("get_account", new JsonObject()).toString())
                .contains(user.workspaceIds().get(0));

        var laterToken = new JWTClaimsSet.Builder(subject)
                .claim("email", "changed@elsewhere.example")
                .expirationTime(Date.from(Instant.now().plusSeconds(300)))
                .build();
        var signedEs256 = new McpHttp(base + "/mcp", FakeIssuer.sign(ec, laterToken));
        assertThat(signedEs256.callTool("get_account", new JsonObject()).getBoolean("isError"))
                .as("an ES256 token of the same subject: the same, approved agent, whatever its email says now")
                .isFalse();

        assertThat(browser.postJson("/app/api/agents/" + agentId + "/revoke", new JsonObject())
                        .status())
                .isEqualTo(200);
        assertThat(until(agent, result -> McpHttp.text(result).startsWith("Access for \"" + client + "\" was revoked")))
                .isTrue();
    }

    @Test
    void the_metadata_names_the_external_server_and_the_embedded_one_is_not_served() {
        var metadata = McpHttp.send(
                        HttpRequest.newBuilder(URI.create(base + "/.well-known/oauth-protected-resource/mcp"))
                                .GET()
                                .build())
                .json();
        assertThat(metadata.getString("resource")).isEqualTo(mcpUrl);
        assertThat(metadata.getJsonArray("authorization_servers").getList()).containsExactly(issuer.issuer());
        for (var path : new String[] {"/.well-known/oauth-authorization-server", "/oauth/authorize"}) {
            assertThat(McpHttp.send(HttpRequest.newBuilder(URI.create(base + path))
                                    .GET()
                                    .build())
                            .status())
                    .as(path)
                    .isEqualTo(404);
        }
        assertThat(McpHttp.send(HttpRequest.newBuilder(URI.create(base + "/oauth/token"))
                                .POST(HttpRequest.BodyPublishers.ofString("grant_type=refresh_token"))
                                .build())
                        .status())
                .isEqualTo(404);
    }

    @Test
    void wrong_issuer_audience_times_signature_identity_or_client_get_401_with_the_challenge() {
        var user = TestAccounts.verified(stack, TestAccounts.newUser(stack));
        var nobody = new TestAccounts.TestUser("usr_nobody" + Ids.random(""), List.of(), null, null);
        var now = Instant.now();
        var refused = Map.ofEntries(
                Map.entry(
                        "wrong iss",
                        FakeIssuer.sign(
                                rsa,
                                claims(user, "c")
                                        .issuer(issuer.issuer() + "-other")
                                        .build())),
                Map.entry(
                        "wrong aud",
                        FakeIssuer.sign(
                                rsa,
                                claims(user, "c")
                                        .audience(List.of("account", mcpUrl + "/x"))
                                        .build())),
                Map.entry(
                        "expired beyond the skew",
                        FakeIssuer.sign(
                                rsa,
                                claims(user, "c")
                                        .expirationTime(Date.from(now.minusSeconds(120)))
                                        .build())),
                Map.entry(
                        "not yet valid",
                        FakeIssuer.sign(
                                rsa,
                                claims(user, "c")
                                        .notBeforeTime(Date.from(now.plusSeconds(600)))
                                        .build())),
                Map.entry(
                        "bad signature",
                        FakeIssuer.sign(
                                FakeIssuer.rsaKey("k1"), claims(user, "c").build())),
                Map.entry(
                        "no account with that email",
                        FakeIssuer.sign(rsa, claims(nobody, "c").build())),
                Map.entry(
                        "an account whose address Sigment never verified",
                        FakeIssuer.sign(
                                rsa, claims(TestAccounts.newUser(stack), "c").build())),
                Map.entry(
                        "unverified email",
                        FakeIssuer.sign(
                                rsa,
                                claims(user, "c").claim("email_verified", false).build())),
                Map.entry(
                        "no email claim",
                        FakeIssuer.sign(
                                rsa, claims(user, "c").claim("email", null).build())),
                Map.entry(
                        "no client",
                        FakeIssuer.sign(
                                rsa, claims(user, "c").claim("azp", null).build())),
                Map.entry("alg none", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0."),
                Map.entry("embedded oat_ token", "oat_" + Ids.random("", Ids.SECRET_BYTES)));
        refused.forEach((why, token) -> {
            var reply = toolsList(token);
            assertThat(reply.status()).as(why).isEqualTo(401);
            assertThat(reply.header("WWW-Authenticate"))
                    .as(why)
                    .contains("resource_metadata=\"", "error=\"invalid_token\"");
        });
    }

    @Test
    void a_rotated_key_is_fetched_but_made_up_key_ids_do_not_make_the_gateway_refetch() {
        var user = TestAccounts.verified(stack, TestAccounts.newUser(stack));
        assertThat(toolsList(FakeIssuer.sign(rsa, claims(user, "rotating").build()))
                        .status())
                .isEqualTo(200);
        var fetches = issuer.jwksFetches();
        var rotated = FakeIssuer.rsaKey("k2");
        issuer.publish(rotated);
        assertThat(toolsList(FakeIssuer.sign(rotated, claims(user, "rotating").build()))
                        .status())
                .isEqualTo(200);
        assertThat(issuer.jwksFetches()).isEqualTo(fetches + 1);
        // Made-up key ids on one unpublished key: what the gateway looks up is the id (a new 2048-bit key for each
        // cost ~0.5 CPU-seconds and changed nothing the test sees).
        var unpublished = FakeIssuer.rsaKey("unpublished");
        for (var i = 0; i < 5; i++) {
            var madeUp = new RSAKey.Builder(unpublished).keyID("made-up-" + i).build();
            var unknown =
                    toolsList(FakeIssuer.sign(madeUp, claims(user, "rotating").build()));
            assertThat(unknown.status()).isEqualTo(401);
            assertThat(unknown.header("WWW-Authenticate")).contains("invalid_token");
        }
        assertThat(issuer.jwksFetches())
                .as("unknown key ids within 30 s fetch nothing more")
                .isEqualTo(fetches + 1);
    }

    @Test
    void an_unreachable_issuer_gives_could_not_confirm_never_a_401_or_a_5xx() {
        var gone = "http://127.0.0.1:" + FreePorts.next() + "/realms/gone";
        var unreachable = TestStack.extraGateway(
                config -> config.with(Setting.AUTH_EXTERNAL, true).with(Setting.AUTH_URL, gone));
        try {
            var user = TestAccounts.verified(stack, TestAccounts.newUser(stack));
            var token = FakeIssuer.sign(
                    rsa,
                    claims(user, "c")
                            .issuer(gone)
                            .audience(List.of(unreachable.config().mcpUrl()))
                            .build());
            var agent =
                    new McpHttp("http://127.0.0.1:" + unreachable.config().integer(Setting.HTTP_PORT) + "/mcp", token);
            var result = agent.callTool("get_account", new JsonObject());
            assertThat(result.getBoolean("isError")).isTrue();
            assertThat(McpHttp.text(result)).startsWith("Could not confirm this session right now");
        } finally {
            unreachable.stop().await();
        }
    }

    private static boolean until(McpHttp agent, java.util.function.Predicate<JsonObject> seen) {
        return seen.test(Eventually.poll(
                java.time.Duration.ofSeconds(5),
                java.time.Duration.ofMillis(20),
                () -> agent.callTool("get_account", new JsonObject()),
                seen));
    }
}
