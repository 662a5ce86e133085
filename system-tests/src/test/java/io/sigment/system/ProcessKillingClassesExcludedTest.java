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
 * Every class tagged {@code processes} runs once, in {@link ProcessKillingTests}, and every {@code *Test} class another
 * suite selects by name (e.g. {@code NoScrapeSlotTests}: classes sharing one stack) runs once, in that suite:
 * system-tests' pom excludes exactly those classes from surefire's own selection (a tag filter there would also drop
 * them from the suite).
 */
@Tag("stack")
class ProcessKillingClassesExcludedTest {
    private static final Pattern EXCLUDE = Pattern.compile("<exclude>\\*\\*/(\\w+)\\.java</exclude>");
    /** The classes a suite selects: its {@code @SelectClasses} list. */
    private static final Pattern SELECTED = Pattern.compile("@SelectClasses\\(\\{?([^)}]*)\\}?\\)");

    private static final Pattern SELECTED_TEST = Pattern.compile("(\\w+Test)\\.class");

    @Test
    void the_pom_excludes_from_surefire_exactly_the_classes_tagged_processes_and_those_suites_select()
            throws IOException {
        var pom = Files.readString(Path.of("pom.xml"));
        var excluded = EXCLUDE.matcher(pom).results().map(m -> m.group(1)).toList();

        var runInSuites = new java.util.ArrayList<>(taggedProcesses());
        runInSuites.addAll(selectedBySuites());
        assertThat(excluded).containsExactlyInAnyOrderElementsOf(runInSuites);
    }

    private static List<String> taggedProcesses() {
        return sources()
                .filter(f -> read(f).contains("@Tag(\"processes\")"))
                .map(f -> f.getFileName().toString().replace(".java", ""))
                .toList();
    }

    /** The {@code *Test} classes (surefire would run them itself) that a suite names in its {@code @SelectClasses}. */
    private static List<String> selectedBySuites() {
        return sources()
                .flatMap(f -> SELECTED.matcher(read(f)).results())
                .flatMap(m -> SELECTED_TEST.matcher(m.group(1)).results())
                .map(m -> m.group(1))
                .toList();
    }

    private static Stream<Path> sources() {
        try (Stream<Path> files = Files.walk(Path.of("src", "test", "java"))) {
            return files.filter(f -> f.toString().endsWith(".java")).toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
