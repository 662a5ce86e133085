package io.sigment.web.docs;

import io.sigment.docs.DocsSite;
import io.sigment.docs.HtmlPages;
import io.sigment.docs.LlmsText;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.HashMap;
import java.util.Map;

/**
 * The documentation site for people and for agents that read pages: each page as HTML and as Markdown
 * ({@code .mdx}), {@code llms.txt}, {@code llms-full.txt} and the stylesheet, all rendered once when built.
 */
public final class DocsSitePages {
    /** The short address of the documentation's privacy page (redirected to it). */
    public static final String PRIVACY_PATH = "/privacy";

    private final DocsSite site;
    private final Map<String, String> html = new HashMap<>();
    private final Map<String, String> markdown = new HashMap<>();
    private final String notFound;
    private final String llms;
    private final String llmsFull;

    /** Renders every page: costly, so build it off the event loop. */
    public DocsSitePages(DocsSite site) {
        this.site = site;
        var pages = new DocsHtml(site);
        site.pages().forEach(page -> {
            html.put(page.path(), pages.page(page));
            markdown.put(page.path(), site.markdown(page));
        });
        this.notFound = pages.notFound("");
        this.llms = LlmsText.index(site);
        this.llmsFull = LlmsText.full(site);
    }

    /** Registers the site's routes under its path; routes registered before (its MCP server) come first. */
    public void mount(Router router) {
        var base = site.links().docsPath();
        var css = HtmlPages.stylesheet();
        router.get(base).handler(ctx -> {
            if (!ctx.request().path().equals(base)) {
                ctx.next();
                return;
            }
            ctx.response().setStatusCode(301).putHeader("Location", base + "/").end();
        });
        router.get(base + ".mdx").handler(ctx -> page(ctx, ".mdx"));
        router.get(PRIVACY_PATH)
                .handler(ctx -> ctx.response()
                        .setStatusCode(302)
                        .putHeader("Location", base + "/privacy")
                        .end());
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
                send(
                        ctx,
                        404,
                        "text/markdown; charset=utf-8",
                        "# Not found\n\nNo documentation page here. Every page is listed in "
                                + site.links().docsUrl() + "/llms.txt.\n");
            }
            return;
        }
        var page =
                html.get(path.isEmpty() ? "index" : path.endsWith("/") ? path.substring(0, path.length() - 1) : path);
        send(ctx, page == null ? 404 : 200, "text/html; charset=utf-8", page == null ? notFound : page);
    }

    private static void send(RoutingContext ctx, int status, String type, String body) {
        ctx.response().setStatusCode(status).putHeader("Content-Type", type).end(body);
    }
}
