package io.sigment.docs;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The whole site: the hand-written pages listed in {@code pages/site.json} (in its sections' order) and the
 * pages generated from the MCP catalog where a section says {@code "generated": "tools"} or {@code "prompts"}.
 */
public final class DocsSite {
    private final String title;
    private final String summary;
    private final PageLinks links;
    private final Map<String, DocPage> pages;
    private final List<String> sections;

    private DocsSite(String title, String summary, PageLinks links, Map<String, DocPage> pages, List<String> sections) {
        this.title = title;
        this.summary = summary;
        this.links = links;
        this.pages = pages;
        this.sections = sections;
    }

    /**
     * @param variables values of the {@code {{name}}} placeholders of the hand-written pages ({@code docs_url},
     *     {@code tool_count} and {@code prompt_count} are added); a placeholder without a value stops the build
     * @param tools the {@code tools/list} entries
     * @param prompts the prompt definitions (name, title, description, arguments with defaults)
     * @param promptOutlines per prompt, the instructions it expands into
     */
    public static DocsSite build(
            String docsUrl,
            Map<String, String> variables,
            JsonArray tools,
            JsonArray prompts,
            Map<String, String> promptOutlines) {
        var site = new JsonObject(resource("site.json"));
        var costs = new HashMap<String, String>();
        site.getJsonObject("costs").forEach(e -> costs.put(e.getKey(), (String) e.getValue()));
        var values = new HashMap<>(variables);
        values.put("docs_url", new PageLinks(docsUrl).docsUrl());
        values.put("tool_count", String.valueOf(tools.size()));
        values.put("prompt_count", String.valueOf(prompts.size()));
        var pages = new LinkedHashMap<String, DocPage>();
        var sections = new ArrayList<String>();
        for (var s : site.getJsonArray("sections")) {
            var section = (JsonObject) s;
            var name = section.getString("name");
            sections.add(name);
            var generated = section.getString("generated");
            List<DocPage> inSection = new ArrayList<>();
            if ("tools".equals(generated)) {
                inSection = ToolPages.of(tools, costs);
            } else if ("prompts".equals(generated)) {
                inSection = PromptPages.of(prompts, promptOutlines);
            } else {
                for (var path : section.getJsonArray("pages")) {
                    inSection.add(
                            DocPage.parse((String) path, name, fill((String) path, resource(path + ".md"), values)));
                }
            }
            inSection.forEach(page -> pages.put(page.path(), page.withSection(name)));
        }
        return new DocsSite(
                site.getString("title"), site.getString("summary"), new PageLinks(docsUrl), pages, sections);
    }

    public String title() {
        return title;
    }

    public String summary() {
        return summary;
    }

    public PageLinks links() {
        return links;
    }

    /** Every page, in the order of the navigation. */
    public List<DocPage> pages() {
        return List.copyOf(pages.values());
    }

    public List<String> sections() {
        return sections;
    }

    public List<DocPage> section(String name) {
        return pages.values().stream().filter(p -> p.section().equals(name)).toList();
    }

    public Optional<DocPage> page(String path) {
        return Optional.ofNullable(pages.get(path));
    }

    /** The page as served Markdown: its links are absolute {@code .mdx} addresses. */
    public String markdown(DocPage page) {
        return links.forMarkdown(page.markdown());
    }

    /**
     * The page a reader means by {@code reference}: its path ({@code tools/get_job}), its HTML or {@code .mdx}
     * address (absolute or below the site's path), or a tool or prompt name.
     */
    /** The path of an absolute address, or null when it is not one. */
    private static String pathOf(String address) {
        try {
            return new java.net.URI(address).getPath();
        } catch (java.net.URISyntaxException e) {
            return null;
        }
    }

    public Optional<DocPage> find(String reference) {
        var ref = reference.strip();
        for (var cut : List.of("#", "?")) {
            if (ref.contains(cut)) ref = ref.substring(0, ref.indexOf(cut));
        }
        if (ref.startsWith(links.docsUrl())) ref = ref.substring(links.docsUrl().length());
        else if (ref.contains("://")) ref = pathOf(ref);
        if (ref == null) return Optional.empty();
        if (!links.docsPath().isEmpty() && (ref.equals(links.docsPath()) || ref.startsWith(links.docsPath() + "/"))) {
            ref = ref.substring(links.docsPath().length());
        }
        ref = ref.replaceAll("^/+|/+$", "");
        for (var suffix : List.of(".mdx", ".md", ".html")) {
            if (ref.endsWith(suffix)) ref = ref.substring(0, ref.length() - suffix.length());
        }
        if (ref.isEmpty()) ref = "index";
        if (pages.containsKey(ref)) return Optional.of(pages.get(ref));
        var name = ref;
        return Optional.ofNullable(pages.get("tools/" + name))
                .or(() -> Optional.ofNullable(pages.get("prompts/" + name)));
    }

    private static String fill(String page, String markdown, Map<String, String> values) {
        var text = markdown;
        for (var value : values.entrySet()) text = text.replace("{{" + value.getKey() + "}}", value.getValue());
        var left = text.indexOf("{{");
        if (left >= 0) {
            throw new IllegalStateException("page " + page + " has a placeholder without a value: "
                    + text.substring(left, Math.min(text.length(), left + 40)));
        }
        return text;
    }

    static String resource(String name) {
        try (var in = DocsSite.class.getResourceAsStream("/docs/pages/" + name)) {
            if (in == null) throw new IllegalStateException("docs/pages/" + name + " is missing from the classpath");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
