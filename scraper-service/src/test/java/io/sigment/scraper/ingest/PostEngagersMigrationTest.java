package io.sigment.scraper.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.db.Migrations;
import io.sigment.common.testing.Jdbc;
import io.sigment.common.testing.TestDatabase;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * A database holding engagement rows from before V3 keeps them: each post's rows become its engager set (people
 * ascending, a person's likes and comments side by side), a post fetched without engagers gets an empty set, a
 * post never fetched gets none.
 */
class PostEngagersMigrationTest {

    @Test
    void v3_turns_each_posts_engagement_rows_into_its_engager_set() throws SQLException {
        var url = TestDatabase.fresh();
        Flyway.configure()
                .dataSource(url.jdbcUrl(), url.user(), url.password())
                .schemas("scraper")
                .defaultSchema("scraper")
                .createSchemas(true)
                .locations("classpath:db/scraper")
                .target("2")
                .load()
                .migrate();
        Jdbc.run(
                url,
                "INSERT INTO scraper.creators (platform, platform_id, handle) VALUES ('instagram', 'c1', 'c1')",
                "INSERT INTO scraper.posts (platform, platform_post_id, creator_id, published_at, impressions, likes, "
                        + "comments, engagers_fetched_at) VALUES "
                        + "('instagram', 'liked', 'c1', now(), 10, 3, 2, now()), "
                        + "('instagram', 'quiet', 'c1', now(), 10, 0, 0, now()), "
                        + "('instagram', 'never', 'c1', now(), 10, 0, 0, NULL)",
                "INSERT INTO scraper.engagements (post_id, person_id, kind, count) "
                        + "SELECT post_id, v.person, v.kind, v.count FROM scraper.posts, "
                        + "(VALUES (7, 1, 1), (7, 2, 3), (2, 1, 1), (5, 2, 1)) AS v(person, kind, count) "
                        + "WHERE platform_post_id = 'liked'");

        Migrations.migrate(url, "scraper");

        assertThat(Jdbc.column(
                        url,
                        "SELECT p.platform_post_id || ' ' || e.people::text || ' ' || e.likes::text || ' ' "
                                + "|| e.comments::text FROM scraper.post_engagers e JOIN scraper.posts p USING (post_id) "
                                + "ORDER BY p.platform_post_id"))
                .containsExactly("liked {2,5,7} {1,0,1} {0,1,3}", "quiet {} {} {}");
        assertThat(Jdbc.column(url, "SELECT to_regclass('scraper.engagements')::text"))
                .containsExactly((String) null);
    }
}
