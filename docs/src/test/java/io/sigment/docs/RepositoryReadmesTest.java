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
 * The repository's README stays a README (the two commands first, at most 150 lines, links that resolve), and no
 * README keeps timing history: a measurement is a dated file in bench/results/ (CONTRIBUTING, "Where things are
 * written down").
 */
class RepositoryReadmesTest {
    private static final Path ROOT = Path.of("..");
    private static final Pattern COMMIT = Pattern.compile("`[0-9a-f]{7,40}`");
    private static final Pattern WHEN_OR_HOW_LONG =
            Pattern.compile("\\b20\\d\\d-\\d\\d-\\d\\d\\b|\\b\\d+(\\.\\d+)? ?(ms|s|min|minutes|seconds)\\b|\\bUTC\\b");
    /** Sentences, roughly: split after a full stop or semicolon and before what starts a new one, and at blank lines. */
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.;])\\s+(?=[A-Z(*`])|\\n\\s*\\n");

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    @Test
    void the_readme_opens_with_the_two_commands_and_stays_short() throws IOException {
        var lines = Files.readAllLines(ROOT.resolve("README.md"));
        assertThat(lines.size())
                .as("README.md lines (move details to docs/pages or docs/dev)")
                .isLessThanOrEqualTo(150);
        assertThat(lines.subList(0, 6))
                .containsExactly(
                        "# Sigment",
                        "",
                        "```sh",
                        "./sigment up        # start the whole system on this machine (needs only a JDK 17+)",
                        "./mvnw -B verify    # run all tests",
                        "```");
    }

    @Test
    void every_relative_link_of_the_readme_resolves() throws IOException {
        var readme = Files.readString(ROOT.resolve("README.md")).replaceAll("(?s)```.*?```", "");
        var links = LINK.matcher(readme)
                .results()
                .map(m -> m.group(1))
                .filter(l -> !l.matches("[a-z]+:.*"))
                .toList();
        assertThat(links).isNotEmpty();
        for (var link : links)
            assertThat(ROOT.resolve(link.replaceFirst("#.*", ""))).as(link).exists();
    }

    @Test
    void no_readme_keeps_timing_history() throws IOException {
        var found = new ArrayList<String>();
        for (var readme : readmes()) {
            for (var sentence : SENTENCE_END.split(Files.readString(readme))) {
                if (COMMIT.matcher(sentence).find()
                        && WHEN_OR_HOW_LONG.matcher(sentence).find()) {
                    found.add(ROOT.relativize(readme) + ": "
                            + sentence.lines().findFirst().orElse(""));
                }
            }
        }
        assertThat(found)
                .as("sentences with a commit and a date or a time: move them to bench/results/")
                .isEmpty();
    }

    private static List<Path> readmes() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(f -> f.getFileName().toString().equals("README.md"))
                    .filter(f -> Stream.of("target", "node_modules", ".git", ".sigment")
                            .noneMatch(skip -> f.toString().contains("/" + skip + "/")))
                    .toList();
        }
    }
}
