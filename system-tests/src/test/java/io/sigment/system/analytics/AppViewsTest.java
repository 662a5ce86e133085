package io.sigment.system.analytics;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.emulator.world.Creator;
import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.system.testing.AnalysisAgent;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.sigment.system.testing.TestStack;
import io.vertx.core.json.JsonObject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * MCP Apps (io.modelcontextprotocol/ui, SEP-1865) over raw HTTP in both protocol eras: three tools name their
 * {@code ui://sigment/...} view in {@code _meta.ui.resourceUri}, the server declares resources, lists and reads the
 * views as {@code text/html;profile=mcp-app} documents that load nothing from anywhere, and serves an analysis's
 * pictures (the share page's renderer) to the analysis's own workspace only.
 */
@Tag("stack")
class AppViewsTest {
    private static final String MIME = "text/html;profile=mcp-app";
    private static final Map<String, String> VIEWS = Map.of(
            "get_analysis_result",
            "ui://sigment/analysis",
            "get_discovery",
            "ui://sigment/discovery",
            "optimize_selection",
            "ui://sigment/selection");
    private static AnalysisAgent agent;
    private static McpHttp mcp;
    private static String analysisId;
    private static List<String> chosen;

    @BeforeAll
    static void anAnalysis() {
        var stack = TestStack.shared();
        chosen = EmulatorTruth.twoSubtopics(EmulatorTruth.instagram(stack), 3).stream()
                .map(Creator::handle)
                .toList();
        agent = new AnalysisAgent();
        analysisId = agent.analyzeCreators(chosen).analysisId();
        mcp = new McpHttp(stack.gatewayUrl() + "/mcp", agent.user.apiKey());
    }

    @Test
    void three_tools_name_their_view_and_no_parameter_changed() {
        var tools = mcp.request("tools/list", new JsonObject()).getJsonArray("tools");
        assertThat(tools).hasSize(ToolCatalog.load().all().size());
        for (var t : tools) {
            var tool = (JsonObject) t;
            var uri = tool.getJsonObject("_meta", new JsonObject())
                    .getJsonObject("ui", new JsonObject())
                    .getString("resourceUri");
            assertThat(uri).as(tool.getString("name")).isEqualTo(VIEWS.get(tool.getString("name")));
            assertThat(tool.fieldNames())
                    .as("gateway-only keys stay out of the listing")
                    .doesNotContain("service", "answersAsTask", "readsTasks", "resultOfJobKind");
        }
    }

    @Test
    void both_eras_declare_resources_and_list_the_three_views_with_no_network() {
        var initialized = mcp.request(
                "initialize",
                new JsonObject()
                        .put("protocolVersion", "2025-11-25")
                        .put("capabilities", new JsonObject())
                        .put("clientInfo", new JsonObject().put("name", "t").put("version", "1")));
        assertThat(initialized.getJsonObject("capabilities").containsKey("resources"))
                .isTrue();
        var discovered = mcp.modern("server/discover", new JsonObject()).getJsonObject("result");
        assertThat(discovered.getJsonObject("capabilities").containsKey("resources"))
                .isTrue();

        var legacy = mcp.request("resources/list", new JsonObject()).getJsonArray("resources");
        var current = mcp.modern("resources/list", new JsonObject()).getJsonObject("result");
        assertThat(current.getString("resultType")).isEqualTo("complete");
        assertThat(current.getJsonArray("resources")).isEqualTo(legacy);
        assertThat(legacy.stream().map(r -> ((JsonObject) r).getString("uri")))
                .containsExactlyInAnyOrderElementsOf(VIEWS.values());
        for (var r : legacy) {
            var resource = (JsonObject) r;
            assertThat(resource.getString("mimeType")).isEqualTo(MIME);
            assertThat(resource.getString("name")).isNotBlank();
            assertThat(resource.getString("description")).isNotBlank();
            noDomains(resource.getJsonObject("_meta"));
        }
    }

    @Test
    void each_view_is_one_self_contained_document_that_loads_nothing() {
        var external = Pattern.compile(
                "(?i)(src|href)\\s*=|@import|url\\(|fetch\\(|XMLHttpRequest|WebSocket|EventSource|https?://");
        for (var uri : VIEWS.values()) {
            var legacy = mcp.request("resources/read", new JsonObject().put("uri", uri))
                    .getJsonArray("contents");
            var current = mcp.modern("resources/read", new JsonObject().put("uri", uri))
                    .getJsonObject("result");
            assertThat(current.getJsonArray("contents")).isEqualTo(legacy);
            assertThat(legacy).hasSize(1);
            var content = legacy.getJsonObject(0);
            assertThat(content.getString("uri")).isEqualTo(uri);
            assertThat(content.getString("mimeType")).isEqualTo(MIME);
            var html = content.getString("text");
            assertThat(html).startsWith("<!DOCTYPE html>").contains("</html>").doesNotContain("{{");
            // The first reference found, if any (a description built by replaceAll("(?s).*?(...).*") backtracked over
            // each
            // whole document, about 18 s a view, even when nothing matched).
            var loaded = external.matcher(html);
            assertThat(loaded.find() ? loaded.group() : null)
                    .as(uri + " loads nothing")
                    .isNull();
            noDomains(content.getJsonObject("_meta"));
        }
    }

    @Test
    void the_pictures_are_the_share_pages_drawing_for_the_analysis_own_workspace_only() {
        var uri = "sigment://analysis-pictures/instagram/" + URLEncoder.encode(analysisId, StandardCharsets.UTF_8);
        var contents =
                mcp.request("resources/read", new JsonObject().put("uri", uri)).getJsonArray("contents");
        assertThat(contents).hasSize(2);
        var graph = contents.getJsonObject(0);
        assertThat(graph.getString("uri")).isEqualTo(uri + "#interest-graph");
        assertThat(graph.getString("mimeType")).isEqualTo("image/svg+xml");
        assertThat(count(graph.getString("text"), "class=\"node\"")).isEqualTo(chosen.size());
        for (var handle : chosen) assertThat(graph.getString("text")).contains("data-handle=\"" + handle + "\"");
        var heatmap = contents.getJsonObject(1);
        assertThat(heatmap.getString("uri")).isEqualTo(uri + "#heatmap");
        assertThat(count(heatmap.getString("text"), "class=\"cell\"")).isEqualTo(chosen.size() * chosen.size());
        var latest =
                mcp.modern("resources/read", new JsonObject().put("uri", uri)).getJsonObject("result");
        assertThat(latest.getJsonArray("contents")).isEqualTo(contents);
        assertThat(latest.getString("cacheScope"))
                .as("the pictures are the caller's own")
                .isEqualTo("private");
        assertThat(latest.getLong("ttlMs"))
                .as("the latest pictures change when the analysis runs again")
                .isZero();

        var stranger = new McpHttp(
                TestStack.shared().gatewayUrl() + "/mcp",
                TestAccounts.newUser(TestStack.shared()).apiKey());
        var refused = stranger.post(
                        new JsonObject()
                                .put("jsonrpc", "2.0")
                                .put("id", 1)
                                .put("method", "resources/read")
                                .put("params", new JsonObject().put("uri", uri)),
                        Map.of())
                .json()
                .getJsonObject("error");
        assertThat(refused.getInteger("code")).isEqualTo(-32002);
        assertThat(refused.getString("message")).startsWith("Not found");
        var unknown = mcp.post(
                        new JsonObject()
                                .put("jsonrpc", "2.0")
                                .put("id", 1)
                                .put("method", "resources/read")
                                .put("params", new JsonObject().put("uri", "ui://sigment/nothing")),
                        Map.of())
                .json()
                .getJsonObject("error");
        assertThat(unknown.getInteger("code")).isEqualTo(-32002);
    }

    private static void noDomains(JsonObject meta) {
        var csp = meta.getJsonObject("ui").getJsonObject("csp");
        for (var key : List.of("connectDomains", "resourceDomains", "frameDomains", "baseUriDomains")) {
            assertThat(csp.getJsonArray(key)).as(key).isEmpty();
        }
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) n++;
        return n;
    }
}
