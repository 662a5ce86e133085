package io.sigment.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The class path the launcher gives its processes when it runs from classes, not jars: the jars first. */
class LocalProcessesClassPathTest {
    @Test
    void jars_come_first_in_their_order_then_everything_else_in_its_order(@TempDir Path dir) throws IOException {
        var testClasses = Files.createDirectories(dir.resolve("test-classes")).toString();
        var classes = Files.createDirectories(dir.resolve("classes")).toString();
        var vertx = Files.createFile(dir.resolve("vertx-core.jar")).toString();
        var netty = Files.createFile(dir.resolve("netty.jar")).toString();
        var missing = dir.resolve("missing.jar").toString();
        var path = String.join(File.pathSeparator, testClasses, vertx, classes, "", missing, netty);

        assertThat(LocalProcesses.jarsFirst(path))
                .isEqualTo(String.join(File.pathSeparator, vertx, netty, testClasses, classes, missing));
    }
}
