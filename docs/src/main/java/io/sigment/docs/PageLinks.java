package io.sigment.docs;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Links between pages are written {@code [text](path.md)} or {@code [text](path.md#anchor)} in the sources, so
 * they also work where the Markdown is read as files. Served HTML links to the page's HTML address, served
 * Markdown to its {@code .mdx} address.
 */
public final class PageLinks {
    private static final Pattern TARGET = Pattern.compile("([a-z0-9_/-]+)\\.md(#[A-Za-z0-9_-]+)?");
    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\]\\(" + TARGET.pattern() + "\\)");

    private final String docsUrl;
    private final String docsPath;

    public PageLinks(String docsUrl) {
        this.docsUrl = stripSlash(docsUrl);
        var path = java.net.URI.create(this.docsUrl).getPath();
        this.docsPath = path == null ? "" : stripSlash(path);
    }

    /** The site's address without a trailing slash. */
    public String docsUrl() {
        return docsUrl;
    }

    /** The path the site is served under, e.g. {@code /docs} (empty when served at the root). */
    public String docsPath() {
        return docsPath;
    }

    public String htmlUrl(String page) {
        return docsUrl + htmlSuffix(page);
    }

    public String markdownUrl(String page) {
        return docsUrl + "/" + page + ".mdx";
    }

    /** Root-relative HTML address of a page, as the site's own links use it. */
    public String htmlHref(String page) {
        return docsPath + htmlSuffix(page);
    }

    /** The page a source link points at, if it is a link to a page ({@code path.md}). */
    public static Optional<String> pageOf(String destination) {
        var m = TARGET.matcher(destination);
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** A source link rewritten for HTML; other links unchanged. */
    public String forHtml(String destination) {
        var m = TARGET.matcher(destination);
        if (!m.matches()) return destination;
        return htmlHref(m.group(1)) + (m.group(2) == null ? "" : m.group(2));
    }

    /** Markdown with every page link made an absolute {@code .mdx} address. */
    public String forMarkdown(String markdown) {
        return MARKDOWN_LINK
                .matcher(markdown)
                .replaceAll(m -> Matcher.quoteReplacement(
                        "](" + markdownUrl(m.group(1)) + (m.group(2) == null ? "" : m.group(2)) + ")"));
    }

    private static String htmlSuffix(String page) {
        return page.equals("index") ? "/" : "/" + page;
    }

    private static String stripSlash(String s) {
        return s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
    }
}
