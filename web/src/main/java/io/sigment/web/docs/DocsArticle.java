package io.sigment.web.docs;

/** A documentation page for {@code docs/article.jte}: its layout and its body, commonmark's HTML of its Markdown. */
public record DocsArticle(DocsLayout layout, String html) {}
