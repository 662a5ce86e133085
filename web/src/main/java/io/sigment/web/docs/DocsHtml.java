package io.sigment.web.docs;

import io.sigment.docs.DocPage;
import io.sigment.docs.DocsSite;
import io.sigment.docs.HtmlPages;
import io.sigment.web.Templates;
import java.util.ArrayList;

/** The documentation site's pages as HTML: each page's Markdown body (the docs module's) in the site's layout. */
final class DocsHtml {
    private final DocsSite site;
    private final HtmlPages bodies;

    DocsHtml(DocsSite site) {
        this.site = site;
        this.bodies = new HtmlPages(site);
    }

    String page(DocPage page) {
        var title = page.title().equals(site.title()) ? page.title() : page.title() + " · " + site.title();
        return Templates.render(
                "docs/article.jte",
                new DocsArticle(
                        layout(
                                title,
                                page.description(),
                                page.path(),
                                site.links().markdownUrl(page.path())),
                        bodies.body(page)));
    }

    String notFound(String path) {
        return Templates.render(
                "docs/not-found.jte",
                new DocsNotFound(
                        layout("Not found · " + site.title(), "No such page", "", null),
                        path,
                        site.links().htmlHref("index"),
                        site.links().docsPath() + "/llms.txt"));
    }

    private DocsLayout layout(String title, String description, String current, String markdownUrl) {
        var sections = new ArrayList<DocsLayout.Section>();
        for (var section : site.sections()) {
            var links = new ArrayList<DocsLayout.Link>();
            for (var page : site.section(section)) {
                links.add(new DocsLayout.Link(
                        site.links().htmlHref(page.path()),
                        page.title(),
                        page.path().equals(current)));
            }
            sections.add(new DocsLayout.Section(section, links));
        }
        return new DocsLayout(
                title,
                description,
                site.links().docsPath(),
                site.links().htmlHref("index"),
                site.title(),
                sections,
                markdownUrl);
    }
}
