package io.sigment.gateway.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.gateway.mcp.Revision2026Admission.Headers;
import io.sigment.gateway.mcp.Revision2026Admission.Route;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

/** Which era's rules a message gets, and the 2026-07-28 refusals, as the official SDK v2 draws them. */
class Revision2026AdmissionTest {
    private static final Headers MODERN_LIST = new Headers("2026-07-28", "tools/list", null);

    private static JsonObject envelope() {
        return new JsonObject()
                .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
                .put("io.modelcontextprotocol/clientCapabilities", new JsonObject())
                .put(
                        "io.modelcontextprotocol/clientInfo",
                        new JsonObject().put("name", "t").put("version", "1"));
    }

    private static JsonObject request(String method, JsonObject params) {
        return new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", 9)
                .put("method", method)
                .put("params", params);
    }

    private static JsonObject error(Revision2026Admission admission) {
        assertThat(admission.route()).isEqualTo(Route.REFUSED);
        assertThat(admission.status()).isEqualTo(400);
        assertThat(admission.reply().getValue("id")).isEqualTo(9);
        return admission.reply().getJsonObject("error");
    }

    @Test
    void a_message_without_the_claim_or_a_2026_header_follows_the_2025_rules() {
        for (var headers : new Headers[] {
            new Headers(null, null, null),
            new Headers("2025-11-25", "x", "y"),
            new Headers("2024-01-01", null, null),
            new Headers("garbage", null, null)
        }) {
            assertThat(Revision2026Admission.of(headers, request("tools/list", new JsonObject()))
                            .route())
                    .as(headers.toString())
                    .isEqualTo(Route.LEGACY);
        }
        var otherMeta = new JsonObject()
                .put(
                        "_meta",
                        new JsonObject()
                                .put("progressToken", 1)
                                .put("io.modelcontextprotocol/clientCapabilities", new JsonObject()));
        assertThat(Revision2026Admission.of(new Headers(null, null, null), request("tools/list", otherMeta))
                        .route())
                .isEqualTo(Route.LEGACY);
        assertThat(Revision2026Admission.of(MODERN_LIST, new JsonArray()).route())
                .isEqualTo(Route.LEGACY);
    }

    @Test
    void a_claimed_request_with_matching_headers_is_admitted() {
        var params = new JsonObject().put("_meta", envelope());
        assertThat(Revision2026Admission.of(
                                new Headers(" 2026-07-28\t", "tools/list", null), request("tools/list", params))
                        .route())
                .isEqualTo(Route.MODERN);
        var call = params.copy().put("name", "get_job");
        assertThat(Revision2026Admission.of(
                                new Headers("2026-07-28", "tools/call", "get_job"), request("tools/call", call))
                        .route())
                .isEqualTo(Route.MODERN);
        var encoded = "=?base64?" + Base64.getEncoder().encodeToString("café".getBytes(StandardCharsets.UTF_8)) + "?=";
        assertThat(Revision2026Admission.of(
                                new Headers("2026-07-28", "prompts/get", encoded),
                                request("prompts/get", params.copy().put("name", "café")))
                        .route())
                .isEqualTo(Route.MODERN);
    }

    @Test
    void a_missing_or_mismatched_header_is_a_header_mismatch() {
        var params = new JsonObject().put("_meta", envelope());
        var cases = new Headers[] {
            new Headers(null, "tools/list", null),
            new Headers("2026-07-28", null, null),
            new Headers("2025-11-25", "tools/list", null),
            new Headers("2026-07-28", "prompts/list", null)
        };
        for (var headers : cases) {
            var error = error(Revision2026Admission.of(headers, request("tools/list", params)));
            assertThat(error.getInteger("code")).as(headers.toString()).isEqualTo(-32020);
            assertThat(error.getJsonObject("data").getJsonObject("mismatch").getString("header"))
                    .isNotBlank();
        }
        var call = params.copy().put("name", "get_job");
        for (var name : new String[] {null, "get_account", "=?base64?not base64!?="}) {
            var error = error(Revision2026Admission.of(
                    new Headers("2026-07-28", "tools/call", name), request("tools/call", call)));
            assertThat(error.getInteger("code")).as(name).isEqualTo(-32020);
        }
    }

    @Test
    void a_malformed_envelope_is_invalid_params_naming_the_key() {
        var missingCapabilities = envelope();
        missingCapabilities.remove("io.modelcontextprotocol/clientCapabilities");
        var cases = new JsonObject[] {
            missingCapabilities,
            envelope().put("io.modelcontextprotocol/protocolVersion", 20260728),
            envelope().put("io.modelcontextprotocol/clientCapabilities", "all"),
            envelope().put("io.modelcontextprotocol/clientInfo", new JsonObject().put("name", "t")),
            envelope().put("io.modelcontextprotocol/logLevel", "loud")
        };
        for (var meta : cases) {
            var error = error(
                    Revision2026Admission.of(MODERN_LIST, request("tools/list", new JsonObject().put("_meta", meta))));
            assertThat(error.getInteger("code")).as(meta.encode()).isEqualTo(-32602);
            assertThat(error.getString("message"))
                    .startsWith("Invalid _meta envelope for protocol revision 2026-07-28: io.modelcontextprotocol/");
        }
        var headerOnly = error(Revision2026Admission.of(MODERN_LIST, request("tools/list", new JsonObject())));
        assertThat(headerOnly.getInteger("code")).isEqualTo(-32602);
        assertThat(headerOnly.getJsonObject("data").getJsonObject("envelope").getJsonArray("missing"))
                .containsExactly("io.modelcontextprotocol/protocolVersion");
    }

    @Test
    void an_unsupported_version_is_32022_listing_what_is_supported() {
        for (var version : new String[] {"2027-01-01", "2025-11-25"}) {
            var meta = envelope().put("io.modelcontextprotocol/protocolVersion", version);
            var error = error(Revision2026Admission.of(
                    new Headers(version, "tools/list", null),
                    request("tools/list", new JsonObject().put("_meta", meta))));
            assertThat(error.getInteger("code")).isEqualTo(-32022);
            assertThat(error.getJsonObject("data"))
                    .isEqualTo(new JsonObject()
                            .put("supported", new JsonArray().add("2026-07-28"))
                            .put("requested", version));
        }
    }

    @Test
    void initialize_with_a_2026_header_is_refused_and_notifications_need_no_routing_headers() {
        var error = error(Revision2026Admission.of(
                new Headers("2026-07-28", null, null), request("initialize", new JsonObject())));
        assertThat(error.getInteger("code")).isEqualTo(-32020);
        var notification = new JsonObject()
                .put("jsonrpc", "2.0")
                .put("method", "notifications/cancelled")
                .put("params", new JsonObject().put("_meta", envelope()));
        assertThat(Revision2026Admission.of(new Headers(null, null, null), notification)
                        .route())
                .isEqualTo(Route.MODERN);
    }
}
