package io.sigment.scraper.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.PgUrl;
import io.sigment.common.testing.Jdbc;
import io.sigment.common.testing.TestDatabase;
import io.sigment.scraper.people.PersonKeys;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * A database holding people by platform id and handle (before V6) keeps only their keys: each person's id becomes
 * HMAC-SHA-256 under the secret, the handles go, dense ids (so every engager set) stay; without the secret the
 * migration refuses to run and names it.
 */
class PseudonymousPeopleMigrationTest {
    private static final String SECRET = "the-deployments-person-key-secret-0123456789";

    private static PgUrl before() throws SQLException {
        var url = TestDatabase.fresh();
        Flyway.configure()
                .dataSource(url.jdbcUrl(), url.user(), url.password())
                .schemas("scraper")
                .defaultSchema("scraper")
                .createSchemas(true)
                .locations("classpath:db/scraper")
                .target("5")
                .load()
                .migrate();
        Jdbc.run(
                url,
                "INSERT INTO scraper.creators (platform, platform_id, handle) VALUES ('tiktok', 'c1', 'c1')",
                "INSERT INTO scraper.posts (platform, platform_post_id, creator_id, published_at, impressions, likes, "
                        + "comments, engagers_fetched_at) VALUES ('tiktok', 'p1', 'c1', now(), 10, 3, 2, '2026-11-20T10:00:00Z')",
                "INSERT INTO scraper.people (platform, platform_person_id, person_id, handle) VALUES "
                        + "('tiktok', '6900000000001', 0, 'sunny.anna1x'), ('tiktok', '6900000000002', 1, 'its_leo2y'), "
                        + "('instagram', '10000000003', 0, 'hey.mia3z')",
                "INSERT INTO scraper.post_engagers (post_id, people, likes, comments) "
                        + "SELECT post_id, '{0,1}', '{0,0}', '{1,2}' FROM scraper.posts");
        return url;
    }

    @Test
    void v6_keeps_each_person_only_as_their_key_with_the_same_dense_id() throws SQLException {
        var url = before();
        var config = Config.of(Map.of()).with(Setting.PERSON_KEY_SECRET, SECRET);

        Migrations.migrate(url, "scraper", config);

        var keys = PersonKeys.of(config);
        var hex = HexFormat.of();
        assertThat(Jdbc.column(
                        url,
                        "SELECT platform || ' ' || person_id || ' ' || encode(person_key, 'hex') || ' ' || last_seen "
                                + "FROM scraper.people ORDER BY platform, person_id"))
                .containsExactly(
                        "instagram 0 " + hex.formatHex(keys.key(Platform.INSTAGRAM, "10000000003")) + " 1970-01-01",
                        "tiktok 0 " + hex.formatHex(keys.key(Platform.TIKTOK, "6900000000001")) + " 2026-11-20",
                        "tiktok 1 " + hex.formatHex(keys.key(Platform.TIKTOK, "6900000000002")) + " 2026-11-20");
        assertThat(Jdbc.column(
                        url,
                        "SELECT column_name FROM information_schema.columns WHERE table_schema = 'scraper' "
                                + "AND table_name = 'people' ORDER BY column_name"))
                .containsExactly("last_seen", "person_id", "person_key", "platform");
        assertThat(Jdbc.column(url, "SELECT people::text FROM scraper.post_engagers"))
                .containsExactly("{0,1}");
    }

    @Test
    void without_the_secret_v6_refuses_to_run_and_names_it() throws SQLException {
        var url = before();
        assertThatThrownBy(() -> Migrations.migrate(url, "scraper", Config.of(Map.of())))
                .hasStackTraceContaining("SIGMENT_PERSON_KEY_SECRET is not set");
        assertThat(Jdbc.column(url, "SELECT count(*)::text FROM scraper.people WHERE platform_person_id IS NOT NULL"))
                .as("nothing changed")
                .containsExactly("3");
    }
}
