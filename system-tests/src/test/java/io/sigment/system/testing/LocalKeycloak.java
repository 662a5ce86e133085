package io.sigment.system.testing;

import io.sigment.common.testing.Eventually;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real Keycloak on loopback in dev mode ({@code start-dev}), for the tests of Sigment's external authorization
 * server path. The distribution ({@code org.keycloak:keycloak-quarkus-dist}, a zip from Maven Central, kept in the
 * local Maven repository) is unpacked into {@code target/keycloak/} by this module's build (maven-dependency-plugin);
 * each start gets a fresh data directory there and imports the realm files of {@code src/test/keycloak/}, whose
 * {@code ${VAR}} placeholders Keycloak fills from the environment given. Keycloak needs Java 21+: the JDK is
 * {@value #JAVA_HOME_SETTING} (environment or system property) when set, else {@code JAVA_HOME} or the newest JDK
 * under /usr/lib/jvm that is 21 or later; our build itself stays on Java 17. Its output goes to
 * {@code target/keycloak.log}; {@link #close()} kills it and every process it started.
 */
public final class LocalKeycloak implements AutoCloseable {
    /** Where a JDK 21+ for Keycloak is, overriding the search (an environment variable or a system property). */
    public static final String JAVA_HOME_SETTING = "SIGMENT_KEYCLOAK_JAVA_HOME";
    /** The options Keycloak is started with besides its ports (docs/pages/authorization-server.md names them). */
    public static final List<String> OPTIONS = List.of("--features=resource-indicators", "--import-realm");

    public static final Path REALMS = Path.of("src", "test", "keycloak");
    public static final Path LOG = Path.of("target", "keycloak.log");
    private static final Path DISTRIBUTION = Path.of("target", "keycloak");
    private static final int MINIMUM_JAVA = 21;

    private final Process process;
    private final String url;

    private LocalKeycloak(Process process, String url) {
        this.process = process;
        this.url = url;
    }

    /** The JDK 21+ to run Keycloak with, or empty (the test is then skipped, saying why). */
    public static Optional<Path> javaHome() {
        var set = Optional.ofNullable(System.getProperty(JAVA_HOME_SETTING))
                .or(() -> Optional.ofNullable(System.getenv(JAVA_HOME_SETTING)))
                .filter(s -> !s.isBlank());
        if (set.isPresent()) return set.map(Path::of);
        var candidates = new ArrayList<Path>();
        Optional.ofNullable(System.getenv("JAVA_HOME"))
                .filter(s -> !s.isBlank())
                .map(Path::of)
                .ifPresent(candidates::add);
        var jvms = Path.of("/usr/lib/jvm");
        if (Files.isDirectory(jvms)) {
            try (Stream<Path> homes = Files.list(jvms)) {
                homes.sorted(Comparator.comparingInt(LocalKeycloak::majorVersion)
                                .reversed())
                        .forEach(candidates::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return candidates.stream()
                .filter(home -> majorVersion(home) >= MINIMUM_JAVA)
                .filter(home -> Files.isExecutable(home.resolve("bin").resolve("java")))
                .findFirst();
    }

    /** The feature version of the JDK at {@code home} (its {@code release} file), or 0 when it is not one. */
    static int majorVersion(Path home) {
        try {
            for (var line : Files.readAllLines(home.resolve("release"))) {
                if (line.startsWith("JAVA_VERSION=")) {
                    var version = line.substring("JAVA_VERSION=".length()).replace("\"", "");
                    var major = version.startsWith("1.") ? version.substring(2) : version;
                    return Integer.parseInt(major.split("[.+-]")[0]);
                }
            }
        } catch (IOException | NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return 0;
        }
        return 0;
    }

    /** The unpacked distribution (target/keycloak/keycloak-VERSION), which the build puts there. */
    public static Path home() {
        try (Stream<Path> unpacked = Files.exists(DISTRIBUTION) ? Files.list(DISTRIBUTION) : Stream.empty()) {
            return unpacked.filter(p -> p.getFileName().toString().startsWith("keycloak-")
                            && Files.exists(p.resolve("bin").resolve("kc.sh")))
                    .findFirst()
                    .orElseThrow(
                            () -> new IllegalStateException(
                                    "no Keycloak distribution under " + DISTRIBUTION.toAbsolutePath()
                                            + ": the local module's build unpacks it there (maven-dependency-plugin, generate-test-resources)"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Starts Keycloak on 127.0.0.1:{@code port} with a fresh data directory and the realm files imported, with
     * {@code environment} for their placeholders, and waits until realm {@code realm} answers its discovery (Keycloak's
     * first start builds its server, a minute or more on a busy machine). On failure it is killed and its log's tail
     * is in the exception.
     */
    public static LocalKeycloak start(
            Path javaHome,
            int port,
            int managementPort,
            Map<String, String> environment,
            String realm,
            Duration timeout)
            throws IOException, InterruptedException {
        var home = home().toAbsolutePath();
        var data = home.resolve("data");
        deleteTree(data);
        var imports = Files.createDirectories(data.resolve("import"));
        try (Stream<Path> realms = Files.list(REALMS)) {
            for (var file : realms.filter(p -> p.toString().endsWith(".json")).toList()) {
                Files.copy(file, imports.resolve(file.getFileName()));
            }
        }
        var command = new ArrayList<>(List.of(
                "bash",
                home.resolve("bin").resolve("kc.sh").toString(),
                "start-dev",
                "--http-host=127.0.0.1",
                "--http-port=" + port,
                "--http-management-port=" + managementPort));
        command.addAll(OPTIONS);
        var builder = new ProcessBuilder(command)
                .directory(home.toFile())
                .redirectErrorStream(true)
                .redirectOutput(LOG.toFile());
        builder.environment().putAll(environment);
        builder.environment().put("JAVA_HOME", javaHome.toString());
        // Keycloak's own default takes 70% of the machine's memory for its heap.
        builder.environment().put("JAVA_OPTS_KC_HEAP", "-Xms64m -Xmx768m");
        // C1 only, as the test JVMs: its build and a few sign-ins run briefly through much code, C2 compiled it for
        // little.
        builder.environment().put("JAVA_OPTS_APPEND", "-XX:TieredStopAtLevel=1");
        var keycloak = new LocalKeycloak(builder.start(), "http://127.0.0.1:" + port);
        // Also when the test JVM ends without the test's own cleanup (a timeout, a kill short of SIGKILL).
        Runtime.getRuntime().addShutdownHook(new Thread(keycloak::kill));
        try {
            keycloak.awaitRealm(realm, timeout);
            return keycloak;
        } catch (IOException | InterruptedException | RuntimeException e) {
            keycloak.close();
            throw e;
        }
    }

    private void awaitRealm(String realm, Duration timeout) throws IOException, InterruptedException {
        var http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        var discovery = URI.create(realmUrl(realm) + "/.well-known/openid-configuration");
        var served = Eventually.poll(
                timeout,
                Duration.ofSeconds(1),
                () -> {
                    if (!process.isAlive()) {
                        throw new IllegalStateException("Keycloak exited (" + process.exitValue()
                                + ") before it served realm " + realm + "; the end of " + LOG.toAbsolutePath() + ":\n"
                                + logTail(60));
                    }
                    try {
                        return http.send(
                                                HttpRequest.newBuilder(discovery)
                                                        .timeout(Duration.ofSeconds(10))
                                                        .GET()
                                                        .build(),
                                                HttpResponse.BodyHandlers.discarding())
                                        .statusCode()
                                == 200;
                    } catch (IOException notListeningYet) {
                        return false;
                    }
                },
                Boolean::booleanValue);
        if (served) return;
        throw new IllegalStateException("Keycloak did not serve realm " + realm + " within " + timeout.toSeconds()
                + " s; the end of " + LOG.toAbsolutePath() + ":\n" + logTail(60));
    }

    public String url() {
        return url;
    }

    /** The realm's issuer, as Keycloak names it when reached at {@link #url()}. */
    public String realmUrl(String realm) {
        return url + "/realms/" + realm;
    }

    public String tokenUrl(String realm) {
        return realmUrl(realm) + "/protocol/openid-connect/token";
    }

    /** The last {@code lines} lines Keycloak wrote. */
    public static String logTail(int lines) {
        try {
            var all = Files.readAllLines(LOG);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    /** Kills Keycloak's JVM and the script that started it, and waits for them to end. */
    @Override
    public void close() {
        kill();
    }

    private void kill() {
        var children = process.descendants().toList();
        children.forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            for (var child : children) child.onExit().get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            children.forEach(ProcessHandle::destroyForcibly);
        }
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS))
                process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) return;
        try (Stream<Path> all = Files.walk(root)) {
            for (var path : all.sorted(Comparator.reverseOrder()).toList()) Files.delete(path);
        }
    }
}
