package io.sigment.scraper;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** search_topic over the emulator's discovery surfaces, checked against the world's truth. */
class TopicSearchTest {
    private static final ScraperFixture FIX = new ScraperFixture();

    @AfterAll
    static void close() {
        FIX.close();
    }

    private static List<JsonObject> candidates(JsonObject reply) {
        return reply.getJsonArray("candidates").stream()
                .map(JsonObject.class::cast)
                .toList();
    }

    private static Creator creator(Platform platform, JsonObject candidate) {
        return FIX.emulator
                .world()
                .platform(platform)
                .byId(candidate.getString("creator_id"))
                .orElseThrow();
    }

    @Test
    void instagram_topic_search_finds_the_topics_creators_with_profiles_and_matching_posts() {
        var reply = FIX.request(
                "search_topic", new JsonObject().put("platform", "instagram").put("topic", "fitness"));
        var found = candidates(reply);
        assertThat(found).isNotEmpty();
        long onTopic = found.stream()
                .filter(c -> creator(Platform.INSTAGRAM, c).subtopic().topic().equals("fitness"))
                .count();
        assertThat((double) onTopic / found.size()).isGreaterThanOrEqualTo(0.9);
        var world = FIX.emulator.world().platform(Platform.INSTAGRAM);
        long truth = world.creators().stream()
                .filter(c -> c.subtopic().topic().equals("fitness") && c.followers() >= 2000)
                .count();
        assertThat((double) onTopic / truth).isGreaterThanOrEqualTo(0.8);
        for (var c : found) {
            var creator = creator(Platform.INSTAGRAM, c);
            assertThat(c.getString("handle")).isEqualTo(creator.handle());
            assertThat(c.getLong("followers")).isEqualTo(creator.followers()).isGreaterThanOrEqualTo(2000);
            assertThat(c.getString("bio")).isEqualTo(creator.bio());
            assertThat(c.getJsonArray("matching_posts").size()).isGreaterThanOrEqualTo(2);
            var post = c.getJsonArray("matching_posts").getJsonObject(0);
            assertThat(post.getString("caption").toLowerCase()).contains("fitness");
            assertThat(post.getLong("likes")).isNotNull();
        }
        // a keyword run, a hashtag run, and one profile run per 50 owners
        assertThat(reply.getInteger("platform_calls")).isBetween(3, 2 + (found.size() + 49) / 50 + 2);
        assertThat(reply.getInteger("quota_units")).isZero();
    }

    @Test
    void a_hashtag_like_word_and_a_subtopic_find_that_subtopic() {
        for (var topic : List.of("hiit", "home workouts")) {
            var found = candidates(FIX.request(
                    "search_topic",
                    new JsonObject()
                            .put("platform", "instagram")
                            .put("topic", topic)
                            .put("min_followers", 0)));
            assertThat(found).isNotEmpty();
            assertThat(found)
                    .allSatisfy(c -> assertThat(
                                    creator(Platform.INSTAGRAM, c).subtopic().name())
                            .isEqualTo("home workouts"));
        }
    }

    @Test
    void a_phrase_nobody_uses_finds_nobody_and_costs_no_profile_lookups() {
        var reply = FIX.request(
                "search_topic",
                new JsonObject().put("platform", "instagram").put("topic", "underwater basket weaving"));
        assertThat(reply.getInteger("posts_found")).isZero();
        assertThat(candidates(reply)).isEmpty();
        assertThat(reply.getInteger("platform_calls")).isEqualTo(2);
    }

    @Test
    void youtube_search_spends_100_units_a_page_and_reads_subscribers_from_channels() {
        var reply = FIX.request(
                "search_topic",
                new JsonObject()
                        .put("platform", "youtube")
                        .put("topic", "running")
                        .put("post_limit", 200)
                        .put("min_followers", 0));
        var found = candidates(reply);
        assertThat(found).isNotEmpty();
        for (var c : found) {
            var creator = creator(Platform.YOUTUBE, c);
            assertThat(c.getString("creator_id")).startsWith("UC");
            assertThat(c.getString("handle")).isEqualTo(creator.handle().toLowerCase());
            assertThat(c.getLong("followers")).isEqualTo(creator.followers());
        }
        int pages = (Math.min(200, reply.getInteger("posts_found")) + 49) / 50;
        assertThat(reply.getInteger("quota_units")).isEqualTo(100 * pages + pages + (found.size() + 49) / 50);
    }

    @Test
    void tiktok_search_reads_followers_from_the_videos_authors_and_applies_min_followers() {
        var reply = FIX.request(
                "search_topic",
                new JsonObject().put("platform", "tiktok").put("topic", "bbq").put("min_followers", 50_000));
        var found = candidates(reply);
        assertThat(found)
                .isNotEmpty()
                .allSatisfy(c -> assertThat(c.getLong("followers"))
                        .isEqualTo(creator(Platform.TIKTOK, c).followers())
                        .isGreaterThanOrEqualTo(50_000));
        assertThat(reply.getInteger("platform_calls")).isEqualTo(1);
    }
}
