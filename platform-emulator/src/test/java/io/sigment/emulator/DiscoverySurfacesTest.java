package io.sigment.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.Post;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/**
 * Search by topic on each platform's discovery surface: a broad topic, a subtopic, a hashtag-like word and a
 * phrase nobody uses behave as on a real platform, in the real APIs' shapes.
 */
class DiscoverySurfacesTest {
    @AutoClose
    private static final EmulatorClient CLIENT = new EmulatorClient(true);

    private static PlatformWorld world(Platform platform) {
        return CLIENT.emulator.world().platform(platform);
    }

    @Test
    void posts_are_mostly_about_their_creators_subtopic_with_topic_and_noise_hashtags_and_some_off_topic() {
        var posts = world(Platform.INSTAGRAM).creators().stream()
                .flatMap(c -> c.posts().stream())
                .toList();
        var world = world(Platform.INSTAGRAM);
        long offTopic = posts.stream()
                .filter(p -> !p.about().equals(world.creatorOf(p).subtopic()))
                .count();
        assertThat((double) offTopic / posts.size()).isBetween(0.03, 0.10);
        assertThat(posts.stream().filter(p -> p.hashtags().contains("fitness")).count())
                .isPositive();
        assertThat(posts.stream().filter(p -> p.hashtags().contains("fyp")).count())
                .isPositive();
        for (var p : posts) {
            assertThat(p.caption())
                    .contains(p.about().name())
                    .contains("#" + p.hashtags().get(0));
        }
    }

    @Test
    void a_hashtag_a_subtopic_a_topic_and_an_unused_phrase_on_instagram() {
        var hiit = instagram("hiit", false, 2000);
        assertThat(hiit)
                .isNotEmpty()
                .allSatisfy(item ->
                        assertThat(item.getJsonArray("hashtags").getList()).contains("hiit"));
        assertThat(share(hiit, c -> c.subtopic().name().equals("home workouts")))
                .isGreaterThan(0.8);

        var homeWorkouts = instagram("home workouts", true, 2000);
        assertThat(homeWorkouts)
                .isNotEmpty()
                .allSatisfy(item ->
                        assertThat(item.getString("caption").toLowerCase()).contains("home workouts"));
        assertThat(share(homeWorkouts, c -> c.subtopic().name().equals("home workouts")))
                .isGreaterThan(0.8);

        var fitness = instagram("fitness", true, 5000);
        assertThat(share(fitness, c -> c.subtopic().topic().equals("fitness"))).isGreaterThan(0.8);
        assertThat(owners(fitness).stream().map(c -> c.subtopic().name()).collect(Collectors.toSet()))
                .contains("home workouts", "yoga", "running", "bodybuilding");

        assertThat(instagram("underwater basket weaving", true, 100)).isEmpty();
    }

    @Test
    void instagram_hashtag_posts_carry_owner_caption_hashtags_and_counts_newest_first_up_to_the_limit() {
        var items = instagram("yoga", false, 7);
        assertThat(items).hasSize(7);
        var first = items.get(0);
        assertThat(first.getString("ownerUsername")).isNotBlank();
        assertThat(first.getString("ownerId")).isNotBlank();
        assertThat(first.getLong("likesCount")).isNotNull();
        assertThat(first.getLong("commentsCount")).isNotNull();
        assertThat(first.getString("inputUrl")).contains("/explore/tags/yoga");
        var times = items.stream().map(i -> i.getString("timestamp")).toList();
        assertThat(times).isSortedAccordingTo(java.util.Comparator.reverseOrder());
    }

    @Test
    void tiktok_videos_by_keyword_and_by_hashtag_with_their_author() {
        var response = CLIENT.run(
                "clockworks~tiktok-scraper",
                new JsonObject()
                        .put("searchQueries", new JsonArray().add("bbq"))
                        .put("hashtags", new JsonArray().add("brisket"))
                        .put("resultsPerPage", 30));
        assertThat(response.statusCode()).isEqualTo(201);
        var items =
                response.bodyAsJsonArray().stream().map(JsonObject.class::cast).toList();
        assertThat(items).isNotEmpty();
        var tiktok = world(Platform.TIKTOK);
        for (var item : items) {
            var author = tiktok.byHandle(item.getJsonObject("authorMeta").getString("name"))
                    .orElseThrow();
            assertThat(item.getJsonObject("authorMeta").getLong("fans")).isEqualTo(author.followers());
        }
        assertThat(items.stream().filter(i -> i.containsKey("searchHashtag")).toList())
                .allSatisfy(
                        i -> assertThat(i.getJsonArray("hashtags").toString()).contains("\"brisket\""));
        assertThat(CLIENT.run("clockworks~tiktok-scraper", new JsonObject()).statusCode())
                .isEqualTo(400);
    }

    @Test
    void youtube_search_finds_videos_by_keyword_in_googles_shape() {
        var body = CLIENT.get("/youtube/v3/search?part=snippet&type=video&maxResults=50&q=running&key=emulator-key")
                .bodyAsJsonObject();
        assertThat(body.getString("kind")).isEqualTo("youtube#searchListResponse");
        var items = body.getJsonArray("items");
        assertThat(items).isNotEmpty();
        var youtube = world(Platform.YOUTUBE);
        for (var o : items) {
            var item = (JsonObject) o;
            assertThat(item.getJsonObject("id").getString("kind")).isEqualTo("youtube#video");
            Post video =
                    youtube.post(item.getJsonObject("id").getString("videoId")).orElseThrow();
            assertThat(item.getJsonObject("snippet").getString("channelId"))
                    .isEqualTo(youtube.creatorOf(video).id());
            assertThat(video.caption().toLowerCase()).contains("running");
        }
        var none = CLIENT.get("/youtube/v3/search?part=snippet&type=video&q=underwater+basket+weaving&key=emulator-key")
                .bodyAsJsonObject();
        assertThat(none.containsKey("items")).isFalse();
    }

    @Test
    void truth_gives_each_creators_topic_and_subtopic() {
        var creator = world(Platform.INSTAGRAM).creators().get(3);
        var truth = CLIENT.get("/_truth/instagram/creators/" + creator.handle()).bodyAsJsonObject();
        assertThat(truth.getString("topic")).isEqualTo(creator.subtopic().topic());
        assertThat(truth.getString("subtopic")).isEqualTo(creator.subtopic().name());
    }

    private static List<JsonObject> instagram(String term, boolean keyword, int limit) {
        var response = CLIENT.run(
                "apify~instagram-hashtag-scraper",
                new JsonObject()
                        .put("hashtags", new JsonArray().add(term))
                        .put("keywordSearch", keyword)
                        .put("resultsLimit", limit));
        assertThat(response.statusCode()).isEqualTo(201);
        return response.bodyAsJsonArray().stream().map(JsonObject.class::cast).toList();
    }

    private static Set<Creator> owners(List<JsonObject> items) {
        var world = world(Platform.INSTAGRAM);
        var owners = new HashSet<Creator>();
        for (var item : items)
            owners.add(world.byHandle(item.getString("ownerUsername")).orElseThrow());
        return owners;
    }

    private static double share(List<JsonObject> items, java.util.function.Predicate<Creator> truth) {
        var world = world(Platform.INSTAGRAM);
        long hits = items.stream()
                .filter(i ->
                        truth.test(world.byHandle(i.getString("ownerUsername")).orElseThrow()))
                .count();
        return (double) hits / items.size();
    }
}
