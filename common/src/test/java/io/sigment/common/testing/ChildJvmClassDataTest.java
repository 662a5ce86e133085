package io.sigment.common.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link ChildJvm}'s class-data recording ({@link ClassDataArchive}): a child that exits without becoming ready gives
 * the recording up to the next child. A test that awaited a short child's exit right after starting it once removed
 * the class list before the child's JVM had created it; the file then stayed, no later child recorded, and every
 * process-killing test of the build ran without an archive (a clean-clone CI run on one machine: 1,442 CPU-seconds,
 * 1,300 with the fix).
 */
class ChildJvmClassDataTest {
    @Test
    void a_child_that_exits_before_it_is_ready_leaves_the_recording_to_the_next_child() throws IOException {
        assumeFalse("off".equals(System.getenv(ClassDataArchive.SWITCH)), "class data is off in this module");
        clear(Path.of("target", "child-jvms", "cds"));

        try (var brief = ChildJvm.start(ExitsAtOnce.class.getName(), Map.of())) {
            assertThat(brief.awaitExit(Duration.ofSeconds(60)))
                    .as(brief.output())
                    .isZero();
        }
        int port = FreePorts.next();
        try (var server = ChildJvm.start(AnswersOk.class.getName(), Map.of(), String.valueOf(port))) {
            server.awaitHttpOk("http://127.0.0.1:" + port + "/", Duration.ofSeconds(60));
        }

        assertThat(ChildJvm.classData().hasRecordedStart()).isTrue();
    }

    private static void clear(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> files = Files.walk(dir)) {
            for (var file : files.sorted(Comparator.reverseOrder()).toList()) Files.delete(file);
        }
    }

    /** A child that is done at once (as a migration run is). */
    public static final class ExitsAtOnce {
        public static void main(String[] args) {
            System.out.println("done");
        }
    }

    /** A child that answers 200 on the port it is given until it is killed (as a service's health check does). */
    public static final class AnswersOk {
        public static void main(String[] args) throws IOException {
            var server = HttpServer.create(new InetSocketAddress("127.0.0.1", Integer.parseInt(args[0])), 0);
            server.createContext("/", exchange -> {
                exchange.sendResponseHeaders(200, -1);
                exchange.close();
            });
            server.start();
        }
    }
}
