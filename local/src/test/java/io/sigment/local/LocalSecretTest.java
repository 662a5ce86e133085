package io.sigment.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./sigment up}'s own secrets: made once, kept owner-only in the data dir, the same at every start. */
class LocalSecretTest {

    @Test
    void a_secret_is_made_once_kept_with_mode_0600_and_read_back_at_the_next_start(
            @TempDir Path dataDir, @TempDir Path otherDir) throws IOException {
        var first = LocalSecret.read(dataDir, "share-token.secret");
        assertThat(first).hasSize(43);
        assertThat(LocalSecret.read(dataDir, "share-token.secret")).isEqualTo(first);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dataDir.resolve("share-token.secret"))))
                .isEqualTo("rw-------");
        assertThat(LocalSecret.read(otherDir, "share-token.secret")).isNotEqualTo(first);
    }
}
