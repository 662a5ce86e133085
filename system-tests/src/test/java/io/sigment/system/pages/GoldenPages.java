package io.sigment.system.pages;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A page's HTML compared with its golden file under {@code src/test/resources/golden/} after masking what differs
 * between runs (dates, ids, tokens, nonces, generated e-mail addresses). {@code -Dgolden.update=true} (re)writes the
 * files instead (what was rendered, masked, is left in target/golden-actual): an update is a commit of its own that says why the HTML changed.
 */
public final class GoldenPages {
    static final Path DIRECTORY = Path.of("src", "test", "resources", "golden");
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");

    /** What varies from run to run, in the order it is masked, and what it becomes. */
    private record Mask(Pattern pattern, String replacement) {}

    private static final List<Mask> MASKS = List.of(
            new Mask(
                    Pattern.compile(
                            "\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2}| UTC)?"),
                    "DATETIME"),
            new Mask(Pattern.compile("\\d{4}-\\d{2}-\\d{2}"), "DATE"),
            new Mask(Pattern.compile("(name=\"(csrf|state|code_challenge|nonce)\" value=\")[^\"]*"), "$1MASKED"),
            new Mask(Pattern.compile("(/s/)[A-Za-z0-9_-]{16,128}"), "$1TOKEN"),
            new Mask(Pattern.compile("(/checkout/sandbox/)cs_sandbox_[A-Za-z0-9_-]+"), "$1SESSION"),
            new Mask(
                    Pattern.compile("(/app/(?:sign-up|reset-password|unlock|invitations)/)[A-Za-z0-9_-]{16,}"),
                    "$1TOKEN"),
            new Mask(Pattern.compile("[a-z0-9-]+@(test\\.sigment|example\\.com)"), "EMAIL"),
            new Mask(
                    Pattern.compile(
                            "\\b(usr|ws|lst|lnk|key|inv|invt|job|ana|an|dsc|dc|sel|cli|mcp|agt|ses)_[A-Za-z0-9_]*[0-9][A-Za-z0-9_]*"),
                    "$1_ID"),
            new Mask(Pattern.compile("\\bak_[A-Za-z0-9_-]{40,}"), "ak_SECRET"),
            new Mask(Pattern.compile("\\bsgm_[A-Za-z0-9_]+"), "sgm_KEY"),
            new Mask(Pattern.compile("(Test|test key) [0-9a-f]{8}\\b"), "$1 NAME"),
            new Mask(Pattern.compile("\\bak_[A-Za-z0-9_-]{4}…[A-Za-z0-9_-]{4}"), "ak_KEY"),
            new Mask(Pattern.compile("(localhost|127\\.0\\.0\\.1):[1-9]\\d{4}\\b"), "$1:PORT"),
            new Mask(Pattern.compile("(client_id=|name=\"client_id\" value=\")[A-Za-z0-9_.:%/-]+"), "$1CLIENT"));

    private GoldenPages() {}

    static String masked(String html) {
        var text = html;
        for (var mask : MASKS) text = mask.pattern().matcher(text).replaceAll(mask.replacement());
        return text;
    }

    /** {@code html}, masked, is byte for byte the golden file {@code name}.html (or becomes it, when updating). */
    public static void assertGolden(String name, String html) {
        var file = DIRECTORY.resolve(name + ".html");
        var actual = masked(html);
        try {
            var rendered = Path.of("target", "golden-actual", name + ".html");
            Files.createDirectories(rendered.getParent());
            Files.writeString(rendered, actual, StandardCharsets.UTF_8);
            if (UPDATE || !Files.exists(file)) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual, StandardCharsets.UTF_8);
                assertThat(UPDATE)
                        .as("golden file " + file + " was missing: written now; commit it and run again")
                        .isTrue();
                return;
            }
            assertThat(actual)
                    .as("golden " + file + " (rewrite with -Dgolden.update=true only for a reviewed change)")
                    .isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
