package io.sigment.docs;

/**
 * {@code llms.txt} as llmstxt.org describes it (an H1 title, a blockquote summary, then H2 sections of
 * {@code - [name](url): description} links, here to each page's Markdown) and {@code llms-full.txt}, every
 * page's Markdown in navigation order.
 */
public final class LlmsText {
    private LlmsText() {}

    public static String index(DocsSite site) {
        var links = site.links();
        var text = new StringBuilder();
        text.append("# ")
                .append(site.title())
                .append("\n\n> ")
                .append(site.summary())
                .append("\n\n");
        text.append("Every page is Markdown at its address plus `.mdx`; all of them in one file: ")
                .append(links.docsUrl())
                .append("/llms-full.txt. A documentation MCP server at ")
                .append(links.docsUrl())
                .append("/mcp (no token) offers `search_docs` and `get_doc_page`.\n");
        for (var section : site.sections()) {
            text.append("\n## ").append(section).append("\n\n");
            for (var page : site.section(section)) {
                text.append("- [")
                        .append(page.title())
                        .append("](")
                        .append(links.markdownUrl(page.path()))
                        .append("): ")
                        .append(page.description())
                        .append('\n');
            }
        }
        return text.toString();
    }

    public static String full(DocsSite site) {
        var text = new StringBuilder();
        text.append("# ")
                .append(site.title())
                .append("\n\n> ")
                .append(site.summary())
                .append("\n");
        for (var page : site.pages()) {
            text.append("\n\n---\n\nSource: ")
                    .append(site.links().markdownUrl(page.path()))
                    .append("\n\n")
                    .append(site.markdown(page).strip())
                    .append('\n');
        }
        return text.toString();
    }
}
