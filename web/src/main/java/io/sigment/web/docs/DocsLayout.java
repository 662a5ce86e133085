package io.sigment.web.docs;

import java.util.List;

/**
 * What {@code docs/layout.jte} puts around a documentation page: its title and description, the navigation, and
 * the footer's links.
 *
 * @param base the site's path ("/docs"), before site.css, llms.txt and llms-full.txt
 * @param markdownUrl the page's Markdown address for the footer; null on a page that has none
 */
public record DocsLayout(
        String title,
        String description,
        String base,
        String homeHref,
        String siteTitle,
        List<Section> sections,
        String markdownUrl) {

    /** A section of the navigation and its pages. */
    public record Section(String name, List<Link> links) {}

    /** A page in the navigation; {@code current} marks the page being shown. */
    public record Link(String href, String title, boolean current) {}
}
