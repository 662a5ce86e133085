package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * SEP-991: a client whose {@code client_id} is the URL of its metadata document connects without registering;
 * its document's name is shown and its redirect URIs are enforced. (The stack's test setting lets the document
 * live on loopback; the SSRF guard itself is tested in accounts-service.)
 */
@Tag("stack")
class ClientMetadataDocumentTest {
    private static LocalStack stack;
    private static HttpServer documents;
    private static String documentUrl;

    @BeforeAll
    static void serveDocument() {
        stack = TestStack.shared();
        documents = stack.vertx()
                .createHttpServer()
                .requestHandler(request -> {
                    var url = "http://127.0.0.1:" + request.localAddress().port() + request.path();
                    var document = new JsonObject()
                            .put("client_id", url)
                            .put("client_name", "Document Client")
                            .put("redirect_uris", new JsonArray().add(OAuthClientFlow.REDIRECT));
                    if (request.path().equals("/lies.json"))
                        document.put("client_id", "https://someone.else/client.json");
                    request.response()
                            .putHeader("Content-Type", "application/json")
                            .end(document.encode());
                })
                .listen(0, "127.0.0.1")
                .await();
        documentUrl = "http://127.0.0.1:" + documents.actualPort() + "/client.json";
    }

    @AfterAll
    static void stop() {
        documents.close().await();
    }

    @Test
    void a_client_known_by_its_metadata_document_signs_in_without_registering() {
        var metadata = McpHttp.send(HttpRequest.newBuilder(
                                URI.create(stack.gatewayUrl() + "/.well-known/oauth-authorization-server"))
                        .GET()
                        .build())
                .json();
        assertThat(metadata.getBoolean("client_id_metadata_document_supported")).isTrue();
        var user = TestAccounts.newUser(stack);
        var browser = new BrowserSession(stack.gatewayUrl());
        browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user));
        var flow = OAuthClientFlow.withMetadataDocument(
                stack.gatewayUrl(), stack.mcpUrl(), documentUrl, "Document Client");
        assertThat(browser.get(flow.authorizeUrl(Map.of())).body()).contains("Connect Document Client to Sigment?");
        var tokens = flow.tokens(browser);
        var agent = new McpHttp(stack.gatewayUrl() + "/mcp", tokens.getString("access_token"));
        assertThat(McpHttp.text(agent.callTool("get_account", new JsonObject())))
                .startsWith("\"Document Client\" is not approved to use this account yet");
        assertThat(browser.get("/app/api/agents")
                        .json()
                        .getJsonArray("agents")
                        .getJsonObject(0)
                        .getString("client_id"))
                .isEqualTo(documentUrl);
    }

    @Test
    void a_redirect_uri_missing_from_the_document_or_a_document_naming_another_client_is_refused() {
        var user = TestAccounts.newUser(stack);
        var browser = new BrowserSession(stack.gatewayUrl());
        browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user));
        var flow = OAuthClientFlow.withMetadataDocument(
                stack.gatewayUrl(), stack.mcpUrl(), documentUrl, "Document Client");
        var foreign = browser.get(flow.authorizeUrl(Map.of("redirect_uri", "http://localhost:4000/elsewhere")));
        assertThat(foreign.status()).isEqualTo(400);
        var liar = OAuthClientFlow.withMetadataDocument(
                stack.gatewayUrl(), stack.mcpUrl(), documentUrl.replace("client.json", "lies.json"), "Liar");
        var page = browser.get(liar.authorizeUrl(Map.of()));
        assertThat(page.status()).isEqualTo(400);
        assertThat(page.body()).contains("Unknown application");
    }
}
