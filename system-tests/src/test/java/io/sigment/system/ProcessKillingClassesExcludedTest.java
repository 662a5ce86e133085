package io.sigment.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every class tagged {@code processes} runs once, in {@link ProcessKillingTests}: system-tests' pom excludes exactly those
 * classes from surefire's own selection (a tag filter there would also drop them from the suite).
 */
@Tag("stack")
class ProcessKillingClassesExcludedTest {
    private static final Pattern EXCLUDE = Pattern.compile("<exclude>\\*\\*/(\\w+)\\.java</exclude>");

    @Test
    void the_pom_excludes_from_surefire_exactly_the_classes_tagged_processes() throws IOException {
        var pom = Files.readString(Path.of("pom.xml"));
        var excluded = EXCLUDE.matcher(pom).results().map(m -> m.group(1)).toList();

        assertThat(excluded).containsExactlyInAnyOrderElementsOf(taggedProcesses());
    }

    private static List<String> taggedProcesses() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src", "test", "java"))) {
            return files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> {
                        try {
                            return Files.readString(f).contains("@Tag(\"processes\")");
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .map(f -> f.getFileName().toString().replace(".java", ""))
                    .toList();
        }
    }
}
