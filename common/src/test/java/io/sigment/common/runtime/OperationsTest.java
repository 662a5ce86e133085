package io.sigment.common.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.common.db.PgUrl;
import io.sigment.common.testing.Eventually;
import io.sigment.common.testing.TestConfig;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.VerticleBase;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.DriverManager;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** /metrics and /health/* of a real process: clustered Vert.x, real PostgreSQL, a service held mid-start. */
class OperationsTest {
    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void ready_is_503_until_cluster_postgres_and_services_are_up_then_200_and_503_again_when_postgres_goes()
            throws Exception {
        var config = TestConfig.withFreshDatabase(TestConfig.node());
        var managementPort = config.integer(Setting.MANAGEMENT_PORT);
        var release = Promise.<Void>promise();
        var module = ServiceModule.withSchema("probe", "opsprobe", c -> new VerticleBase() {
            @Override
            public Future<?> start() {
                return release.future();
            }
        });
        var starting = CompletableFuture.supplyAsync(() -> ServiceRuntime.start(config, java.util.List.of(module)));

        awaitStatus(managementPort, "/health/live", 200);
        assertThat(status(managementPort, "/health/ready")).isEqualTo(503);
        release.complete();
        var runtime = starting.get(60, TimeUnit.SECONDS);
        try {
            awaitStatus(managementPort, "/health/ready", 200);
            assertThat(body(managementPort, "/health/ready")).contains("\"cluster\"", "\"postgres\"");

            var metrics = body(managementPort, "/metrics");
            assertThat(metrics)
                    .containsPattern("(?m)^jvm_memory_used_bytes\\{")
                    .containsPattern("(?m)^vertx_pool_usage_seconds_count\\{pool_name=\"sigment-health\"")
                    .containsPattern("(?m)^vertx_sql_processing_time_seconds_count");

            dropDatabase(PgUrl.parse(config.get(Setting.PG_URL)));
            awaitStatus(managementPort, "/health/ready", 503);
        } finally {
            runtime.stop().await();
        }
    }

    private void awaitStatus(int port, String path, int expected) {
        Eventually.await(
                path + " answers " + expected,
                Duration.ofSeconds(30),
                Duration.ofMillis(100),
                () -> {
                    try {
                        return status(port, path);
                    } catch (java.io.IOException notListeningYet) {
                        return -1;
                    }
                },
                status -> status == expected);
    }

    private int status(int port, String path) throws Exception {
        return http.send(request(port, path), HttpResponse.BodyHandlers.discarding())
                .statusCode();
    }

    private String body(int port, String path) throws Exception {
        return http.send(request(port, path), HttpResponse.BodyHandlers.ofString())
                .body();
    }

    private static HttpRequest request(int port, String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(5))
                .build();
    }

    private static void dropDatabase(PgUrl url) throws Exception {
        try (var connection = DriverManager.getConnection(
                        url.withDatabase("postgres").jdbcUrl(), url.user(), url.password());
                var statement = connection.createStatement()) {
            statement.execute("DROP DATABASE " + url.database() + " WITH (FORCE)");
        }
    }
}
