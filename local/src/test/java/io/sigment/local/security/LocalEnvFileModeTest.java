package io.sigment.local.security;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.local.LocalEnvFile;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code local.env} holds the demo API key: only its owner may read it. */
class LocalEnvFileModeTest {
    @TempDir
    java.nio.file.Path dir;

    @Test
    void local_env_is_written_owner_only() throws Exception {
        var file = new LocalEnvFile(dir);
        file.write(Map.of(LocalEnvFile.DEMO_API_KEY, "ak_secret"));
        file.write(Map.of(LocalEnvFile.DEMO_API_KEY, "ak_secret2"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file.path())))
                .isEqualTo("rw-------");
        assertThat(file.read(LocalEnvFile.DEMO_API_KEY)).contains("ak_secret2");
    }
}
