package io.sigment.web;

import gg.jte.html.HtmlTemplateOutput;

/**
 * Where a template writes its page: the template's own markup as it is, everything from a {@code ${...}} escaped by
 * {@link HtmlEscape} whatever the context (text or attribute value). jte's default output escapes a little less in
 * each context (no quotes in text, no {@code >} in attributes); this one keeps the pages' bytes as they were before
 * templates, and escapes at least as much everywhere.
 */
final class PageOutput implements HtmlTemplateOutput {
    private final StringBuilder html = new StringBuilder(8192);

    @Override
    public void setContext(String tagName, String attributeName) {}

    @Override
    public void writeContent(String value) {
        html.append(value);
    }

    @Override
    public void writeContent(String value, int beginIndex, int endIndex) {
        html.append(value, beginIndex, endIndex);
    }

    @Override
    public void writeUserContent(String value) {
        if (value != null) HtmlEscape.escapeTo(value, html);
    }

    @Override
    public String toString() {
        return html.toString();
    }
}
