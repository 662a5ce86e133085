package io.sigment.gateway.docs;

import io.sigment.common.ToolError;
import io.sigment.common.runtime.ClasspathText;
import io.sigment.docs.DocPage;
import io.sigment.docs.DocsSearch;
import io.sigment.docs.DocsSite;
import io.sigment.gateway.auth.Principal;
import io.sigment.gateway.mcp.JsonRpc;
import io.sigment.gateway.mcp.McpMethods;
import io.sigment.gateway.tools.ArgumentCheck;
import io.sigment.gateway.tools.ToolResults;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The documentation MCP server's two read-only tools ({@code mcp/docs-tools.json}): {@code search_docs} (BM25
 * over the site's sections) and {@code get_doc_page} (one page's Markdown). Arguments are checked against the
 * tools' input schemas like every tool call of {@code /mcp}.
 */
public final class DocsTools implements McpMethods.ToolCaller {
    private final JsonArray listing;
    private final ArgumentCheck arguments;
    private final DocsSite site;
    /**
     * The search index (Lucene), built on a worker at the first {@code search_docs}: most gateway processes never get
     * one, and building it was about a tenth of a gateway's start (0.3 CPU-seconds). Null until then, and again after
     * a build that failed (the next search tries again).
     */
    private Future<DocsSearch> index;

    public DocsTools(DocsSite site) {
        this.listing = new JsonArray(resource());
        var schemas = new LinkedHashMap<String, JsonObject>();
        listing.forEach(
                t -> schemas.put(((JsonObject) t).getString("name"), ((JsonObject) t).getJsonObject("inputSchema")));
        this.arguments = new ArgumentCheck(schemas);
        this.site = site;
    }

    /** The {@code tools} array of {@code tools/list}. */
    public JsonArray listing() {
        return listing.copy();
    }

    @Override
    public Future<JsonObject> call(Optional<Principal> principal, String requestId, JsonObject params) {
        var name = params.getValue("name") instanceof String s ? s : null;
        if (!"search_docs".equals(name) && !"get_doc_page".equals(name)) {
            return Future.failedFuture(new JsonRpc.Failure(
                    JsonRpc.INVALID_PARAMS, "Unknown tool: " + name + ". Call tools/list to see the available tools."));
        }
        if (params.getValue("arguments") != null && !(params.getValue("arguments") instanceof JsonObject)) {
            return Future.failedFuture(new JsonRpc.Failure(JsonRpc.INVALID_PARAMS, "arguments must be an object"));
        }
        var given = params.getJsonObject("arguments", new JsonObject());
        var problems = arguments.problems(name, given);
        if (!problems.isEmpty()) {
            return Future.succeededFuture(ToolResults.failure(ToolError.invalidArguments(String.join("; ", problems))));
        }
        var args = arguments.withDefaults(name, given);
        if (name.equals("search_docs")) {
            return index().compose(
                            search -> answer(() -> search(search, args.getString("query"), args.getInteger("limit"))));
        }
        return answer(() -> page(args.getString("path")));
    }

    private static Future<JsonObject> answer(Supplier<JsonObject> result) {
        try {
            return Future.succeededFuture(ToolResults.success(result.get()));
        } catch (ToolError error) {
            return Future.succeededFuture(ToolResults.failure(error));
        } catch (RuntimeException unexpected) {
            return Future.failedFuture(unexpected); // logged and answered as a JSON-RPC internal error, never a 500
        }
    }

    /** The search index, building it off the event loop at the first call (on this thread outside Vert.x). */
    private synchronized Future<DocsSearch> index() {
        if (index == null) {
            var context = Vertx.currentContext();
            var building = context == null
                    ? Future.<DocsSearch>future(p -> p.complete(new DocsSearch(site.pages())))
                    : context.executeBlocking(() -> new DocsSearch(site.pages()), false);
            index = building;
            building.onFailure(e -> forget(building));
        }
        return index;
    }

    private synchronized void forget(Future<DocsSearch> failed) {
        if (index == failed) index = null;
    }

    private JsonObject search(DocsSearch search, String query, int limit) {
        var results = new JsonArray();
        for (var hit : search.search(query, limit)) {
            results.add(describe(hit.page()).put("section", hit.section()).put("passage", hit.passage()));
        }
        var reply = new JsonObject().put("query", query).put("results", results);
        if (results.isEmpty()) {
            reply.put(
                    "message",
                    "No page matches these words. Try other words, or read "
                            + site.links().docsUrl() + "/llms.txt, which lists every page.");
        }
        return reply;
    }

    private JsonObject page(String reference) {
        var page = site.find(reference)
                .orElseThrow(() -> ToolError.noDocsPage(reference, site.links().docsUrl()));
        return describe(page).put("markdown", site.markdown(page));
    }

    private JsonObject describe(DocPage page) {
        return new JsonObject()
                .put("path", page.path())
                .put("title", page.title())
                .put("url", site.links().htmlUrl(page.path()))
                .put("markdown_url", site.links().markdownUrl(page.path()));
    }

    private static String resource() {
        return ClasspathText.read("/mcp/docs-tools.json");
    }
}
