package io.sigment.docs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PageLinksTest {
    private final PageLinks links = new PageLinks("https://sigment.example/docs/");

    @Test
    void source_links_become_html_paths_and_absolute_mdx_addresses() {
        assertThat(links.forHtml("credits.md")).isEqualTo("/docs/credits");
        assertThat(links.forHtml("tools/get_job.md#parameters")).isEqualTo("/docs/tools/get_job#parameters");
        assertThat(links.forHtml("index.md")).isEqualTo("/docs/");
        assertThat(links.forHtml("https://llmstxt.org")).isEqualTo("https://llmstxt.org");
        assertThat(links.forMarkdown("See [errors](errors.md#not-found) and [MCP](https://modelcontextprotocol.io)."))
                .isEqualTo(
                        "See [errors](https://sigment.example/docs/errors.mdx#not-found) and [MCP](https://modelcontextprotocol.io).");
    }

    @Test
    void a_page_needs_a_title_and_a_one_line_description() {
        var page = DocPage.parse("limits", "Using", "# Limits\n\n> What is refused.\n\nBody.\n");
        assertThat(page.title()).isEqualTo("Limits");
        assertThat(page.description()).isEqualTo("What is refused.");
        assertThatThrownBy(() -> DocPage.parse("bad", "Using", "# Bad\n\nNo description.\n"))
                .hasMessageContaining("'> description'");
    }
}
