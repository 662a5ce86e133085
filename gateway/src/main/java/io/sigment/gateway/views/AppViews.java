package io.sigment.gateway.views;

import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.OverlapMatrixOption;
import io.sigment.common.runtime.ClasspathText;
import io.sigment.gateway.auth.Principal;
import io.sigment.gateway.mcp.CacheHint;
import io.sigment.gateway.mcp.JsonRpc;
import io.sigment.gateway.mcp.McpMethods;
import io.sigment.gateway.tools.ToolCalls;
import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.web.share.AnalysisPictures;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * MCP Apps views ({@code io.modelcontextprotocol/ui}, SEP-1865): every {@code ui://sigment/<view>} a tool's
 * {@code _meta.ui.resourceUri} names is one self-contained HTML document ({@code text/html;profile=mcp-app}, no
 * network: its declared CSP domains are empty) that draws the tool result its host hands it. The analysis pictures
 * are drawn by the server's one renderer ({@link AnalysisPictures}, as on the share page) and read by the view as
 * the resource {@code sigment://analysis-pictures/<platform>/<analysis_id>[/<snapshot_id>]}, asked of the owning
 * service as the caller and limited like a call of the analysis's result tool.
 */
public final class AppViews implements McpMethods.Resources {
    public static final String MIME_TYPE = "text/html;profile=mcp-app";
    static final String PICTURES = "sigment://analysis-pictures/";
    /** The pictures as a resource template (RFC 6570: {@code {/snapshot_id}} is an optional path segment). */
    public static final String PICTURES_TEMPLATE = PICTURES + "{platform}/{analysis_id}{/snapshot_id}";
    /** A view changes only with a deploy and is the same for every caller. */
    static final CacheHint VIEW_HINT = new CacheHint(300_000, "public");
    /** The pictures of one snapshot never change; the latest ones change when the analysis is run again. */
    static final CacheHint SNAPSHOT_HINT = new CacheHint(600_000, "private");

    static final CacheHint LATEST_HINT = new CacheHint(0, "private");
    private static final Map<String, String[]> WORDS = Map.of(
            "analysis",
                    new String[] {
                        "Audience analysis",
                        "An analysis: headline numbers with their 95% intervals, the "
                                + "interest graph, the overlap heatmap, top creators and the recommended selection."
                    },
            "discovery",
                    new String[] {
                        "Discovery",
                        "A discovery: the creators found for a topic, grouped by subtopic, and "
                                + "their strongest overlaps."
                    },
            "selection",
                    new String[] {
                        "Optimized selection",
                        "optimize_selection's answer: the current and best "
                                + "selections, the gaps to the targets, creators holding it back and suggested "
                                + "additions."
                    });

    private record View(String uri, String name, String title, String description, String html) {}

    private final Map<String, View> views;
    private final ToolCatalog catalog;
    private final ToolCalls tools;

    private AppViews(Map<String, View> views, ToolCatalog catalog, ToolCalls tools) {
        this.views = views;
        this.catalog = catalog;
        this.tools = tools;
    }

    /** The views the catalog's tools name, each filled into {@code mcp/views/view.html}. */
    public static AppViews load(ToolCatalog catalog, ToolCalls tools) {
        var template = template();
        var views = new LinkedHashMap<String, View>();
        for (var tool : catalog.all()) {
            var uri = tool.view().orElse(null);
            if (uri == null || views.containsKey(uri)) continue;
            var name = uri.substring(uri.lastIndexOf('/') + 1);
            var words = WORDS.get(name);
            if (words == null) throw new IllegalStateException("tools.json names a view without a description: " + uri);
            views.put(
                    uri,
                    new View(
                            uri,
                            "sigment-" + name,
                            words[0],
                            words[1],
                            template.replace("{{view}}", name).replace("{{title}}", words[0])));
        }
        return new AppViews(views, catalog, tools);
    }

    private static String template() {
        return ClasspathText.read("/mcp/views/view.html");
    }

    /** No network for any view: every CSP domain list empty. */
    private static JsonObject uiMeta() {
        return new JsonObject()
                .put(
                        "ui",
                        new JsonObject()
                                .put(
                                        "csp",
                                        new JsonObject()
                                                .put("connectDomains", new JsonArray())
                                                .put("resourceDomains", new JsonArray())
                                                .put("frameDomains", new JsonArray())
                                                .put("baseUriDomains", new JsonArray()))
                                .put("prefersBorder", true));
    }

    @Override
    public JsonArray listing() {
        var listing = new JsonArray();
        views.values()
                .forEach(view -> listing.add(new JsonObject()
                        .put("uri", view.uri())
                        .put("name", view.name())
                        .put("title", view.title())
                        .put("description", view.description())
                        .put("mimeType", MIME_TYPE)
                        .put("_meta", uiMeta())));
        return listing;
    }

    @Override
    public JsonArray templates() {
        return new JsonArray()
                .add(new JsonObject()
                        .put("uriTemplate", PICTURES_TEMPLATE)
                        .put("name", "sigment-analysis-pictures")
                        .put("title", "Analysis pictures")
                        .put(
                                "description",
                                "The interest graph and the overlap heatmap of one of your "
                                        + "analyses, as two SVG images: its latest snapshot, or the snapshot named "
                                        + "(the share page's drawing).")
                        .put("mimeType", "image/svg+xml"));
    }

    @Override
    public CacheHint cacheHint(String uri) {
        if (views.containsKey(uri)) return VIEW_HINT;
        return uri.substring(PICTURES.length()).split("/", -1).length == 3 ? SNAPSHOT_HINT : LATEST_HINT;
    }

    /**
     * A view, or an analysis's pictures. A URI that is not one (bad syntax, a bad escape) is -32602 in every revision;
     * a
     * revoked or unapproved credential is refused, and counted, before the pictures' URI is decoded; a URI that names
     * nothing is "resource not found" (-32002, which revision 2026-07-28 answers as -32602).
     */
    @Override
    public Future<JsonObject> read(Optional<Principal> principal, String requestId, JsonObject params) {
        var uri = params.getValue("uri") instanceof String s ? s : null;
        if (uri == null)
            return Future.failedFuture(new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "params.uri must be a string"));
        var view = views.get(uri);
        if (view != null) {
            return Future.succeededFuture(new JsonObject()
                    .put(
                            "contents",
                            new JsonArray()
                                    .add(new JsonObject()
                                            .put("uri", uri)
                                            .put("mimeType", MIME_TYPE)
                                            .put("text", view.html())
                                            .put("_meta", uiMeta()))));
        }
        if (uri.startsWith(PICTURES)) return pictures(principal, requestId, uri);
        return Future.failedFuture(ResourceUris.malformed(uri)
                .map(problem -> ResourceUris.invalid(uri, problem))
                .orElseGet(() -> notFound(uri)));
    }

    private Future<JsonObject> pictures(Optional<Principal> principal, String requestId, String uri) {
        if (principal.isEmpty()) {
            return Future.failedFuture(new JsonRpc.Failure(
                    JsonRpc.INTERNAL_ERROR, ToolError.sessionUnconfirmed().getMessage()));
        }
        return tools.admit(principal.get(), null)
                .recover(AppViews::asFailure)
                .compose(admitted -> picturesOf(principal.get(), requestId, uri));
    }

    private Future<JsonObject> picturesOf(Principal principal, String requestId, String uri) {
        var malformed = ResourceUris.malformed(uri);
        if (malformed.isPresent()) return Future.failedFuture(ResourceUris.invalid(uri, malformed.get()));
        var parts = uri.substring(PICTURES.length()).split("/", -1);
        var tool = catalog.resultOf("analysis");
        if (parts.length < 2 || parts.length > 3 || tool.isEmpty()) return Future.failedFuture(notFound(uri));
        var args = new JsonObject().put("platform", decode(parts[0])).put("analysis_id", decode(parts[1]));
        if (parts.length == 3) args.put("snapshot_id", decode(parts[2]));
        return tools.reply(principal, requestId, tool.get(), args, OverlapMatrixOption.ask(new JsonObject()))
                .recover(AppViews::asFailure)
                .map(result -> {
                    var contents = new JsonArray();
                    AnalysisPictures.of(result)
                            .ifPresent(drawn -> contents.add(svg(uri + "#interest-graph", drawn.interestGraph()))
                                    .add(svg(uri + "#heatmap", drawn.heatmap())));
                    return new JsonObject().put("contents", contents);
                });
    }

    /** A standalone SVG document: inline in the share page's HTML the namespace is implied, here it must be said. */
    private static JsonObject svg(String uri, String markup) {
        var standalone = markup.startsWith("<svg xmlns=")
                ? markup
                : markup.replaceFirst("^<svg ", "<svg xmlns=\"http://www.w3.org/2000/svg\" ");
        return new JsonObject().put("uri", uri).put("mimeType", "image/svg+xml").put("text", standalone);
    }

    private static <T> Future<T> asFailure(Throwable cause) {
        return Future.failedFuture(cause instanceof ToolError error ? JsonRpc.failureOf(error) : cause);
    }

    /** One path segment of a URI {@link ResourceUris#malformed} accepted, so its escapes are valid. */
    private static String decode(String part) {
        return URLDecoder.decode(part, StandardCharsets.UTF_8);
    }

    private static JsonRpc.Failure notFound(String uri) {
        return new JsonRpc.Failure(
                JsonRpc.RESOURCE_NOT_FOUND,
                "Resource not found: " + uri + ". Call resources/list and "
                        + "resources/templates/list for what this server serves.",
                new JsonObject().put("uri", uri));
    }
}
