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
 * The site's pages' HTML bodies: each page's Markdown rendered by commonmark-java (GFM tables, heading anchors, raw
 * HTML escaped), and the local stylesheet. The layout around them (navigation, the page's Markdown address) is the
 * web module's template {@code docs/layout.jte}.
 */
public final class HtmlPages {
    private final Parser parser;
    private final HtmlRenderer renderer;

    public HtmlPages(DocsSite site) {
        List<Extension> extensions = List.of(TablesExtension.create(), HeadingAnchorExtension.create());
        this.parser = Parser.builder().extensions(extensions).build();
        AttributeProvider pageLinks = (node, tag, attributes) -> {
            if (node instanceof Link && attributes.containsKey("href")) {
                attributes.put("href", site.links().forHtml(attributes.get("href")));
            }
        };
        this.renderer = HtmlRenderer.builder()
                .extensions(extensions)
                .escapeHtml(true)
                .sanitizeUrls(true)
                .attributeProviderFactory(context -> pageLinks)
                .build();
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

    /** The page's Markdown as HTML (commonmark-java: raw HTML escaped, links to pages made the site's addresses). */
    public String body(DocPage page) {
        return renderer.render(parser.parse(page.markdown()));
    }
}
