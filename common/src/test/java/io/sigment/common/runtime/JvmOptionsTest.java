package io.sigment.common.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** jdk-opens.args is the one list: what JvmOptions starts JVMs with, and what the pom gave this test JVM. */
class JvmOptionsTest {
    private static final Path FILE = Path.of("..", "jdk-opens.args");

    @Test
    void the_options_are_the_repository_file_in_pairs_each_opening_to_unnamed_modules() throws Exception {
        assertThat(JvmOptions.OPENS).isEqualTo(JvmOptions.parse(Files.readString(FILE)));
        assertThat(JvmOptions.OPENS).hasSizeGreaterThanOrEqualTo(2).hasSize(JvmOptions.OPENS.size() / 2 * 2);
        for (int i = 0; i < JvmOptions.OPENS.size(); i += 2) {
            // The manifest's Add-Opens/Add-Exports (written from the same file by the pom) can say nothing else.
            assertThat(JvmOptions.OPENS.get(i)).isIn("--add-opens", "--add-exports");
            assertThat(JvmOptions.OPENS.get(i + 1)).matches("[\\w.]+/[\\w.]+=ALL-UNNAMED");
        }
        assertThat(JvmOptions.OPENS)
                .contains("java.base/java.lang=ALL-UNNAMED", "java.base/jdk.internal.ref=ALL-UNNAMED");
    }

    @Test
    void surefire_started_this_jvm_with_the_file() {
        var given = ManagementFactory.getRuntimeMXBean().getInputArguments();
        var expected = new ArrayList<String>();
        for (int i = 0; i < JvmOptions.OPENS.size(); i += 2)
            expected.add(JvmOptions.OPENS.get(i) + "=" + JvmOptions.OPENS.get(i + 1));
        assertThat(given).containsAll(expected);
    }

    @Test
    void comments_and_blank_lines_are_not_options() {
        assertThat(JvmOptions.parse(
                        "# a comment\n\n--add-opens a/b=ALL-UNNAMED   # why\n  --add-exports c/d=ALL-UNNAMED\n"))
                .containsExactly("--add-opens", "a/b=ALL-UNNAMED", "--add-exports", "c/d=ALL-UNNAMED");
    }
}
