package io.sigment.gateway.docs;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.docs.DocsSite;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The site over HTTP as readers and agents fetch it: HTML, {@code .mdx}, {@code llms.txt}, {@code llms-full.txt}. */
class DocsSiteTest {
    private static final Pattern HREF = Pattern.compile("(?:href|src)=\"([^\"]*)\"");
    private static final Pattern LLMS_LINK = Pattern.compile("^- \\[([^\\]]+)\\]\\(([^)\\s]+)\\)(: .+)?$");
    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final DocsServer server = DocsServer.shared();
    private static final DocsSite site = server.routes.site();

    @Test
    void the_docs_url_defaults_to_the_public_base_url_plus_docs() {
        assertThat(server.docsUrl()).isEqualTo(server.baseUrl + "/docs");
        assertThat(server.get("/docs").response().headers().firstValue("Location"))
                .contains("/docs/");
    }

    @Test
    void the_index_answers_its_markdown_at_the_docs_url_plus_mdx() {
        var index = site.markdown(site.pages().stream()
                .filter(p -> p.path().equals("index"))
                .findFirst()
                .orElseThrow());
        for (var url : new String[] {"/docs/.mdx", "/docs.mdx", "/docs/index.mdx"}) {
            var reply = server.get(url);
            assertThat(reply.status()).as(url).isEqualTo(200);
            assertThat(reply.body()).as(url).isEqualTo(index);
        }
    }

    @Test
    void every_page_answers_its_markdown_at_mdx_with_links_to_other_pages_as_mdx() {
        assertThat(site.pages()).hasSizeGreaterThanOrEqualTo(12 + 24 + 4);
        for (var page : site.pages()) {
            var reply = server.get(site.links().markdownUrl(page.path()));
            assertThat(reply.status()).as(page.path()).isEqualTo(200);
            assertThat(reply.type()).as(page.path()).startsWith("text/markdown");
            assertThat(reply.body())
                    .as(page.path())
                    .startsWith("# " + page.title())
                    .isEqualTo(site.markdown(page));
            var links = MARKDOWN_LINK.matcher(reply.body());
            while (links.find()) {
                var target = links.group(1);
                assertThat(target)
                        .as(page.path() + " links " + target)
                        .doesNotEndWith(".md")
                        .doesNotContain(".md#");
                if (target.startsWith(server.docsUrl())) {
                    assertThat(server.get(target.replaceFirst("#.*", "")).status())
                            .as(page.path() + " -> " + target)
                            .isEqualTo(200);
                }
            }
        }
        assertThat(server.get("/docs/no-such-page.mdx").status()).isEqualTo(404);
    }

    @Test
    void llms_txt_follows_the_llmstxt_format_and_lists_every_page() {
        var reply = server.get("/docs/llms.txt");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.type()).startsWith("text/plain");
        var lines = reply.body().lines().toList();
        assertThat(lines.get(0)).isEqualTo("# Sigment documentation");
        assertThat(lines.stream().filter(l -> l.startsWith("# ")).count())
                .as("exactly one H1")
                .isEqualTo(1);
        assertThat(lines.get(1)).isEmpty();
        assertThat(lines.get(2)).startsWith("> ").hasSizeGreaterThan(40);
        var firstSection = lines.indexOf(
                lines.stream().filter(l -> l.startsWith("## ")).findFirst().orElseThrow());
        assertThat(lines.subList(3, firstSection)).noneMatch(l -> l.startsWith("#"));
        var listed = new LinkedHashMap<String, String>();
        for (var line : lines.subList(firstSection, lines.size())) {
            if (line.isEmpty() || line.startsWith("## ")) continue;
            var link = LLMS_LINK.matcher(line);
            assertThat(link.matches()).as("a file-list line: " + line).isTrue();
            assertThat(link.group(3)).as("a description: " + line).isNotNull();
            listed.put(link.group(2), link.group(1));
        }
        assertThat(listed.keySet())
                .containsExactlyElementsOf(site.pages().stream()
                        .map(p -> site.links().markdownUrl(p.path()))
                        .toList());
        for (var url : listed.keySet())
            assertThat(server.get(url).status()).as(url).isEqualTo(200);
    }

    @Test
    void llms_full_txt_holds_every_page() {
        var full = server.get("/docs/llms-full.txt");
        assertThat(full.status()).isEqualTo(200);
        assertThat(full.type()).startsWith("text/plain");
        for (var page : site.pages())
            assertThat(full.body()).as(page.path()).contains(site.markdown(page).strip());
    }

    @Test
    void a_crawler_from_the_start_page_reaches_every_page_and_finds_no_broken_internal_link() {
        var seen = new HashSet<String>();
        var broken = new LinkedHashMap<String, String>();
        var queue = new ArrayDeque<>(List.of("/docs/"));
        seen.add("/docs/");
        while (!queue.isEmpty()) {
            var path = queue.poll();
            var reply = server.get(path);
            if (reply.status() != 200) {
                broken.put(path, "HTTP " + reply.status());
                continue;
            }
            if (!reply.type().startsWith("text/html")) continue;
            var hrefs = HREF.matcher(reply.body());
            while (hrefs.find()) {
                var href = hrefs.group(1).replaceFirst("#.*", "");
                if (!href.startsWith("/")) continue;
                if (seen.add(href)) queue.add(href);
            }
        }
        assertThat(broken).isEmpty();
        for (var page : site.pages())
            assertThat(seen).as(page.path()).contains(site.links().htmlHref(page.path()));
        assertThat(seen).contains("/docs/site.css", "/docs/llms.txt", "/docs/llms-full.txt");
    }

    @Test
    void html_pages_have_the_navigation_the_stylesheet_and_their_markdown_address() {
        var reply = server.get("/docs/tools/analyze_creators");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.type()).startsWith("text/html");
        assertThat(reply.body())
                .contains("<link rel=\"stylesheet\" href=\"/docs/site.css\">")
                .contains("<nav aria-label=\"Documentation\">")
                .contains("aria-current=\"page\">analyze_creators</a>")
                .contains("<table>")
                .contains(server.docsUrl() + "/tools/analyze_creators.mdx")
                .doesNotContain("<script")
                .doesNotContainPattern("<link[^>]+href=\"https?:");
        assertThat(server.get("/docs/site.css").type()).startsWith("text/css");
        var missing = server.get("/docs/no-such-page");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.body()).contains("llms.txt");
    }
}
