package io.sigment.gateway.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every count of the tools in prose (READMEs, CONTRIBUTING, the spec, the docs pages, the code's comments) is the
 * catalog's: adding a tool fails here, naming each text that still says the old number. The docs site's pages say
 * {@code {{tool_count}}}, filled from the catalog.
 */
class ToolCountsTest {
    private static final Pattern COUNT = Pattern.compile("\\b(\\d+) (?:MCP |agent )?tools\\b");
    private static final Path ROOT = Path.of("..");

    @Test
    void every_tool_count_in_prose_is_the_catalogs() throws IOException {
        var tools = ToolCatalog.load().all().size();
        var wrong = new ArrayList<String>();
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (var file : files.filter(ToolCountsTest::isProse).toList()) {
                var lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    var count = COUNT.matcher(lines.get(i));
                    while (count.find()) {
                        if (Integer.parseInt(count.group(1)) != tools)
                            wrong.add(ROOT.relativize(file) + ":" + (i + 1) + " " + count.group());
                    }
                }
            }
        }
        assertThat(wrong)
                .as("texts counting other than the catalog's " + tools + " tools")
                .isEmpty();
    }

    private static boolean isProse(Path file) {
        var path = file.toString();
        return Files.isRegularFile(file)
                && (path.endsWith(".md") || path.endsWith(".java"))
                && !path.contains("/target/")
                && !path.contains("/node_modules/")
                && !path.contains("/.git/");
    }
}
