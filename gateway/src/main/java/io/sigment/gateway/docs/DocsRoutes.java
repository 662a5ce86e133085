package io.sigment.gateway.docs;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.docs.DocsSite;
import io.sigment.gateway.GatewayMetrics;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.gateway.http.OriginPolicy;
import io.sigment.gateway.http.RequestBodies;
import io.sigment.gateway.mcp.McpEndpoint;
import io.sigment.gateway.mcp.McpMethods;
import io.sigment.gateway.prompts.PromptCatalog;
import io.sigment.gateway.tools.ToolCatalog;
import io.sigment.web.docs.DocsSitePages;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import java.time.Clock;
import java.util.HashMap;

/**
 * The documentation site at {@code {docs_url}}: its pages (the web module's {@code DocsSitePages}: HTML, Markdown,
 * {@code llms.txt}) and the documentation MCP server at {@code {docs_url}/mcp} (no token; {@code /mcp}'s protocol
 * rules; its own limit per client address). Tool and
 * prompt pages are generated from the same catalogs {@code tools/list} and {@code prompts/list} serve.
 */
public final class DocsRoutes {
    private static final long MAX_BODY_BYTES = 65_536;
    private static final String INSTRUCTIONS = """
      Sigment's documentation. search_docs finds the pages that answer a question (ranked, with the matching \
      passage); get_doc_page returns a page's Markdown. Read credits, limits and errors before calling \
      Sigment's paid tools.""";

    private final Config config;
    private final DocsSite site;
    private final GatewayMetrics metrics;
    private final String version;
    private final DocsSitePages pages;
    private final DocsTools tools;

    public DocsRoutes(Config config, ToolCatalog tools, PromptCatalog prompts, GatewayMetrics metrics, String version) {
        this.config = config;
        var outlines = new HashMap<String, String>();
        prompts.definitions().forEach(p -> {
            var name = ((JsonObject) p).getString("name");
            outlines.put(name, prompts.outline(name));
        });
        this.site = DocsSite.build(
                config.docsUrl(), SiteVariables.of(config), tools.listing(), prompts.definitions(), outlines);
        if (site.links().docsPath().isEmpty()) {
            throw new IllegalStateException(
                    Setting.DOCS_URL.env() + " must have a path, e.g. https://example.com/docs");
        }
        this.metrics = metrics;
        this.version = version;
        // The pages are rendered here, on the worker that builds this object, never in mount(); the search index
        // (Lucene) at the first search_docs, on a worker too (DocsTools).
        this.pages = new DocsSitePages(site);
        this.tools = new DocsTools(site);
    }

    public DocsSite site() {
        return site;
    }

    /** Only registers routes: everything costly was built by the constructor (off the event loop). */
    public void mount(Router router, OriginPolicy origins, Clock clock) {
        var base = site.links().docsPath();
        var methods = new McpMethods(
                new McpMethods.Identity("sigment-docs", "Sigment documentation", INSTRUCTIONS, INSTRUCTIONS),
                tools::listing,
                tools,
                null,
                version);
        var endpoint = McpEndpoint.withoutToken(methods, metrics);

        router.route(base + "/mcp").handler(origins.cors());
        router.post(base + "/mcp")
                .handler(new ClientAddressLimit(
                        config.integer(Setting.DOCS_CALLS_PER_MINUTE), clock, metrics, ClientAddresses.of(config)));
        router.post(base + "/mcp").handler(RequestBodies.upTo(MAX_BODY_BYTES)).handler(endpoint);
        router.route(base + "/mcp")
                .handler(ctx -> ctx.response()
                        .setStatusCode(405)
                        .putHeader("Allow", "POST")
                        .end());
        pages.mount(router);
    }
}
