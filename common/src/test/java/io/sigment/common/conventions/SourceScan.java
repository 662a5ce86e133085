package io.sigment.common.conventions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** What the conventions tests read: every module's main sources and templates, by path from the repository root. */
final class SourceScan {
    static final Path ROOT = Path.of("..");

    private SourceScan() {}

    /** Each match of {@code rule} in the main sources {@code applies} to, as "path: match". */
    static List<String> offenders(Pattern rule, Predicate<String> applies) {
        var found = new ArrayList<String>();
        for (var path : mainSources()) {
            if (!applies.test(path)) continue;
            var matcher = rule.matcher(read(path));
            while (matcher.find()) found.add(path + ": " + matcher.group());
        }
        return found;
    }

    /** Paths (from the repository root, with /) of every module's main Java sources. */
    static List<String> mainSources() {
        return moduleFiles("src/main/java", ".java");
    }

    /** Paths (from the repository root, with /) of every module's jte templates. */
    static List<String> templates() {
        return moduleFiles("src/main/jte", ".jte");
    }

    static String read(String path) {
        try {
            return Files.readString(ROOT.resolve(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> moduleFiles(String folder, String suffix) {
        try (Stream<Path> modules = Files.list(ROOT)) {
            var found = new ArrayList<String>();
            for (var module :
                    modules.filter(m -> Files.isDirectory(m.resolve(folder))).toList()) {
                try (Stream<Path> files = Files.walk(module.resolve(folder))) {
                    files.filter(f -> f.toString().endsWith(suffix))
                            .forEach(
                                    f -> found.add(ROOT.relativize(f).toString().replace('\\', '/')));
                }
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
