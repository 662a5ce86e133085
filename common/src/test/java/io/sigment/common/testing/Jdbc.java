package io.sigment.common.testing;

import io.sigment.common.db.PgUrl;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Plain JDBC on a test database, outside any service's pool: migration tests set up rows as an older schema had them
 * and read what a migration left; others hold a session of their own (an advisory lock, a row to change under a
 * running service).
 */
public final class Jdbc {
    private Jdbc() {}

    /** A session of its own on the database, for a test to hold open (its locks live as long as it does). */
    public static Connection connect(PgUrl url) throws SQLException {
        return DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
    }

    /** Runs one statement on {@code on}; a failure names the statement. */
    public static void execute(Connection on, String sql) {
        try (var statement = on.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql, e);
        }
    }

    /** Runs the statements in order, each in its own transaction. */
    public static void run(PgUrl url, String... statements) throws SQLException {
        try (var jdbc = connect(url);
                var statement = jdbc.createStatement()) {
            for (var s : statements) statement.execute(s);
        }
    }

    /** The first column of every row the query answers, as text. */
    public static List<String> column(PgUrl url, String sql) throws SQLException {
        try (var jdbc = connect(url);
                var rows = jdbc.createStatement().executeQuery(sql)) {
            var out = new ArrayList<String>();
            while (rows.next()) out.add(rows.getString(1));
            return out;
        }
    }
}
