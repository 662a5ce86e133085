package io.sigment.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every test class here says what it needs with a JUnit tag, so that one kind runs alone ({@code -Dgroups=browser})
 * and docs/dev/testing.md can name them all: {@code browser} (headless Chromium), {@code node} (Node.js MCP clients),
 * {@code kubernetes} (the manifests, kubectl), {@code prometheus} (a real Prometheus or promtool), {@code processes}
 * (service JVMs started and killed), and {@code stack} for the rest (a whole stack in the test's JVM).
 */
class SystemTestTagsTest {
    static final Set<String> TAGS = Set.of("browser", "node", "kubernetes", "prometheus", "processes", "stack");
    private static final Pattern TAG = Pattern.compile("@Tag\\(\"(\\w+)\"\\)");
    private static final Pattern TESTS = Pattern.compile("@(Test|Property|ParameterizedTest|TestFactory)\\b");

    @Test
    void every_test_class_carries_a_known_tag() throws IOException {
        var untagged = new ArrayList<String>();
        var unknown = new ArrayList<String>();
        for (var file : testClasses()) {
            var source = Files.readString(file);
            if (!TESTS.matcher(source).find() || source.contains("abstract class")) continue;
            var tags = TAG.matcher(source).results().map(m -> m.group(1)).toList();
            if (tags.isEmpty()) untagged.add(file.getFileName().toString());
            tags.stream().filter(t -> !TAGS.contains(t)).forEach(t -> unknown.add(file.getFileName() + ": " + t));
        }
        assertThat(untagged).as("test classes without a tag (one of %s)", TAGS).isEmpty();
        assertThat(unknown).as("tags docs/dev/testing.md does not name").isEmpty();
    }

    @Test
    void the_testing_page_names_every_tag() throws IOException {
        var page = Files.readString(Path.of("..", "docs", "dev", "testing.md"));
        var named = new HashSet<String>();
        for (var tag : TAGS) if (page.contains("`" + tag + "`")) named.add(tag);
        assertThat(named).containsExactlyInAnyOrderElementsOf(TAGS);
    }

    private static List<Path> testClasses() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src", "test", "java"))) {
            return files.filter(f ->
                            f.toString().endsWith("Test.java") || f.toString().endsWith("IT.java"))
                    .toList();
        }
    }
}
