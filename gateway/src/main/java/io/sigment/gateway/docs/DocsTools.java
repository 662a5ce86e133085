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
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Optional;

/**
 * The documentation MCP server's two read-only tools ({@code mcp/docs-tools.json}): {@code search_docs} (BM25
 * over the site's sections) and {@code get_doc_page} (one page's Markdown). Arguments are checked against the
 * tools' input schemas like every tool call of {@code /mcp}.
 */
public final class DocsTools implements McpMethods.ToolCaller {
    private final JsonArray listing;
    private final ArgumentCheck arguments;
    private final DocsSite site;
    private final DocsSearch search;

    public DocsTools(DocsSite site) {
        this.listing = new JsonArray(resource());
        var schemas = new LinkedHashMap<String, JsonObject>();
        listing.forEach(
                t -> schemas.put(((JsonObject) t).getString("name"), ((JsonObject) t).getJsonObject("inputSchema")));
        this.arguments = new ArgumentCheck(schemas);
        this.site = site;
        this.search = new DocsSearch(site.pages());
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
        try {
            return Future.succeededFuture(ToolResults.success(
                    name.equals("search_docs")
                            ? search(args.getString("query"), args.getInteger("limit"))
                            : page(args.getString("path"))));
        } catch (ToolError error) {
            return Future.succeededFuture(ToolResults.failure(error));
        } catch (RuntimeException unexpected) {
            return Future.failedFuture(unexpected); // logged and answered as a JSON-RPC internal error, never a 500
        }
    }

    private JsonObject search(String query, int limit) {
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
