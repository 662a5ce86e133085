package io.sigment.common;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the documentation site's configuration page, {@code docs/pages/configuration.md}, from {@link Setting}:
 * every setting with its default and what it sets. {@code ConfigurationPageTest} keeps the file equal to this.
 * Run from the repository's root: {@code ./mvnw -o -q -pl common test-compile && java -cp
 * common/target/classes:common/target/test-classes io.sigment.common.ConfigurationPage}.
 */
public final class ConfigurationPage {
    /** The page, relative to the repository's root. */
    public static final Path PATH = Path.of("docs", "pages", "configuration.md");

    private ConfigurationPage() {}

    public static void main(String[] args) throws IOException {
        var target = args.length > 0 ? Path.of(args[0]) : PATH;
        Files.writeString(target, markdown());
        System.out.println("ConfigurationPage: wrote " + Setting.values().length + " settings to " + target);
    }

    /** The page's Markdown: title, description, and one table row per setting in the enum's order. */
    public static String markdown() {
        var page = new StringBuilder()
                .append("# Configuration\n\n")
                .append(
                        "> Every SIGMENT_* environment variable a Sigment process reads, with its default and what it sets.\n\n")
                .append(
                        "Every setting is an environment variable; nothing else is read. This list is generated from the code\n")
                .append("(`io.sigment.common.Setting`), so it holds exactly the settings the processes read.\n")
                .append("How to run and deploy Sigment: [self-hosting](self-hosting.md).\n\n")
                .append("| Variable | Default | What it sets |\n|---|---|---|\n");
        for (var setting : Setting.values()) {
            page.append("| `")
                    .append(setting.env())
                    .append("` | ")
                    .append(setting.defaultValue().isEmpty() ? "(empty)" : "`" + setting.defaultValue() + "`")
                    .append(" | ")
                    .append(setting.description().replace("|", "\\|"))
                    .append(" |\n");
        }
        return page.toString();
    }
}
