package io.sigment.common.db;

import io.sigment.common.Config;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;
import org.flywaydb.core.Flyway;

/**
 * Flyway migration of one service's schema from {@code classpath:db/<schema>} (SQL scripts, and Java migrations in the
 * package {@code db.<schema>}). Blocking: call it off the event loop. A session-level advisory lock per schema makes
 * concurrent starts of several processes safe (Flyway's own lock does not cover creating the schema and its history
 * table). A Java migration reads the process's settings (e.g. a secret it needs) with {@link #settings}.
 */
public final class Migrations {
    private Migrations() {}

    /** Migrates {@code schema} to the newest version with no settings beyond the database's URL. */
    public static int migrate(PgUrl url, String schema) {
        return migrate(url, schema, Config.of(Map.of()));
    }

    /** Migrates {@code schema} of the database of {@code config} to the newest version. */
    public static int migrate(Config config, String schema) {
        return migrate(Postgres.url(config), schema, config);
    }

    /**
     * Migrates {@code schema} to the newest version and returns how many migrations were applied; Java migrations get
     * {@code config}'s settings.
     */
    public static int migrate(PgUrl url, String schema, Config config) {
        var properties = new Properties();
        properties.setProperty("user", url.user());
        if (url.password() != null) properties.setProperty("password", url.password());
        try (var lockConnection = DriverManager.getConnection(url.jdbcUrl(), properties)) {
            try (var lock = lockConnection.prepareStatement("SELECT pg_advisory_lock(hashtext(?))")) {
                lock.setString(1, "sigment.migrate." + schema);
                lock.execute();
            }
            return Flyway.configure()
                    .dataSource(url.jdbcUrl(), url.user(), url.password())
                    .schemas(schema)
                    .defaultSchema(schema)
                    .createSchemas(true)
                    .locations("classpath:db/" + schema)
                    .failOnMissingLocations(true)
                    // Java migrations read the settings from here; SQL scripts are never rewritten with them.
                    .placeholderReplacement(false)
                    .placeholders(config.asEnv())
                    .load()
                    .migrate()
                    .migrationsExecuted;
        } catch (SQLException e) {
            throw new IllegalStateException(
                    "could not migrate schema " + schema + " at " + url + ": " + e.getMessage(), e);
        }
    }

    /** The settings a Java migration was run with (its {@code Context}'s configuration). */
    public static Config settings(org.flywaydb.core.api.configuration.Configuration configuration) {
        var env = new java.util.HashMap<String, String>();
        configuration
                .getPlaceholders()
                .forEach((name, value) -> env.put(name.toUpperCase(java.util.Locale.ROOT), value));
        return Config.of(env);
    }
}
