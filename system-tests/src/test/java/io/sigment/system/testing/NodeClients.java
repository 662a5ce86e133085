package io.sigment.system.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The Node programs of system-tests/src/test/node (official MCP SDK clients), installed once with {@code npm ci} under
 * target/ and run as child processes. Tests using them are skipped, saying why, where Node.js is not installed.
 */
public final class NodeClients {
    private static final Path SOURCES = Path.of("src", "test", "node");
    public static final Path WORK = Path.of("target", "node-clients");
    private static final List<String> FILES = List.of(
            "package.json",
            "package-lock.json",
            "client-checks.mjs",
            "sdk-client.mjs",
            "sdk-v2-client.mjs",
            "sdk-oauth-client.mjs",
            "bearer-preload.mjs",
            "docs-sdk-client.mjs",
            "sdk-analysis-workflow.mjs",
            "sdk-every-tool.mjs",
            "bearer-proxy.mjs",
            "sdk-completions.mjs",
            "keycloak-oauth-client.mjs");
    private static boolean installed;

    private NodeClients() {}

    public record Run(int exitCode, String output) {
        /** The last JSON line the program printed (what it saw). */
        public JsonObject lastJson() {
            return new JsonObject(output.lines()
                    .filter(l -> l.startsWith("{"))
                    .reduce((a, b) -> b)
                    .orElseThrow());
        }
    }

    public static final String NO_NODE =
            "Node.js is not installed: the official MCP client and conformance tests " + "cannot run here";

    /** A Node program that keeps running (e.g. a proxy) until closed; its first JSON line says what it needs to. */
    public static final class Started implements AutoCloseable {
        private final Process process;
        private final java.io.BufferedReader output;

        private Started(Process process) {
            this.process = process;
            this.output = process.inputReader();
        }

        public JsonObject firstJson() throws IOException {
            for (var line = output.readLine(); line != null; line = output.readLine()) {
                if (line.startsWith("{")) return new JsonObject(line);
            }
            throw new IOException("the program ended before printing a JSON line (exit " + process.exitValue() + ")");
        }

        @Override
        public void close() {
            process.destroy();
        }
    }

    public static Started start(List<String> command, Map<String, String> env) throws IOException {
        var builder = new ProcessBuilder(command).directory(WORK.toFile()).redirectErrorStream(true);
        builder.environment().putAll(env);
        return new Started(builder.start());
    }

    public static boolean available() throws Exception {
        return run(List.of("node", "--version"), Map.of(), 30).exitCode() == 0;
    }

    /**
     * Skips the calling test when Node.js is missing, saying why (in CI, {@code CI=true}, fails it instead); installs
     * the SDK once for every test JVM of the module (they run
     * side by side: under a file lock, and not again while the installed lock file is the current one).
     */
    public static synchronized void install() throws Exception {
        if ("true".equals(System.getenv("CI"))) {
            assertThat(available())
                    .as(NO_NODE + "; CI=true, so the test fails instead of skipping")
                    .isTrue();
        }
        assumeTrue(available(), NO_NODE);
        if (installed) return;
        Files.createDirectories(WORK);
        try (var channel = FileChannel.open(
                        WORK.resolveSibling("node-clients.lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                var lock = channel.lock()) {
            for (var file : FILES) {
                var target = WORK.resolve(file);
                if (!Files.exists(target) || Files.mismatch(SOURCES.resolve(file), target) != -1) {
                    Files.copy(SOURCES.resolve(file), target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            var done = WORK.resolve("node_modules").resolve(".installed-from-lock");
            var lockFile = Files.readString(SOURCES.resolve("package-lock.json"));
            if (!Files.exists(done) || !Files.readString(done).equals(lockFile)) {
                var install = run(List.of("npm", "ci", "--no-audit", "--no-fund"), Map.of(), 300);
                assertThat(install.exitCode())
                        .as("npm ci:\n" + install.output())
                        .isZero();
                Files.writeString(done, lockFile);
            }
        }
        installed = true;
    }

    public static Run run(List<String> command, Map<String, String> env, int timeoutSeconds) throws Exception {
        var log = Files.createTempFile("node-run", ".log");
        Process process;
        try {
            var builder = new ProcessBuilder(command)
                    .directory(Files.exists(WORK) ? WORK.toFile() : null)
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile());
            builder.environment().putAll(env);
            process = builder.start();
        } catch (IOException notInstalled) {
            return new Run(127, String.valueOf(notInstalled.getMessage()));
        }
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Run(-1, "timed out after " + timeoutSeconds + " s:\n" + Files.readString(log));
        }
        return new Run(process.exitValue(), Files.readString(log));
    }
}
