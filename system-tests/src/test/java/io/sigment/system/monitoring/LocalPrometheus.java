package io.sigment.system.monitoring;

import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.FreePorts;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Debian's {@code prometheus} binary run by a test: its own config, data directory and free port (never the
 * package's service or 9090), scraping every second the targets of a file-based discovery file the test writes,
 * evaluating {@code rules}. Stopped and its files deleted on close.
 */
final class LocalPrometheus implements AutoCloseable {
    private final Process process;
    private final Path dir;
    private final Path targets;
    private final String url;
    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private LocalPrometheus(Process process, Path dir, Path targets, String url) {
        this.process = process;
        this.dir = dir;
        this.targets = targets;
        this.url = url;
    }

    static Optional<Path> binary() {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(e -> !e.isEmpty())
                .map(e -> Path.of(e, "prometheus"))
                .filter(Files::isExecutable)
                .findFirst();
    }

    static LocalPrometheus start(Path binary, Path rules) {
        try {
            var dir = Files.createTempDirectory("sigment-prometheus");
            var targets = dir.resolve("targets.json");
            Files.writeString(targets, "[]");
            var config = dir.resolve("prometheus.yml");
            Files.writeString(config, """
          global:
            scrape_interval: 1s
            scrape_timeout: 1s
            evaluation_interval: 1s
          rule_files:
            - %s
          scrape_configs:
            - job_name: sigment
              metrics_path: /metrics
              file_sd_configs:
                - files: [%s]
                  refresh_interval: 1s
          """.formatted(rules.toAbsolutePath(), targets));
            var port = FreePorts.next();
            var process = new ProcessBuilder(
                            binary.toString(),
                            "--config.file=" + config,
                            "--storage.tsdb.path=" + dir.resolve("data"),
                            "--web.listen-address=127.0.0.1:" + port,
                            "--storage.tsdb.retention.time=1h")
                    .redirectErrorStream(true)
                    .redirectOutput(dir.resolve("prometheus.log").toFile())
                    .start();
            var prometheus = new LocalPrometheus(process, dir, targets, "http://127.0.0.1:" + port);
            prometheus.awaitReady();
            return prometheus;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Replaces the file-based discovery's targets: {@code [{"targets": [...], "labels": {...}}, ...]}. */
    void targets(JsonArray groups) {
        try {
            var next = dir.resolve("targets.json.new");
            Files.writeString(next, groups.encodePrettily());
            Files.move(
                    next,
                    targets,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE,
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An instant query's whole answer ({@code status}, {@code data} or {@code error}). */
    JsonObject query(String promql) {
        return get("/api/v1/query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8));
    }

    JsonObject get(String pathAndQuery) {
        try {
            var response = http.send(
                    HttpRequest.newBuilder(URI.create(url + pathAndQuery))
                            .timeout(Duration.ofSeconds(30))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            return new JsonObject(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    String log() {
        try {
            return Files.readString(dir.resolve("prometheus.log"));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    private void awaitReady() {
        var ready = Eventually.poll(Duration.ofSeconds(60), Duration.ofMillis(200), this::ready, Boolean::booleanValue);
        if (!ready) throw new IllegalStateException("prometheus not ready in 60 s: " + log());
    }

    private boolean ready() throws InterruptedException {
        if (!process.isAlive()) throw new IllegalStateException("prometheus exited: " + log());
        try {
            return http.send(
                                    HttpRequest.newBuilder(URI.create(url + "/-/ready"))
                                            .build(),
                                    HttpResponse.BodyHandlers.discarding())
                            .statusCode()
                    == 200;
        } catch (IOException stillStarting) {
            return false;
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS))
                process.destroyForcibly().waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (var files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(file -> file.toFile().delete());
        } catch (IOException ignored) {
            // a temp directory left behind is harmless
        }
    }
}
