package io.sigment.web.docs;

/** The site's 404 page for {@code docs/not-found.jte}: the path asked for and where to start instead. */
public record DocsNotFound(DocsLayout layout, String path, String homeHref, String llmsHref) {}
