package io.sigment.accounts.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.InetAddress;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The SSRF guard and limits of Client ID Metadata Document fetches. */
class MetadataDocumentGuardTest {
    private static Vertx vertx;
    private static HttpServer server;
    private static String base;

    @BeforeAll
    static void serve() {
        vertx = Vertx.vertx();
        server = vertx.createHttpServer()
                .requestHandler(request -> {
                    var url = "http://127.0.0.1:" + request.localAddress().port() + request.path();
                    var document = new JsonObject()
                            .put("client_id", url)
                            .put("client_name", "Doc")
                            .put(
                                    "redirect_uris",
                                    new JsonArray()
                                            .add("http://localhost:3000/callback")
                                            .add("http://evil.example/cb"));
                    switch (request.path()) {
                        case "/big.json" -> document.put("padding", "x".repeat(6000));
                        case "/redirect.json" -> {
                            request.response()
                                    .setStatusCode(302)
                                    .putHeader("Location", "http://169.254.169.254/")
                                    .end();
                            return;
                        }
                        default -> {}
                    }
                    request.response()
                            .putHeader("Content-Type", "application/json")
                            .end(document.encode());
                })
                .listen(0, "127.0.0.1")
                .await();
        base = "http://127.0.0.1:" + server.actualPort();
    }

    @AfterAll
    static void stop() {
        vertx.close().await();
    }

    @Test
    void only_public_unicast_addresses_count_as_public() throws Exception {
        for (var address : new String[] {
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "224.0.0.1",
            "::1",
            "fc00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1"
        }) {
            assertThat(PublicAddresses.isPublic(InetAddress.getByName(address)))
                    .as(address)
                    .isFalse();
        }
        for (var address : new String[] {"8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"}) {
            assertThat(PublicAddresses.isPublic(InetAddress.getByName(address)))
                    .as(address)
                    .isTrue();
        }
    }

    @Test
    void ipv6_forms_that_carry_an_ipv4_address_are_as_public_as_that_address() throws Exception {
        for (var address : new String[] {
            "64:ff9b::a9fe:a9fe",
            "64:ff9b::7f00:1",
            "64:ff9b::a00:1",
            "64:ff9b::c0a8:101",
            "2002:a9fe:a9fe::",
            "2002:7f00:1::1",
            "2002:a00:1::",
            "::a9fe:a9fe",
            "::7f00:1",
            "::a00:1",
            "::ffff:a9fe:a9fe",
            "::ffff:169.254.169.254",
            "0:0:0:0:0:ffff:c0a8:0101",
            "64:ff9b:1::a9fe:a9fe",
            "2001:0:808:808::5601:5601",
            "2001:0:a00:1::f7f7:f7f7",
            "2001:db8::1",
            "100::1"
        }) {
            assertThat(PublicAddresses.isPublic(InetAddress.getByName(address)))
                    .as(address)
                    .isFalse();
        }
        for (var address : new String[] {
            "64:ff9b::808:808", "2002:808:808::1", "::808:808", "::ffff:8.8.8.8", "2001:0:808:808::f7f7:f7f7"
        }) {
            assertThat(PublicAddresses.isPublic(InetAddress.getByName(address)))
                    .as(address)
                    .isTrue();
        }
    }

    @Test
    void a_loopback_document_is_refused_unless_the_test_setting_allows_it() {
        var guarded = new MetadataDocuments(vertx, false);
        assertThat(guarded.isDocumentUrl(base + "/client.json")).isFalse();
        assertThat(guarded.fetch(base + "/client.json").await()).isEmpty();
        assertThat(guarded.fetch("https://127.0.0.1:" + server.actualPort() + "/client.json")
                        .await())
                .isEmpty();
        // A deadline no loaded CI machine reaches (the 5 s one failed there): this is about which address is fetched;
        // local's CimdFetchLimitsTest holds the 5 s deadline.
        var client = new MetadataDocuments(vertx, true, 60_000)
                .fetch(base + "/client.json")
                .await()
                .orElseThrow();
        assertThat(client.clientName()).isEqualTo("Doc");
        assertThat(client.redirectUris()).containsExactly("http://localhost:3000/callback");
    }

    @Test
    void oversized_or_redirected_documents_are_refused() {
        var documents = new MetadataDocuments(vertx, true);
        assertThat(documents.fetch(base + "/big.json").await()).isEmpty();
        assertThat(documents.fetch(base + "/redirect.json").await()).isEmpty();
    }
}
