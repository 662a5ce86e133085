package io.sigment.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every table in the docs pages and the repository's Markdown is a table: a header line, then the delimiter line
 * CommonMark's tables need. Without it the rows render as one paragraph of pipes (the measurement page's
 * calibration table did, unnoticed, for days).
 */
class PageTablesTest {
    private static final Path ROOT = Path.of("..");
    private static final Pattern DELIMITER = Pattern.compile("^\\|(\\s*:?-+:?\\s*\\|)+\\s*$");

    @Test
    void every_table_has_its_delimiter_line_under_its_header() throws IOException {
        var missing = new ArrayList<String>();
        for (var file : markdownFiles()) {
            var lines = Files.readAllLines(file);
            boolean inFence = false;
            for (int i = 0; i < lines.size(); i++) {
                var line = lines.get(i);
                if (line.startsWith("```")) inFence = !inFence;
                boolean startsTable = !inFence
                        && line.startsWith("|")
                        && (i == 0 || !lines.get(i - 1).startsWith("|"));
                if (!startsTable) continue;
                var next = i + 1 < lines.size() ? lines.get(i + 1) : "";
                if (!DELIMITER.matcher(next).matches()) missing.add(ROOT.relativize(file) + ":" + (i + 1));
            }
        }
        assertThat(missing).as("tables without a |---| line under their header").isEmpty();
    }

    private static List<Path> markdownFiles() throws IOException {
        var files = new ArrayList<Path>();
        try (Stream<Path> pages = Files.walk(ROOT.resolve("docs/pages"))) {
            pages.filter(p -> p.toString().endsWith(".md")).forEach(files::add);
        }
        try (Stream<Path> top = Files.list(ROOT)) {
            top.filter(Files::isDirectory)
                    .map(dir -> dir.resolve("README.md"))
                    .filter(Files::exists)
                    .forEach(files::add);
        }
        files.add(ROOT.resolve("README.md"));
        files.add(ROOT.resolve("CONTRIBUTING.md"));
        try (Stream<Path> dev = Files.list(ROOT.resolve("docs/dev"))) {
            dev.filter(p -> p.toString().endsWith(".md")).forEach(files::add);
        }
        return files;
    }
}
