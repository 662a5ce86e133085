package io.sigment.common.testing;

import io.sigment.common.db.EmbeddedDatabase;
import io.sigment.common.db.PgUrl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A fresh, empty PostgreSQL database per call: on the server of {@code SIGMENT_PG_URL} when set (CI), else
 * on one embedded server per test JVM. Databases made here are dropped when the JVM exits.
 */
public final class TestDatabase {
    private static final List<PgUrl> CREATED = new CopyOnWriteArrayList<>();
    private static PgUrl server;

    private TestDatabase() {}

    public static synchronized PgUrl fresh() {
        var admin = server();
        var name = "sigment_t_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        execute(admin, "CREATE DATABASE " + name);
        var url = admin.withDatabase(name);
        CREATED.add(url);
        return url;
    }

    private static PgUrl server() {
        if (server != null) return server;
        var configured = System.getenv("SIGMENT_PG_URL");
        if (configured != null && !configured.isBlank()) {
            server = PgUrl.parse(configured);
        } else {
            try {
                var embedded = EmbeddedDatabase.start(Files.createTempDirectory("sigment-test-pg"), false);
                server = embedded.url();
                Runtime.getRuntime().addShutdownHook(new Thread(embedded::close));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        Runtime.getRuntime().addShutdownHook(new Thread(TestDatabase::dropAll));
        return server;
    }

    private static void dropAll() {
        for (var url : CREATED) {
            try {
                execute(server, "DROP DATABASE IF EXISTS " + url.database() + " WITH (FORCE)");
            } catch (RuntimeException ignored) {
                // best effort: the server may already be gone
            }
        }
    }

    private static void execute(PgUrl on, String sql) {
        var properties = new Properties();
        properties.setProperty("user", on.user());
        if (on.password() != null) properties.setProperty("password", on.password());
        try (var connection = DriverManager.getConnection(on.jdbcUrl(), properties);
                var statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }
}
