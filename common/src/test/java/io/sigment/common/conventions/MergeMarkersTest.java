package io.sigment.common.conventions;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * No git-tracked text file keeps a merge conflict (a merged README once did, fixed in dc2720e6). Only a whole block
 * counts: a line starting {@code <<<<<<< }, later a line of exactly seven {@code =}, later a line starting
 * {@code >>>>>>> }; a markdown heading underlined with {@code =======} alone is no conflict.
 */
class MergeMarkersTest {
    private static final String OURS = "<".repeat(7) + " ";
    private static final String SEPARATOR = "=".repeat(7);
    private static final String THEIRS = ">".repeat(7) + " ";

    @Test
    void no_tracked_file_keeps_a_merge_conflict() throws IOException {
        var found = new ArrayList<String>();
        var tracked = trackedFiles();
        for (var path : tracked) {
            var file = SourceScan.ROOT.resolve(path);
            if (!Files.isRegularFile(file)) continue;
            var bytes = Files.readAllBytes(file);
            if (isBinary(bytes)) continue;
            for (var line : conflictsIn(new String(bytes, StandardCharsets.UTF_8))) found.add(path + ":" + line);
        }
        assertThat(found).as("files with merge conflict markers (path:line)").isEmpty();
        assertThat(tracked)
                .contains("README.md", "common/src/main/java/io/sigment/common/ToolError.java")
                .anyMatch(path -> path.startsWith("system-tests/src/test/resources/golden/"));
    }

    @Test
    void a_conflict_block_is_found_and_a_setext_heading_is_not() {
        var conflict = "| run | result |\n" + OURS + "HEAD\n| a | 1 |\n" + SEPARATOR + "\n| b | 2 |\n" + THEIRS
                + "moneycheck\n";
        assertThat(conflictsIn(conflict)).containsExactly(2);
        assertThat(conflictsIn(conflict.replace("\n", "\r\n"))).containsExactly(2);
        assertThat(conflictsIn("Title\n" + SEPARATOR + "\n\ntext\n")).isEmpty();
        assertThat(conflictsIn("  " + OURS + "a\n" + SEPARATOR + "\n  " + THEIRS + "b\n"))
                .isEmpty();
        assertThat(conflictsIn(OURS + "a\nno separator\n" + THEIRS + "b\n")).isEmpty();
        assertThat(conflictsIn("<".repeat(7) + "\n" + SEPARATOR + "\n" + THEIRS + "b\n"))
                .isEmpty();
    }

    /** The line numbers (from 1) where a conflict block opens. */
    static List<Integer> conflictsIn(String text) {
        var opened = new ArrayList<Integer>();
        int open = 0;
        boolean separated = false;
        var lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            var line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            if (line.startsWith(OURS)) {
                open = i + 1;
                separated = false;
            } else if (open > 0 && line.equals(SEPARATOR)) {
                separated = true;
            } else if (open > 0 && separated && line.startsWith(THEIRS)) {
                opened.add(open);
                open = 0;
            }
        }
        return opened;
    }

    private static boolean isBinary(byte[] bytes) {
        for (int i = 0; i < Math.min(bytes.length, 8000); i++) if (bytes[i] == 0) return true;
        return false;
    }

    /** The files git tracks, by path from the repository root. */
    private static List<String> trackedFiles() {
        try {
            var git = new ProcessBuilder("git", "ls-files", "-z")
                    .directory(SourceScan.ROOT.toFile())
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            var out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(git.waitFor()).as("git ls-files exit status").isZero();
            return List.of(out.split("\0"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
