package io.sigment.common.db;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;

/**
 * A PostgreSQL server run from the embedded binaries (zonky), for {@code local} and tests when no
 * {@code SIGMENT_PG_URL} is given. Its files stay in {@code dataDir}, so data survives restarts.
 */
public final class EmbeddedDatabase implements AutoCloseable {
    public static final String DATABASE = "sigment";

    private final EmbeddedPostgres server;

    private EmbeddedDatabase(EmbeddedPostgres server) {
        this.server = server;
    }

    /**
     * Starts a server on the files in {@code dataDir} (created if new). {@code durable}: fsync and synchronous
     * commits on, for data that must survive a crash; off for throwaway test databases.
     */
    public static EmbeddedDatabase start(Path dataDir, boolean durable) {
        try {
            Files.createDirectories(dataDir);
            var onOff = durable ? "on" : "off";
            var server = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDir)
                    .setCleanDataDirectory(false)
                    .setServerConfig("max_connections", "300")
                    .setServerConfig("fsync", onOff)
                    .setServerConfig("synchronous_commit", onOff)
                    .start();
            var database = new EmbeddedDatabase(server);
            database.createIfMissing(DATABASE);
            return database;
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataDir, e);
        }
    }

    /** The server's address for {@code database}. */
    public PgUrl url(String database) {
        return new PgUrl("127.0.0.1", server.getPort(), database, "postgres", null);
    }

    public PgUrl url() {
        return url(DATABASE);
    }

    public void createIfMissing(String database) {
        try (var connection = server.getPostgresDatabase().getConnection();
                var exists = connection.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            exists.setString(1, database);
            if (exists.executeQuery().next()) return;
            try (var create = connection.createStatement()) {
                create.execute("CREATE DATABASE \"" + database.replace("\"", "") + "\"");
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not create database " + database, e);
        }
    }

    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
