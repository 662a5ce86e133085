package io.sigment.system.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.local.LocalStack;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.OAuthClientFlow;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Issue 25, finding 6: fetching a client's metadata document has a whole-fetch deadline (a server trickling a byte
 * at a time cannot hold it), a failed fetch is remembered for a while, and only so many new metadata-document
 * clients are stored per hour.
 */
@Tag("stack")
class CimdFetchLimitsTest {
    private static HttpServer documents;
    private static String base;
    private static final AtomicInteger brokenFetches = new AtomicInteger();

    @BeforeAll
    static void serve() {
        var vertx = TestStack.shared().vertx();
        documents = vertx.createHttpServer()
                .requestHandler(request -> {
                    var url = "http://127.0.0.1:" + request.localAddress().port() + request.path();
                    switch (request.path()) {
                        case "/trickle.json" -> {
                            request.response()
                                    .setChunked(true)
                                    .putHeader("Content-Type", "application/json")
                                    .write("{");
                            var timer = vertx.setPeriodic(
                                    700, id -> request.response().write(" "));
                            request.connection().closeHandler(v -> vertx.cancelTimer(timer));
                        }
                        case "/broken.json" -> {
                            brokenFetches.incrementAndGet();
                            request.response().setStatusCode(500).end();
                        }
                        default ->
                            request.response()
                                    .putHeader("Content-Type", "application/json")
                                    .end(new JsonObject()
                                            .put("client_id", url)
                                            .put("client_name", "Capped " + request.path())
                                            .put("redirect_uris", new JsonArray().add(OAuthClientFlow.REDIRECT))
                                            .encode());
                    }
                })
                .listen(0, "127.0.0.1")
                .await();
        base = "http://127.0.0.1:" + documents.actualPort();
    }

    @AfterAll
    static void stop() {
        documents.close().await();
    }

    private static BrowserSession signedIn(LocalStack stack) {
        var user = TestAccounts.newUser(stack);
        var browser = new BrowserSession(stack.gatewayUrl());
        assertThat(browser.signIn(TestAccounts.email(user), TestAccounts.password(stack, user))
                        .status())
                .isEqualTo(303);
        return browser;
    }

    private static BrowserSession.Page authorize(LocalStack stack, BrowserSession browser, String documentUrl) {
        return browser.get(OAuthClientFlow.withMetadataDocument(stack.gatewayUrl(), stack.mcpUrl(), documentUrl, "x")
                .authorizeUrl(Map.of()));
    }

    @Test
    void a_document_server_trickling_bytes_is_cut_off_by_the_whole_fetch_deadline() {
        var stack = TestStack.shared();
        var browser = signedIn(stack);
        var page = authorize(stack, browser, base + "/trickle.json");
        assertThat(page.status())
                .as("an answer at all: the trickle never ends, only the deadline stops it")
                .isEqualTo(400);
        assertThat(page.body()).contains("Unknown application");
    }

    @Test
    void a_failed_fetch_is_remembered_for_a_while() {
        var stack = TestStack.shared();
        var browser = signedIn(stack);
        for (int i = 0; i < 3; i++)
            assertThat(authorize(stack, browser, base + "/broken.json").status())
                    .isEqualTo(400);
        assertThat(brokenFetches.get()).isEqualTo(1);
    }

    /** Issue 40 (L4, L1): per source means per client address, an IPv6 client's whole /64 counted as one. */
    @Test
    void only_so_many_new_metadata_document_clients_are_stored_per_hour_per_source_and_cluster_wide() {
        try (var stack = TestStack.startOwn(config -> config.with(Setting.CIMD_ALLOW_LOOPBACK, true)
                .with(Setting.CIMD_CLIENTS_PER_HOUR, 5)
                .with(Setting.CIMD_CLIENTS_PER_SOURCE_PER_HOUR, 2))) {
            var browser = signedIn(stack);
            assertThat(authorize(stack, browser, base + "/one.json").body()).contains("Connect Capped /one.json");
            assertThat(authorize(stack, browser, base + "/two.json").body()).contains("Connect Capped /two.json");
            var third = authorize(stack, browser, base + "/three.json");
            assertThat(third.status()).as("the source's 2 per hour are used up").isEqualTo(400);
            assertThat(third.body()).contains("Unknown application");
            assertThat(authorize(stack, browser, base + "/one.json").body())
                    .as("a known one still works")
                    .contains("Connect Capped /one.json");
            assertThat(fromElsewhere(stack, browser, "/three.json", Map.of("X-Forwarded-For", "2001:db8:40:9::1"))
                            .body())
                    .as("another source has room")
                    .contains("Connect Capped /three.json");
            assertThat(fromElsewhere(stack, browser, "/four.json", Map.of("X-Forwarded-For", "2001:db8:40:9:1::2"))
                            .body())
                    .as("its /64's second")
                    .contains("Connect Capped /four.json");
            assertThat(fromElsewhere(stack, browser, "/five.json", Map.of("X-Forwarded-For", "2001:db8:40:9:2::3"))
                            .status())
                    .as("another address of the same /64 is the same source: its 2 are used up")
                    .isEqualTo(400);
            assertThat(fromElsewhere(stack, browser, "/five.json", Map.of("X-Forwarded-For", "203.0.113.9"))
                            .body())
                    .as("another source has room")
                    .contains("Connect Capped /five.json");
            assertThat(fromElsewhere(stack, browser, "/six.json", Map.of("X-Forwarded-For", "198.51.100.7"))
                            .status())
                    .as("the cluster-wide 5 per hour are used up")
                    .isEqualTo(400);
        }
    }

    private static BrowserSession.Page fromElsewhere(
            LocalStack stack, BrowserSession browser, String path, Map<String, String> headers) {
        return browser.get(
                OAuthClientFlow.withMetadataDocument(stack.gatewayUrl(), stack.mcpUrl(), base + path, "x")
                        .authorizeUrl(Map.of()),
                headers);
    }
}
