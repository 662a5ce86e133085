package io.sigment.gateway.docs;

import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.docs.DocsSite;
import io.sigment.docs.HtmlPages;
import io.sigment.docs.LlmsText;
import io.sigment.gateway.GatewayMetrics;
import io.sigment.gateway.http.ClientAddresses;
import io.sigment.gateway.http.OriginPolicy;
import io.sigment.gateway.http.RequestBodies;
import io.sigment.gateway.mcp.McpEndpoint;
import io.sigment.gateway.mcp.McpMethods;
import io.sigment.gateway.prompts.PromptCatalog;
import io.sigment.gateway.tools.ToolCatalog;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;

/**
 * The documentation site at {@code {docs_url}}: each page as HTML and as Markdown ({@code <page>.mdx}),
 * {@code llms.txt}, {@code llms-full.txt}, the stylesheet, and the documentation MCP server at
 * {@code {docs_url}/mcp} (no token; {@code /mcp}'s protocol rules; its own limit per client address). Tool and
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
  private final Map<String, String> html = new HashMap<>();
  private final Map<String, String> markdown = new HashMap<>();
  private final String notFound;
  private final DocsTools tools;
  private final String llms;
  private final String llmsFull;

  public DocsRoutes(Config config, ToolCatalog tools, PromptCatalog prompts, GatewayMetrics metrics, String version) {
    this.config = config;
    var outlines = new HashMap<String, String>();
    prompts.definitions().forEach(p -> {
      var name = ((JsonObject) p).getString("name");
      outlines.put(name, prompts.outline(name));
    });
    this.site = DocsSite.build(config.docsUrl(), SiteVariables.of(config), tools.listing(), prompts.definitions(),
        outlines);
    if (site.links().docsPath().isEmpty()) {
      throw new IllegalStateException(Setting.DOCS_URL.env() + " must have a path, e.g. https://example.com/docs");
    }
    this.metrics = metrics;
    this.version = version;
    var pages = new HtmlPages(site);
    site.pages().forEach(page -> {
      html.put(page.path(), pages.page(page));
      markdown.put(page.path(), site.markdown(page));
    });
    this.notFound = pages.notFound("");
    // The search index (Lucene) is built here, on the worker that builds this object, never in mount().
    this.tools = new DocsTools(site);
    this.llms = LlmsText.index(site);
    this.llmsFull = LlmsText.full(site);
  }

  public DocsSite site() {
    return site;
  }

  /** Only registers routes: everything costly was built by the constructor (off the event loop). */
  public void mount(Router router, OriginPolicy origins, Clock clock) {
    var base = site.links().docsPath();
    var css = HtmlPages.stylesheet();
    var methods = new McpMethods(new McpMethods.Identity("sigment-docs", "Sigment documentation", INSTRUCTIONS, INSTRUCTIONS),
        tools::listing, tools, null, version);
    var endpoint = McpEndpoint.withoutToken(methods, metrics);

    router.route(base + "/mcp").handler(origins.cors());
    router.post(base + "/mcp")
        .handler(new ClientAddressLimit(config.integer(Setting.DOCS_CALLS_PER_MINUTE), clock, metrics,
            ClientAddresses.of(config)));
    router.post(base + "/mcp").handler(RequestBodies.upTo(MAX_BODY_BYTES)).handler(endpoint);
    router.route(base + "/mcp").handler(ctx -> ctx.response().setStatusCode(405).putHeader("Allow", "POST").end());
    router.get(base).handler(ctx -> {
      if (!ctx.request().path().equals(base)) {
        ctx.next();
        return;
      }
      ctx.response().setStatusCode(301).putHeader("Location", base + "/").end();
    });
    router.get(base + ".mdx").handler(ctx -> page(ctx, ".mdx"));
    router.get(io.sigment.gateway.http.HtmlPages.PRIVACY_PATH).handler(ctx -> ctx.response().setStatusCode(302)
        .putHeader("Location", base + "/privacy").end());
    router.get(base + "/llms.txt").handler(ctx -> send(ctx, 200, "text/plain; charset=utf-8", llms));
    router.get(base + "/llms-full.txt").handler(ctx -> send(ctx, 200, "text/plain; charset=utf-8", llmsFull));
    router.get(base + "/site.css").handler(ctx -> send(ctx, 200, "text/css; charset=utf-8", css));
    router.get(base + "/*").handler(ctx -> page(ctx, ctx.request().path().substring(base.length() + 1)));
  }

  private void page(RoutingContext ctx, String path) {
    if (path.endsWith(".mdx")) {
      var name = path.substring(0, path.length() - ".mdx".length());
      var text = markdown.get(name.isEmpty() || name.equals("/") ? "index" : name);
      if (text != null) {
        send(ctx, 200, "text/markdown; charset=utf-8", text);
      } else {
        send(ctx, 404, "text/markdown; charset=utf-8", "# Not found\n\nNo documentation page here. Every page is listed in "
            + site.links().docsUrl() + "/llms.txt.\n");
      }
      return;
    }
    var page = html.get(path.isEmpty() ? "index" : path.endsWith("/") ? path.substring(0, path.length() - 1) : path);
    send(ctx, page == null ? 404 : 200, "text/html; charset=utf-8", page == null ? notFound : page);
  }

  private static void send(RoutingContext ctx, int status, String type, String body) {
    ctx.response().setStatusCode(status).putHeader("Content-Type", type).end(body);
  }
}
