package io.sigment.common.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Setting;
import io.sigment.common.db.PgUrl;
import io.sigment.common.testing.TestConfig;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.DriverManager;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code SIGMENT_MIGRATE_ON_START=false}, as {@code ./sigment up --processes} starts its processes after migrating every
 * schema itself: the process starts and is ready without touching its schema.
 */
class MigrateOnStartTest {
    @Test
    void a_process_told_its_schema_is_migrated_starts_without_migrating_it() throws Exception {
        var config = TestConfig.withFreshDatabase(TestConfig.node()).with(Setting.MIGRATE_ON_START, false);
        var module = ServiceModule.withSchema("probe", "opsprobe", c -> new VerticleBase() {
            @Override
            public Future<?> start() {
                return Future.succeededFuture();
            }
        });
        var runtime = ServiceRuntime.start(config, List.of(module));
        try {
            var ready = HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(
                                            "http://127.0.0.1:" + runtime.managementPort() + "/health/ready"))
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
            assertThat(ready.statusCode()).as(ready.body()).isEqualTo(200);
            assertThat(schemaExists(PgUrl.parse(config.get(Setting.PG_URL)), "opsprobe"))
                    .as("the schema a migration would have created")
                    .isFalse();
        } finally {
            runtime.stop().await();
        }
    }

    private static boolean schemaExists(PgUrl url, String schema) throws Exception {
        try (var connection = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
                var query = connection.prepareStatement(
                        "SELECT count(*) FROM information_schema.schemata WHERE schema_name = ?")) {
            query.setString(1, schema);
            try (var rows = query.executeQuery()) {
                rows.next();
                return rows.getInt(1) == 1;
            }
        }
    }
}
