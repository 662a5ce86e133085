package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.emulator.world.Creator;
import io.sigment.scraper.people.PersonKeys;
import io.sigment.scraper.people.PrivacyMetrics;
import io.sigment.scraper.people.PrivacyRequests;
import io.sigment.scraper.people.PrivacyStore;
import io.sigment.scraper.people.RetentionStore;
import io.sigment.scraper.people.RetentionSweeper;
import io.sigment.scraper.platform.PlatformSources;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Engagers are people: what the scraper keeps of them after a scrape (a keyed hash, never their platform id or
 * handle), erasure and access on request (an erased person is in no engager set and a later scrape does not bring
 * them back), and retention (engager sets and unseen people's keys deleted after the window; a post is fetched again).
 */
class EngagersPrivacyTest {
    private static final ScraperFixture FIX = new ScraperFixture(c -> c.with(Setting.RETENTION_SWEEP_SECONDS, 3600)
            .with(Setting.PERSON_KEY_SECRET, "a-test-person-key-secret-of-40-characters")
            .with(Setting.PERSON_DENY_SECRET, "a-test-deny-list-secret-of-40-characters!"));
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9._-]+");

    @AfterAll
    static void close() {
        FIX.close();
    }

    private static List<Creator> small(Platform platform, int skip, int count) {
        return FIX.emulator.world().platform(platform).creators().stream()
                .sorted(Comparator.comparingInt(Creator::engagersTarget).thenComparing(Creator::handle))
                .skip(skip)
                .limit(count)
                .toList();
    }

    private static JsonObject scrape(String id, Platform platform, List<Creator> creators) {
        return FIX.request(
                "scrape",
                new JsonObject()
                        .put("scrape_id", id)
                        .put("platform", platform.key())
                        .put(
                                "handles",
                                new JsonArray(new ArrayList<Object>(
                                        creators.stream().map(Creator::handle).toList())))
                        .put("posts_per_creator", 3)
                        .put("engagers_per_post", 20_000));
    }

    private static List<JsonObject> truthEngagers(Platform platform, List<Creator> creators) {
        var out = new ArrayList<JsonObject>();
        for (var c : creators) {
            for (var post : c.posts().subList(0, 3)) {
                FIX.truth(platform.key() + "/posts/" + post.id())
                        .getJsonArray("engagers")
                        .forEach(e -> out.add((JsonObject) e));
            }
        }
        return out;
    }

    /** Requests whose erasures sweep two posts per transaction, so every erasure here takes many. */
    private static PrivacyRequests requests() {
        return new PrivacyRequests(
                new PrivacyStore(FIX.pool()),
                PersonKeys.of(FIX.config),
                PersonKeys.denyList(FIX.config),
                new PlatformSources(FIX.vertx, FIX.config, FIX.clock)::of,
                FIX.clock,
                2);
    }

    /** Every word of every row of every table of the scraper's schema. */
    static Set<String> wordsAtRest() {
        var words = new HashSet<String>();
        for (var table : FIX.sql("SELECT table_name FROM information_schema.tables WHERE table_schema = 'scraper'")) {
            for (var row : FIX.sql("SELECT t::text FROM scraper." + table.getString(0) + " t")) {
                var matcher = TOKEN.matcher(row.getString(0));
                while (matcher.find()) words.add(matcher.group());
            }
        }
        return words;
    }

    @Test
    void no_engager_platform_id_or_handle_is_stored_after_a_scrape() {
        for (var platform : Platform.values()) {
            var creators = small(platform, 10, 2);
            assertThat(scrape("at-rest-" + platform.key(), platform, creators).getString("status"))
                    .isEqualTo("completed");
            var engagers = truthEngagers(platform, creators);
            assertThat(engagers).as("engagers of " + platform).isNotEmpty();
            var words = wordsAtRest();
            for (var engager : engagers) {
                assertThat(words).as(platform + " engager id").doesNotContain(engager.getString("id"));
                assertThat(words).as(platform + " engager handle").doesNotContain(engager.getString("handle"));
            }
        }
    }

    private static int denseIdOf(Platform platform, String platformId) {
        var rows = FIX.sql(
                "SELECT person_id FROM scraper.people WHERE platform = $1 AND person_key = $2",
                platform.key(),
                io.vertx.core.buffer.Buffer.buffer(PersonKeys.of(FIX.config).key(platform, platformId)));
        return rows.isEmpty() ? -1 : rows.get(0).getInteger(0);
    }

    /** Engager sets of the platform's posts holding this dense id (ids of different platforms are unrelated). */
    private static long setsHolding(Platform platform, int personId) {
        return FIX.sql(
                        "SELECT count(*) FROM scraper.post_engagers e JOIN scraper.posts p USING (post_id) "
                                + "WHERE p.platform = $1 AND $2 = ANY(e.people)",
                        platform.key(),
                        personId)
                .get(0)
                .getLong(0);
    }

    @Test
    void an_erased_person_is_in_no_engager_set_and_a_later_scrape_does_not_bring_them_back() {
        var creators = small(Platform.TIKTOK, 20, 2);
        scrape("erase-1", Platform.TIKTOK, creators);
        var person = truthEngagers(Platform.TIKTOK, creators).get(0);
        var id = person.getString("id");
        int dense = denseIdOf(Platform.TIKTOK, id);
        assertThat(dense).isNotNegative();
        assertThat(setsHolding(Platform.TIKTOK, dense)).isPositive();

        var shown = requests().show(Platform.TIKTOK, id).await();
        assertThat(shown.getBoolean("key_held")).isTrue();
        assertThat(shown.getInteger("engager_sets")).isEqualTo((int) setsHolding(Platform.TIKTOK, dense));
        assertThat(shown.getBoolean("excluded_from_scraping")).isFalse();

        var erased = requests().erase(Platform.TIKTOK, id).await();
        assertThat(erased.getBoolean("key_held")).isTrue();
        assertThat(erased.getInteger("engager_sets")).isEqualTo(shown.getInteger("engager_sets"));
        assertThat(erased.getBoolean("sweep_done")).isTrue();
        assertThat(denseIdOf(Platform.TIKTOK, id)).as("key deleted").isNegative();
        assertThat(setsHolding(Platform.TIKTOK, dense))
                .as("engager sets holding the erased person")
                .isZero();
        assertThat(FIX.sql("SELECT count(*) FROM scraper.post_engagers WHERE cardinality(people) <> cardinality(likes) "
                                + "OR cardinality(people) <> cardinality(comments)")
                        .get(0)
                        .getLong(0))
                .isZero();

        var again = scrape("erase-2", Platform.TIKTOK, creators);
        assertThat(again.getString("status")).isEqualTo("completed");
        assertThat(denseIdOf(Platform.TIKTOK, id))
                .as("not keyed again by a later scrape")
                .isNegative();
        var samples = FIX.request(
                "samples", new JsonObject().put("platform", "tiktok").put("scrape_id", "erase-2"));
        assertThat(samples.getJsonArray("creators")).hasSize(2);

        var after = requests().show(Platform.TIKTOK, id).await();
        assertThat(after.getBoolean("key_held")).isFalse();
        assertThat(after.getBoolean("excluded_from_scraping")).isTrue();
        var audit = FIX.sql("SELECT t::text FROM scraper.privacy_requests t");
        assertThat(audit).hasSizeGreaterThanOrEqualTo(3);
        audit.forEach(row -> assertThat(row.getString(0)).doesNotContain(id, person.getString("handle")));
    }

    /** Erases the person's key and sweeps one post of the platform: an erasure whose process stopped after that. */
    private static int erasedPartWay(Platform platform, String id) {
        var store = new PrivacyStore(FIX.pool());
        int dense = store.eraseKey(
                        platform,
                        List.of(PersonKeys.of(FIX.config).key(platform, id)),
                        PersonKeys.denyList(FIX.config).key(platform, id),
                        FIX.clock)
                .await();
        long held = setsHolding(platform, dense);
        assertThat(held).as("sets holding the person before the sweep").isGreaterThanOrEqualTo(2);
        assertThat(store.sweepErased(platform, dense, 1).await().done()).isFalse();
        assertThat(setsHolding(platform, dense))
                .as("one post per transaction leaves the others")
                .isBetween(held - 1, held);
        return dense;
    }

    @Test
    void an_erasure_interrupted_between_its_batches_is_finished_by_the_sweeper_or_by_erase_run_again() {
        var creators = small(Platform.YOUTUBE, 20, 2);
        scrape("erase-batches", Platform.YOUTUBE, creators);
        var posts = new java.util.HashMap<String, Integer>();
        truthEngagers(Platform.YOUTUBE, creators).forEach(e -> posts.merge(e.getString("id"), 1, Integer::sum));
        var mostPosts = posts.entrySet().stream()
                .sorted(java.util.Map.Entry.<String, Integer>comparingByValue().reversed())
                .map(java.util.Map.Entry::getKey)
                .limit(2)
                .toList();

        int first = erasedPartWay(Platform.YOUTUBE, mostPosts.get(0));
        var again = requests().erase(Platform.YOUTUBE, mostPosts.get(0)).await();
        assertThat(again.getBoolean("key_held")).isFalse();
        assertThat(again.getBoolean("sweep_done")).isTrue();
        assertThat(setsHolding(Platform.YOUTUBE, first))
                .as("sets holding the person erased again")
                .isZero();

        // Two days on, past the erasure's day of aftermath: the sweeper finishes the erasure before forgetting it.
        int second = erasedPartWay(Platform.YOUTUBE, mostPosts.get(1));
        FIX.clock.advance(Duration.ofDays(2));
        try {
            new RetentionSweeper(
                            new RetentionStore(FIX.pool()),
                            new PrivacyStore(FIX.pool()),
                            new PrivacyMetrics(new SimpleMeterRegistry()),
                            FIX.clock,
                            90,
                            3)
                    .sweep()
                    .await();
        } finally {
            FIX.clock.reset();
        }
        assertThat(setsHolding(Platform.YOUTUBE, second))
                .as("sets holding the person the sweeper finished")
                .isZero();
        assertThat(FIX.sql(
                                "SELECT count(*) FROM scraper.erased_ids WHERE platform = 'youtube' AND person_id = $1",
                                second)
                        .get(0)
                        .getLong(0))
                .as("the finished erasure forgotten after its day")
                .isZero();
        assertThat(FIX.sql("SELECT count(*) FROM scraper.post_engagers WHERE cardinality(people) <> cardinality(likes) "
                                + "OR cardinality(people) <> cardinality(comments)")
                        .get(0)
                        .getLong(0))
                .isZero();
    }

    @Test
    void a_handle_is_resolved_to_the_platform_id_through_the_platform() {
        var creators = small(Platform.INSTAGRAM, 40, 1);
        scrape("by-handle", Platform.INSTAGRAM, creators);
        var person = truthEngagers(Platform.INSTAGRAM, creators).get(0);
        var byHandle = requests()
                .show(Platform.INSTAGRAM, "@" + person.getString("handle"))
                .await();
        var byId = requests().show(Platform.INSTAGRAM, person.getString("id")).await();
        assertThat(byHandle.getBoolean("key_held")).isTrue();
        assertThat(byHandle.getInteger("engager_sets")).isPositive().isEqualTo(byId.getInteger("engager_sets"));
        assertThat(byHandle.encode()).doesNotContain(person.getString("handle"), person.getString("id"));
        var unknown = requests().show(Platform.INSTAGRAM, "@no.such.person.anywhere");
        org.assertj.core.api.Assertions.assertThatThrownBy(unknown::await)
                .hasMessageContaining("No Instagram account has this handle");
    }

    @Test
    void after_the_window_engager_sets_and_unseen_keys_are_deleted_and_the_post_is_fetched_again() {
        var creators = small(Platform.INSTAGRAM, 30, 1);
        scrape("keep-1", Platform.INSTAGRAM, creators);
        var postIds =
                creators.get(0).posts().subList(0, 3).stream().map(p -> p.id()).toList();
        var registry = new SimpleMeterRegistry();
        var sweeper = new RetentionSweeper(
                new RetentionStore(FIX.pool()),
                new PrivacyStore(FIX.pool()),
                new PrivacyMetrics(registry),
                FIX.clock,
                90,
                2);
        try {
            assertThat(sweeper.sweep().await().engagerSets())
                    .as("nothing is old yet")
                    .isZero();
            assertThat(registry.get(PrivacyMetrics.KEYS_HELD)
                            .tag("platform", "instagram")
                            .gauge()
                            .value())
                    .isPositive();
            FIX.clock.advance(Duration.ofDays(92));
            var swept = sweeper.sweep().await();
            assertThat(swept.engagerSets()).isPositive();
            assertThat(swept.personKeys()).isPositive();
            assertThat(FIX.sql("SELECT count(*) FROM scraper.post_engagers")
                            .get(0)
                            .getLong(0))
                    .isZero();
            assertThat(FIX.sql("SELECT count(*) FROM scraper.people").get(0).getLong(0))
                    .isZero();
            assertThat(sweeper.sweep().await())
                    .as("a second sweep finds nothing")
                    .isEqualTo(new RetentionSweeper.Swept(0, 0));
            assertThat(registry.get(PrivacyMetrics.ENGAGER_SETS_EXPIRED)
                            .counter()
                            .count())
                    .isEqualTo(swept.engagerSets());
            assertThat(registry.get(PrivacyMetrics.KEYS_EXPIRED).counter().count())
                    .isEqualTo(swept.personKeys());
            assertThat(registry.get(PrivacyMetrics.KEYS_HELD)
                            .tag("platform", "instagram")
                            .gauge()
                            .value())
                    .isZero();

            var refetched = scrape("keep-2", Platform.INSTAGRAM, creators);
            assertThat(refetched.getString("status")).isEqualTo("completed");
            for (var postId : postIds) {
                assertThat(FIX.sql(
                                        "SELECT count(*) FROM scraper.post_engagers e JOIN scraper.posts p USING (post_id) "
                                                + "WHERE p.platform_post_id = $1",
                                        postId)
                                .get(0)
                                .getLong(0))
                        .as("post fetched again")
                        .isOne();
            }
        } finally {
            FIX.clock.reset();
        }
    }
}
