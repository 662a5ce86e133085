package io.sigment.common.db;

import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;
import org.flywaydb.core.Flyway;

/**
 * Flyway migration of one service's schema from {@code classpath:db/<schema>}. Blocking: call it off the
 * event loop. A session-level advisory lock per schema makes concurrent starts of several processes safe
 * (Flyway's own lock does not cover creating the schema and its history table).
 */
public final class Migrations {
  private Migrations() {
  }

  /** Migrates {@code schema} to the newest version and returns how many migrations were applied. */
  public static int migrate(PgUrl url, String schema) {
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
          .load()
          .migrate()
          .migrationsExecuted;
    } catch (SQLException e) {
      throw new IllegalStateException("could not migrate schema " + schema + " at " + url + ": " + e.getMessage(), e);
    }
  }
}
