package io.sigment.docs;

import java.util.List;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.HeadingAnchorExtension;
import org.commonmark.node.Link;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.AttributeProvider;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * The site's HTML: each page's Markdown rendered by commonmark-java (GFM tables, heading anchors, raw HTML
 * escaped) inside one layout with the navigation, the page's Markdown address and the local stylesheet.
 */
public final class HtmlPages {
  private final DocsSite site;
  private final Parser parser;
  private final HtmlRenderer renderer;

  public HtmlPages(DocsSite site) {
    this.site = site;
    List<Extension> extensions = List.of(TablesExtension.create(), HeadingAnchorExtension.create());
    this.parser = Parser.builder().extensions(extensions).build();
    AttributeProvider pageLinks = (node, tag, attributes) -> {
      if (node instanceof Link && attributes.containsKey("href")) {
        attributes.put("href", site.links().forHtml(attributes.get("href")));
      }
    };
    this.renderer = HtmlRenderer.builder().extensions(extensions).escapeHtml(true).sanitizeUrls(true)
        .attributeProviderFactory(context -> pageLinks).build();
  }

  /** The site's stylesheet, served beside the pages (no external resources). */
  public static String stylesheet() {
    try (var in = HtmlPages.class.getResourceAsStream("/docs/site.css")) {
      if (in == null) throw new IllegalStateException("docs/site.css is missing from the classpath");
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  public String page(DocPage page) {
    var body = renderer.render(parser.parse(page.markdown()));
    var title = page.title().equals(site.title()) ? page.title() : page.title() + " · " + site.title();
    return layout(title, page.description(), navigation(page.path()), body,
        "<a href=\"" + escape(site.links().markdownUrl(page.path())) + "\">This page as Markdown</a>");
  }

  public String notFound(String path) {
    var body = "<h1>No page here</h1><p>There is no documentation page at <code>" + escape(path) + "</code>.</p>"
        + "<p>Start from the <a href=\"" + escape(site.links().htmlHref("index")) + "\">documentation home</a>, "
        + "or read <a href=\"" + escape(site.links().docsPath() + "/llms.txt") + "\">llms.txt</a>, the list of pages.</p>";
    return layout("Not found · " + site.title(), "No such page", navigation(""), body, "");
  }

  private String navigation(String current) {
    var nav = new StringBuilder("<nav aria-label=\"Documentation\"><a class=\"home\" href=\"")
        .append(escape(site.links().htmlHref("index"))).append("\">").append(escape(site.title())).append("</a>");
    for (var section : site.sections()) {
      nav.append("<h2>").append(escape(section)).append("</h2><ul>");
      for (var page : site.section(section)) {
        nav.append("<li><a href=\"").append(escape(site.links().htmlHref(page.path())))
            .append(page.path().equals(current) ? "\" aria-current=\"page\">" : "\">")
            .append(escape(page.title())).append("</a></li>");
      }
      nav.append("</ul>");
    }
    return nav.append("</nav>").toString();
  }

  private String layout(String title, String description, String nav, String body, String footer) {
    var base = site.links().docsPath();
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        + "<title>" + escape(title) + "</title><meta name=\"description\" content=\"" + escape(description) + "\">"
        + "<link rel=\"stylesheet\" href=\"" + escape(base + "/site.css") + "\">"
        + "<link rel=\"alternate\" type=\"text/plain\" title=\"llms.txt\" href=\"" + escape(base + "/llms.txt") + "\">"
        + "</head><body><div class=\"layout\">" + nav + "<main>" + body + "<footer>" + footer
        + (footer.isEmpty() ? "" : " · ") + "<a href=\"" + escape(base + "/llms.txt") + "\">llms.txt</a> · <a href=\""
        + escape(base + "/llms-full.txt") + "\">llms-full.txt</a></footer></main></div></body></html>\n";
  }

  static String escape(String text) {
    var out = new StringBuilder(text.length());
    for (var c : text.toCharArray()) {
      out.append(switch (c) {
        case '<' -> "&lt;";
        case '>' -> "&gt;";
        case '&' -> "&amp;";
        case '"' -> "&quot;";
        default -> String.valueOf(c);
      });
    }
    return out.toString();
  }
}
