package io.sigment.docs;

/**
 * One page of the documentation site. {@code path} is its address below the site ({@code getting-started},
 * {@code tools/analyze_creators}; {@code index} is the start page); {@code markdown} is its source, whose
 * links to other pages read {@code path.md}.
 */
public record DocPage(String path, String title, String description, String section, String markdown) {

    /** A page from Markdown that starts with {@code # Title} and a {@code > one-line description}. */
    public static DocPage parse(String path, String section, String markdown) {
        String title = null;
        String description = null;
        for (var line : markdown.lines().toList()) {
            if (title == null && line.startsWith("# ")) {
                title = line.substring(2).strip();
            } else if (title != null && line.startsWith("> ")) {
                description = line.substring(2).strip();
                break;
            } else if (title != null && !line.isBlank()) {
                break;
            }
        }
        if (title == null || description == null) {
            throw new IllegalStateException("page " + path + " must start with '# Title' and a '> description' line");
        }
        return new DocPage(path, title, description, section, markdown);
    }

    public DocPage withSection(String name) {
        return new DocPage(path, title, description, name, markdown);
    }
}
