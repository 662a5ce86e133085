package io.sigment.common.testing;

import io.sigment.common.db.PgUrl;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Plain JDBC on a test database, for migration tests: they set up rows as an older schema had them and read what a
 * migration left, outside any service's pool.
 */
public final class Jdbc {
    private Jdbc() {}

    /** Runs the statements in order, each in its own transaction. */
    public static void run(PgUrl url, String... statements) throws SQLException {
        try (var jdbc = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
                var statement = jdbc.createStatement()) {
            for (var s : statements) statement.execute(s);
        }
    }

    /** The first column of every row the query answers, as text. */
    public static List<String> column(PgUrl url, String sql) throws SQLException {
        try (var jdbc = DriverManager.getConnection(url.jdbcUrl(), url.user(), url.password());
                var rows = jdbc.createStatement().executeQuery(sql)) {
            var out = new ArrayList<String>();
            while (rows.next()) out.add(rows.getString(1));
            return out;
        }
    }
}
