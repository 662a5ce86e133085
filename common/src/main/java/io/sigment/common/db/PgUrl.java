package io.sigment.common.db;

import io.vertx.pgclient.PgConnectOptions;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * A PostgreSQL address as {@code postgresql://user[:password]@host[:port]/database}, the form of
 * {@code SIGMENT_PG_URL}; convertible to the reactive client's options and to a JDBC URL for Flyway.
 */
public record PgUrl(String host, int port, String database, String user, String password) {

    public static PgUrl parse(String url) {
        var text = url.startsWith("jdbc:") ? url.substring(5) : url;
        if (!text.startsWith("postgresql://") && !text.startsWith("postgres://")) {
            throw new IllegalArgumentException("SIGMENT_PG_URL must look like postgresql://user@host:5432/database");
        }
        var uri = URI.create(text);
        var user = "postgres";
        String password = null;
        if (uri.getRawUserInfo() != null) {
            var parts = uri.getRawUserInfo().split(":", 2);
            user = decode(parts[0]);
            if (parts.length == 2) password = decode(parts[1]);
        }
        var database = uri.getPath() == null || uri.getPath().length() <= 1
                ? user
                : uri.getPath().substring(1);
        return new PgUrl(uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort(), database, user, password);
    }

    public PgUrl withDatabase(String name) {
        return new PgUrl(host, port, name, user, password);
    }

    public PgConnectOptions connectOptions() {
        // Each connection keeps its prepared statements: a cheap read is then Bind+Execute, not Parse+plan+Execute
        // every call (PostgreSQL planned get_account's one statement anew on each call). Needs session pooling if a
        // pooler sits in between (PgBouncer's transaction mode drops named statements).
        var options = new PgConnectOptions()
                .setHost(host)
                .setPort(port)
                .setDatabase(database)
                .setUser(user)
                .setCachePreparedStatements(true);
        if (password != null) options.setPassword(password);
        return options;
    }

    public String jdbcUrl() {
        return "jdbc:postgresql://" + host + ":" + port + "/" + database;
    }

    @Override
    public String toString() {
        return "postgresql://" + user + (password == null ? "" : ":***") + "@" + host + ":" + port + "/" + database;
    }

    /** The full URL, password included, for handing to a child process. */
    public String toUrl() {
        return "postgresql://" + encode(user) + (password == null ? "" : ":" + encode(password)) + "@" + host + ":"
                + port + "/" + database;
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static String decode(String s) {
        return URLDecoder.decode(s, StandardCharsets.UTF_8);
    }
}
