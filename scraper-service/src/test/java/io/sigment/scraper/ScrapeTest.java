package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.bus.Topics;
import io.sigment.common.samples.SampleEncoding;
import io.sigment.emulator.http.FaultInjection;
import io.sigment.emulator.world.Creator;
import io.sigment.scraper.people.PersonKeys;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class ScrapeTest {
    private static final ScraperFixture FIX =
            new ScraperFixture(c -> c.with(io.sigment.common.Setting.SCRAPER_RETRIES, 1)
                    .with(io.sigment.common.Setting.SCRAPER_BREAKER_FAILURES, 1000));

    @AfterAll
    static void close() {
        FIX.close();
    }

    /** Small creators of a platform, so a test can fetch every engager of their posts. */
    private static List<Creator> small(Platform platform, int skip, int count) {
        return FIX.emulator.world().platform(platform).creators().stream()
                .sorted(Comparator.comparingInt(Creator::engagersTarget).thenComparing(Creator::handle))
                .skip(skip)
                .limit(count)
                .toList();
    }

    private static JsonObject scrape(String id, String platform, List<String> handles, int posts) {
        return new JsonObject()
                .put("scrape_id", id)
                .put("platform", platform)
                .put("handles", new io.vertx.core.json.JsonArray(new ArrayList<Object>(handles)))
                .put("posts_per_creator", posts)
                .put("engagers_per_post", 20_000);
    }

    @Test
    void stored_engagers_of_scraped_posts_equal_the_emulators_ground_truth() {
        var creators = small(Platform.INSTAGRAM, 0, 2);
        var handles = new ArrayList<>(creators.stream().map(Creator::handle).toList());
        handles.add("nobody.has.this.handle");
        var events = new CopyOnWriteArrayList<JsonObject>();
        FIX.vertx.eventBus().<JsonObject>consumer(Topics.SCRAPE_PROGRESS, m -> events.add(m.body()));
        var reply = FIX.request("scrape", scrape("truth-1", "instagram", handles, 4));

        assertThat(reply.getString("status")).isEqualTo("completed");
        assertThat(reply.getJsonArray("unknown_handles")).containsExactly("nobody.has.this.handle");
        var first = reply.getJsonArray("creators").getJsonObject(0);
        assertThat(first.getString("status")).isEqualTo("scraped");
        assertThat(first.getInteger("posts")).isEqualTo(4);
        for (var creator : creators) {
            for (var post : creator.posts().subList(0, 4)) {
                var truth = FIX.truth("instagram/posts/" + post.id());
                var expected = new TreeMap<String, Integer>();
                for (var e : truth.getJsonArray("engagers")) {
                    var engager = (JsonObject) e;
                    var key = key(Platform.INSTAGRAM, engager.getString("id"));
                    if (engager.getInteger("likes") > 0) expected.put(key + "/1", engager.getInteger("likes"));
                    if (engager.getInteger("comments") > 0) expected.put(key + "/2", engager.getInteger("comments"));
                }
                assertThat(stored("instagram", post.id()))
                        .as("engagers of " + post.id())
                        .isEqualTo(expected);
                var impressions =
                        FIX.sql("SELECT impressions FROM scraper.posts WHERE platform_post_id = $1", post.id());
                assertThat(impressions.get(0).getLong(0)).isEqualTo(truth.getLong("impressions"));
            }
        }
        assertThat(events).anySatisfy(e -> assertThat(e.getString("event")).isEqualTo("post_done"));
        assertThat(events).anySatisfy(e -> assertThat(e.getString("event")).isEqualTo("creator_unknown"));
        assertThat(events).anySatisfy(e -> assertThat(e.getString("event")).isEqualTo("completed"));
        assertDense("instagram");
    }

    @Test
    void samples_give_each_post_its_impressions_and_engaged_people_with_counts() {
        var creator = small(Platform.TIKTOK, 5, 1).get(0);
        FIX.request("scrape", scrape("samples-1", "tiktok", List.of(creator.handle()), 3));
        var reply = FIX.request(
                "samples",
                new JsonObject()
                        .put("platform", "tiktok")
                        .put("handle", creator.handle())
                        .put("scrape_id", "samples-1"));
        var sample = reply.getJsonArray("creators").getJsonObject(0);
        assertThat(sample.getString("creator_id")).isEqualTo(creator.id());
        var posts = sample.getJsonArray("posts");
        assertThat(posts).hasSize(3);
        for (int i = 0; i < 3; i++) {
            var post = posts.getJsonObject(i);
            var truthPost = creator.posts().get(i);
            assertThat(post.getString("post_id")).isEqualTo(truthPost.id());
            assertThat(post.getLong("impressions")).isEqualTo(truthPost.impressions());
            int[] people = SampleEncoding.decodePeople(post.getString("people"));
            int[] counts = SampleEncoding.decodeCounts(post.getString("counts"));
            assertThat(counts).hasSize(people.length);
            assertThat(people.length).isEqualTo(post.getInteger("engagers"));
            var byPlatformId = new TreeMap<String, Integer>();
            var ids = FIX.sql(
                    "SELECT person_id, encode(person_key, 'hex') FROM scraper.people WHERE platform = 'tiktok'");
            var platformIdOf = new TreeMap<Integer, String>();
            ids.forEach(r -> platformIdOf.put(r.getInteger(0), r.getString(1)));
            for (int k = 0; k < people.length; k++) byPlatformId.put(platformIdOf.get(people[k]), counts[k]);
            var expected = new TreeMap<String, Integer>();
            for (var e : FIX.truth("tiktok/posts/" + truthPost.id()).getJsonArray("engagers")) {
                expected.put(
                        key(Platform.TIKTOK, ((JsonObject) e).getString("id")),
                        ((JsonObject) e).getInteger("comments"));
            }
            assertThat(byPlatformId).isEqualTo(expected);
        }
        var unknown = FIX.request(
                "samples",
                new JsonObject()
                        .put("platform", "tiktok")
                        .put("handles", ScraperFixture.handles("never.scraped.anyone")));
        assertThat(unknown.getJsonArray("unknown")).containsExactly("never.scraped.anyone");
    }

    @Test
    void samples_carry_each_posts_like_and_comment_totals_beyond_the_engagers_read_and_omit_unreported_ones() {
        var creator = small(Platform.INSTAGRAM, 40, 1).get(0);
        FIX.request(
                "scrape",
                scrape("totals-1", "instagram", List.of(creator.handle()), 3).put("engagers_per_post", 5));
        var posts = FIX.request(
                        "samples",
                        new JsonObject()
                                .put("platform", "instagram")
                                .put("handle", creator.handle())
                                .put("scrape_id", "totals-1"))
                .getJsonArray("creators")
                .getJsonObject(0)
                .getJsonArray("posts");
        assertThat(posts).hasSize(3);
        long read = 0;
        long reported = 0;
        for (int i = 0; i < 3; i++) {
            var post = posts.getJsonObject(i);
            long likes = 0;
            long comments = 0;
            for (var e :
                    FIX.truth("instagram/posts/" + post.getString("post_id")).getJsonArray("engagers")) {
                likes += ((JsonObject) e).getLong("likes");
                comments += ((JsonObject) e).getLong("comments");
            }
            assertThat(post.getLong("likes"))
                    .as("likes of " + post.getString("post_id"))
                    .isEqualTo(likes);
            assertThat(post.getLong("comments"))
                    .as("comments of " + post.getString("post_id"))
                    .isEqualTo(comments);
            read += post.getInteger("engagers");
            reported += likes + comments;
        }
        assertThat(read).isLessThan(reported);

        var hidden = posts.getJsonObject(0).getString("post_id");
        FIX.sql("UPDATE scraper.posts SET likes = NULL WHERE platform = 'instagram' AND platform_post_id = $1", hidden);
        var again = FIX.request(
                        "samples",
                        new JsonObject()
                                .put("platform", "instagram")
                                .put("handle", creator.handle())
                                .put("scrape_id", "totals-1"))
                .getJsonArray("creators")
                .getJsonObject(0)
                .getJsonArray("posts")
                .getJsonObject(0);
        assertThat(again.containsKey("likes"))
                .as("a hidden like count is absent, not 0")
                .isFalse();
        assertThat(again.getLong("comments")).isEqualTo(posts.getJsonObject(0).getLong("comments"));
    }

    @Test
    void a_scrape_interrupted_by_platform_failures_resumes_without_duplicate_rows() {
        var creators = small(Platform.YOUTUBE, 10, 3);
        var handles = creators.stream().map(Creator::handle).toList();
        var args = scrape("resume-1", "youtube", handles, 6);
        // 3 creators need 9 calls before their comments: after 12 calls the platform fails, mid-scrape.
        FIX.emulator.faults().failAfter(12, 503);
        var failure = FIX.failure("scrape", args);
        FIX.emulator.faults().set(FaultInjection.NONE);
        assertThat(failure).isInstanceOf(ToolError.class);
        assertThat(failure.getMessage())
                .startsWith("Sigment is busy: scrape resume-1 of YouTube stopped")
                .contains("HTTP 503")
                .contains("retry with the same scrape_id");
        long donePart = count("SELECT count(*) FROM scraper.scrape_posts WHERE scrape_id = 'resume-1'");
        assertThat(donePart).isBetween(1L, 17L);

        long before = FIX.emulator.faults().requests();
        var reply = FIX.request("scrape", args);
        long resumedRequests = FIX.emulator.faults().requests() - before;
        assertThat(reply.getString("status")).isEqualTo("completed");
        assertThat(count("SELECT count(*) FROM scraper.scrape_posts WHERE scrape_id = 'resume-1'"))
                .isEqualTo(18);
        for (var creator : creators) {
            for (var post : creator.posts().subList(0, 6)) {
                assertThat(stored("youtube", post.id()).size())
                        .isEqualTo(FIX.truth("youtube/posts/" + post.id())
                                .getJsonArray("engagers")
                                .size());
            }
        }
        assertThat(count("SELECT count(*) FROM scraper.post_engagers e "
                        + "WHERE e.people <> ARRAY(SELECT DISTINCT u FROM unnest(e.people) u ORDER BY u)"))
                .as("each post's people strictly ascending, none twice")
                .isZero();
        assertDense("youtube");

        long again = FIX.emulator.faults().requests();
        var repeat = FIX.request("scrape", args);
        assertThat(repeat.getJsonArray("creators")).isEqualTo(reply.getJsonArray("creators"));
        assertThat(FIX.emulator.faults().requests())
                .as("a finished scrape fetches nothing again")
                .isEqualTo(again);
        assertThat(resumedRequests).isPositive();
    }

    private static Map<String, Integer> stored(String platform, String postId) {
        var out = new TreeMap<String, Integer>();
        FIX.sql(
                        "SELECT encode(pe.person_key, 'hex'), k.kind, k.count FROM scraper.post_engagers e "
                                + "JOIN scraper.posts p ON p.post_id = e.post_id "
                                + "CROSS JOIN unnest(e.people, e.likes, e.comments) AS u(person_id, likes, comments) "
                                + "CROSS JOIN LATERAL (VALUES (1::smallint, u.likes), (2::smallint, u.comments)) AS k(kind, count) "
                                + "JOIN scraper.people pe ON pe.platform = p.platform AND pe.person_id = u.person_id "
                                + "WHERE p.platform = $1 AND p.platform_post_id = $2 AND k.count > 0",
                        platform,
                        postId)
                .forEach(r -> out.put(r.getString(0) + "/" + r.getShort(1), r.getInteger(2)));
        return out;
    }

    /** A person's key as stored (hex): what the scraper keeps instead of their platform id. */
    private static String key(Platform platform, String platformPersonId) {
        return java.util.HexFormat.of().formatHex(PersonKeys.of(FIX.config).key(platform, platformPersonId));
    }

    private static long count(String sql) {
        return FIX.sql(sql).get(0).getLong(0);
    }

    /** Person ids of a platform are 0..n-1: dense, no gaps, none reused. */
    private static void assertDense(String platform) {
        var row = FIX.sql(
                        "SELECT count(*), count(DISTINCT person_key), max(person_id) FROM scraper.people "
                                + "WHERE platform = $1",
                        platform)
                .get(0);
        assertThat(row.getLong(0)).isPositive().isEqualTo(row.getLong(1)).isEqualTo(row.getInteger(2) + 1L);
    }
}
