package db.scraper;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.db.Migrations;
import io.sigment.scraper.people.PersonKeys;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * People become pseudonymous: each stored person's platform id is replaced by its key (HMAC-SHA-256 under
 * {@code SIGMENT_PERSON_KEY_SECRET}, {@link PersonKeys}) and their handle is dropped; dense ids stay, so every engager
 * set and every snapshot means what it meant. Each person gets the day they were last seen in an engager set (the
 * newest fetch of a set holding them), by which retention will drop their key. Refuses to run, naming the setting,
 * when there are people to re-key and no secret (a demo uses its stand-in).
 */
public class V6__Pseudonymous_people extends BaseJavaMigration {
    private static final int BATCH = 10_000;

    @Override
    public void migrate(Context context) throws Exception {
        var config = Migrations.settings(context.getConfiguration());
        var connection = context.getConnection();
        long people = count(connection);
        if (people > 0 && config.optional(Setting.PERSON_KEY_SECRET).isEmpty() && !config.bool(Setting.DEMO)) {
            throw new IllegalStateException(
                    Setting.PERSON_KEY_SECRET.env() + " is not set: the " + people + " people stored "
                            + "by the scraper cannot be re-keyed without it. Set it (at least 32 random characters, "
                            + "kept in the secret "
                            + "store every scraper process reads) and run the migration again.");
        }
        var keys = PersonKeys.of(config);
        try (var statement = connection.createStatement()) {
            statement.execute("ALTER TABLE scraper.people ADD COLUMN person_key bytea, ADD COLUMN last_seen date");
        }
        rekey(connection, keys);
        try (var statement = connection.createStatement()) {
            statement.execute("UPDATE scraper.people p SET last_seen = s.seen FROM (SELECT po.platform, u.person_id, "
                    + "max(po.engagers_fetched_at)::date AS seen FROM scraper.post_engagers e JOIN scraper.posts po "
                    + "USING (post_id) "
                    + "CROSS JOIN unnest(e.people) AS u(person_id) GROUP BY po.platform, u.person_id) s "
                    + "WHERE p.platform = s.platform AND p.person_id = s.person_id");
            // Held by no engager set: retention's next sweep drops the key.
            statement.execute("UPDATE scraper.people SET last_seen = DATE '1970-01-01' WHERE last_seen IS NULL");
            statement.execute("ALTER TABLE scraper.people DROP CONSTRAINT people_pkey, DROP COLUMN platform_person_id, "
                    + "DROP COLUMN handle, ALTER COLUMN person_key SET NOT NULL, ALTER COLUMN last_seen SET NOT NULL, "
                    + "ADD PRIMARY KEY (platform, person_key)");
        }
    }

    private static long count(Connection connection) throws SQLException {
        try (var statement = connection.createStatement();
                var rows = statement.executeQuery("SELECT count(*) FROM scraper.people")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    /**
     * Reads the people in pages of {@value #BATCH} (by their primary key) and writes each page's keys in one statement.
     */
    private static void rekey(Connection connection, PersonKeys keys) throws SQLException {
        var hex = HexFormat.of();
        String platform = "";
        String after = "";
        try (var page = connection.prepareStatement("SELECT platform, platform_person_id FROM scraper.people "
                        + "WHERE (platform, platform_person_id) > (?, ?) ORDER BY platform, platform_person_id LIMIT "
                        + BATCH);
                var write = connection.prepareStatement("UPDATE scraper.people p SET person_key = decode(k.key, 'hex') "
                        + "FROM unnest(?::text[], ?::text[], ?::text[]) AS k(platform, id, key) "
                        + "WHERE p.platform = k.platform AND p.platform_person_id = k.id")) {
            while (true) {
                page.setString(1, platform);
                page.setString(2, after);
                var platforms = new ArrayList<String>();
                var ids = new ArrayList<String>();
                try (var rows = page.executeQuery()) {
                    while (rows.next()) {
                        platforms.add(rows.getString(1));
                        ids.add(rows.getString(2));
                    }
                }
                if (ids.isEmpty()) return;
                var hashes = new ArrayList<String>(ids.size());
                for (int i = 0; i < ids.size(); i++) {
                    hashes.add(hex.formatHex(keys.key(Platform.parse(platforms.get(i)), ids.get(i))));
                }
                write.setArray(1, connection.createArrayOf("text", platforms.toArray()));
                write.setArray(2, connection.createArrayOf("text", ids.toArray()));
                write.setArray(3, connection.createArrayOf("text", hashes.toArray()));
                write.executeUpdate();
                platform = last(platforms);
                after = last(ids);
            }
        }
    }

    private static String last(List<String> values) {
        return values.get(values.size() - 1);
    }
}
