package io.sigment.gateway.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.docs.DocsSite;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The documentation MCP server at {docs_url}/mcp over HTTP: protocol rules, no token, search_docs, get_doc_page. */
class DocsMcpTest {
    private static final DocsServer server = DocsServer.shared();
    private static final DocsSite site = server.routes.site();

    @Test
    void it_needs_no_token_and_says_who_it_is() {
        var result = request(
                "initialize",
                new JsonObject()
                        .put("protocolVersion", "2025-11-25")
                        .put("capabilities", new JsonObject())
                        .put("clientInfo", new JsonObject().put("name", "t").put("version", "1")));
        assertThat(result.getString("protocolVersion")).isEqualTo("2025-11-25");
        assertThat(result.getJsonObject("serverInfo").getString("name")).isEqualTo("sigment-docs");
        assertThat(result.getJsonObject("capabilities").fieldNames()).containsExactly("tools");
        assertThat(result.getString("instructions")).contains("search_docs");
        assertThat(request("ping", new JsonObject())).isEmpty();
    }

    @Test
    void tools_list_is_exactly_the_two_read_only_tools() throws Exception {
        var tools = request("tools/list", new JsonObject()).getJsonArray("tools");
        assertThat(tools).isEqualTo(new JsonArray(Files.readString(Path.of("src/main/resources/mcp/docs-tools.json"))));
        for (var t : tools) {
            var tool = (JsonObject) t;
            assertThat(tool.getJsonObject("annotations").getBoolean("readOnlyHint"))
                    .isTrue();
            assertThat(tool.getJsonObject("inputSchema").getBoolean("additionalProperties"))
                    .isFalse();
        }
        assertThat(tools.stream().map(t -> ((JsonObject) t).getString("name")))
                .containsExactly("search_docs", "get_doc_page");
    }

    @Test
    void it_follows_the_protocol_rules_of_mcp() {
        var get = server.get("/docs/mcp");
        assertThat(get.status()).isEqualTo(405);
        assertThat(get.response().headers().firstValue("Allow")).contains("POST");
        var notification = post(
                new JsonObject()
                        .put("jsonrpc", "2.0")
                        .put("method", "notifications/initialized")
                        .encode(),
                Map.of());
        assertThat(notification.status()).isEqualTo(202);
        assertThat(notification.body()).isEmpty();
        var foreign = post(message("ping", new JsonObject()), Map.of("Origin", "https://evil.example"));
        assertThat(foreign.status()).isEqualTo(403);
        var local = post(message("ping", new JsonObject()), Map.of("Origin", "http://localhost:6274"));
        assertThat(local.status()).isEqualTo(200);
        assertThat(post("[]", Map.of()).status()).isEqualTo(400);
        assertThat(post(message("ping", new JsonObject()), Map.of("MCP-Protocol-Version", "1999-01-01"))
                        .status())
                .isEqualTo(400);
        assertThat(new JsonObject(post(message("prompts/list", new JsonObject()), Map.of())
                                .body())
                        .getJsonObject("error")
                        .getInteger("code"))
                .isEqualTo(-32601);
        assertThat(new JsonObject(post(message("tools/call", new JsonObject().put("name", "get_account")), Map.of())
                                .body())
                        .getJsonObject("error")
                        .getInteger("code"))
                .isEqualTo(-32602);
    }

    @Test
    void it_answers_revision_2026_07_28_as_the_documentation_server() {
        var meta = new JsonObject()
                .put("io.modelcontextprotocol/protocolVersion", "2026-07-28")
                .put("io.modelcontextprotocol/clientCapabilities", new JsonObject());
        var discover = new JsonObject(post(
                                new JsonObject()
                                        .put("jsonrpc", "2.0")
                                        .put("id", 7)
                                        .put("method", "server/discover")
                                        .put("params", new JsonObject().put("_meta", meta))
                                        .encode(),
                                Map.of("MCP-Protocol-Version", "2026-07-28", "Mcp-Method", "server/discover"))
                        .body())
                .getJsonObject("result");
        assertThat(discover.getJsonObject("capabilities").fieldNames()).containsExactly("tools");
        assertThat(discover.getString("instructions")).contains("search_docs");
        assertThat(discover.getJsonObject("_meta")
                        .getJsonObject("io.modelcontextprotocol/serverInfo")
                        .getString("name"))
                .isEqualTo("sigment-docs");
        var call = new JsonObject(post(
                        new JsonObject()
                                .put("jsonrpc", "2.0")
                                .put("id", 8)
                                .put("method", "tools/call")
                                .put(
                                        "params",
                                        new JsonObject()
                                                .put("_meta", meta)
                                                .put("name", "get_doc_page")
                                                .put("arguments", new JsonObject().put("path", "errors")))
                                .encode(),
                        Map.of(
                                "MCP-Protocol-Version",
                                "2026-07-28",
                                "Mcp-Method",
                                "tools/call",
                                "Mcp-Name",
                                "get_doc_page"))
                .body());
        assertThat(call.getJsonObject("result").getString("resultType")).isEqualTo("complete");
        assertThat(call.getJsonObject("result")
                        .getJsonObject("structuredContent")
                        .getString("title"))
                .isEqualTo("Errors");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "how do I stop an agent from spending more than 50 credits | credits",
                "what does core reach mean | metrics",
                "why was my call refused with Too many active jobs | errors",
                "how do I connect Cursor to Sigment | getting-started",
                "revoke an API key or approve an OAuth agent | authentication",
                "how is the confidence interval of core % computed | measurement",
                "how do I poll a long job until it completes | jobs",
                "deploy Sigment on Kubernetes | self-hosting",
                "what does optimize_selection return | tools/optimize_selection",
                "how many requests in flight before 429 | limits"
            })
    void search_docs_ranks_the_page_that_answers_the_question_first(String question, String expected) {
        var result = callTool("search_docs", new JsonObject().put("query", question));
        assertThat(result.getBoolean("isError")).isFalse();
        var hits = result.getJsonObject("structuredContent").getJsonArray("results");
        assertThat(hits.getJsonObject(0).getString("path"))
                .as(question + " -> " + hits.encodePrettily())
                .isEqualTo(expected);
        var best = hits.getJsonObject(0);
        assertThat(best.getString("url")).isEqualTo(site.links().htmlUrl(expected));
        assertThat(best.getString("markdown_url")).isEqualTo(site.links().markdownUrl(expected));
        assertThat(best.getString("title"))
                .isEqualTo(site.page(expected).orElseThrow().title());
        assertThat(best.getString("passage")).isNotBlank();
        assertThat(site.page(expected).orElseThrow().markdown())
                .contains(best.getString("passage").replace("…", ""));
        assertThat(hits.size()).isLessThanOrEqualTo(5);
    }

    @Test
    void search_docs_respects_limit_and_says_what_to_do_when_nothing_matches() {
        var three =
                callTool("search_docs", new JsonObject().put("query", "credits").put("limit", 3));
        assertThat(three.getJsonObject("structuredContent").getJsonArray("results"))
                .hasSize(3);
        var nothing = callTool("search_docs", new JsonObject().put("query", "zzqx qqzx"))
                .getJsonObject("structuredContent");
        assertThat(nothing.getJsonArray("results")).isEmpty();
        assertThat(nothing.getString("message")).contains("/docs/llms.txt");
        var invalid = callTool("search_docs", new JsonObject().put("query", "x").put("limit", 11));
        assertThat(invalid.getBoolean("isError")).isTrue();
        assertThat(text(invalid))
                .startsWith("Invalid arguments:")
                .contains("query: at least 2 characters")
                .contains("limit: at most 10");
    }

    @Test
    void a_query_of_hundreds_of_distinct_words_is_answered_not_a_500() {
        var cjk = new StringBuilder();
        for (int i = 0; i < 400; i++) cjk.appendCodePoint(0x4E00 + i * 7);
        var result = callTool("search_docs", new JsonObject().put("query", cjk.toString()));
        assertThat(result.getBoolean("isError", false)).isFalse();
        var words = new StringBuilder();
        for (int i = 0; i < 120; i++) words.append("w").append(i).append(" credits ");
        assertThat(callTool(
                                "search_docs",
                                new JsonObject().put("query", words.toString().substring(0, 500)))
                        .getJsonObject("structuredContent")
                        .getJsonArray("results"))
                .isNotEmpty();
    }

    @Test
    void odd_page_addresses_are_not_found_errors_not_a_500() {
        for (var odd : new String[] {"http://[bad", "a://b c", "https://x.example/%zz", "::::", "http://"}) {
            var result = callTool("get_doc_page", new JsonObject().put("path", odd));
            assertThat(result.getBoolean("isError")).as(odd).isTrue();
            assertThat(text(result)).as(odd).startsWith("No documentation page matches");
        }
    }

    @Test
    void get_doc_page_round_trips_every_page_by_path_url_and_mdx_url() {
        for (var page : site.pages()) {
            for (var reference : new String[] {
                page.path(),
                site.links().htmlUrl(page.path()),
                site.links().markdownUrl(page.path()),
                site.links().htmlHref(page.path())
            }) {
                var result = callTool("get_doc_page", new JsonObject().put("path", reference));
                assertThat(result.getBoolean("isError")).as(reference).isFalse();
                var reply = result.getJsonObject("structuredContent");
                assertThat(reply.getString("path")).as(reference).isEqualTo(page.path());
                assertThat(reply.getString("title")).isEqualTo(page.title());
                assertThat(reply.getString("markdown"))
                        .as(reference)
                        .isEqualTo(server.get(site.links().markdownUrl(page.path()))
                                .body());
            }
        }
    }

    @Test
    void an_unknown_page_is_an_error_that_says_how_to_find_pages() {
        var result = callTool("get_doc_page", new JsonObject().put("path", "tools/no_such_tool"));
        assertThat(result.getBoolean("isError")).isTrue();
        assertThat(text(result))
                .startsWith("No documentation page matches \"tools/no_such_tool\".")
                .contains("search_docs")
                .contains(server.docsUrl() + "/llms.txt")
                .contains("tools/analyze_creators");
    }

    @Test
    void each_client_address_has_its_own_request_limit() {
        try (var limited = new DocsServer(Map.of(Setting.DOCS_CALLS_PER_MINUTE, 3))) {
            var url = limited.docsUrl() + "/mcp";
            for (int i = 0; i < 3; i++)
                assertThat(post(url, message("ping", new JsonObject()), Map.of())
                                .status())
                        .isEqualTo(200);
            var refused = post(url, message("ping", new JsonObject()), Map.of());
            assertThat(refused.status()).isEqualTo(429);
            assertThat(Long.parseLong(refused.response()
                            .headers()
                            .firstValue("Retry-After")
                            .orElseThrow()))
                    .isBetween(1L, 60L);
            assertThat(new JsonObject(refused.body()).getJsonObject("error").getString("message"))
                    .startsWith(
                            "Too many requests from this address to the documentation server: at most 3 per minute.");
        }
    }

    private static JsonObject callTool(String name, JsonObject arguments) {
        return request("tools/call", new JsonObject().put("name", name).put("arguments", arguments));
    }

    private static String text(JsonObject toolResult) {
        return toolResult.getJsonArray("content").getJsonObject(0).getString("text");
    }

    private static JsonObject request(String method, JsonObject params) {
        var reply = post(message(method, params), Map.of());
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        var json = new JsonObject(reply.body());
        assertThat(json.containsKey("error")).as(reply.body()).isFalse();
        return json.getJsonObject("result");
    }

    private static String message(String method, JsonObject params) {
        return new JsonObject()
                .put("jsonrpc", "2.0")
                .put("id", 1)
                .put("method", method)
                .put("params", params)
                .encode();
    }

    private static DocsServer.Reply post(String body, Map<String, String> headers) {
        return post(server.docsUrl() + "/mcp", body, headers);
    }

    private static DocsServer.Reply post(String url, String body, Map<String, String> headers) {
        var builder = HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(builder::header);
        return DocsServer.send(builder.build());
    }
}
