package io.sigment.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/** Actors given many posts return each post's items (up to the limit per post) marked with the post; runs are counted. */
class UsageAndBatchesTest {
    @AutoClose
    private static final EmulatorClient CLIENT = new EmulatorClient(true);

    @Test
    void a_likers_or_comments_run_of_several_posts_gives_each_post_its_own_first_items_marked_with_its_url() {
        var creator =
                CLIENT.emulator.world().platform(Platform.INSTAGRAM).creators().get(4);
        var urls = CLIENT
                .run(
                        "apify~instagram-post-scraper",
                        new JsonObject()
                                .put("username", new JsonArray().add(creator.handle()))
                                .put("resultsLimit", 3))
                .bodyAsJsonArray()
                .stream()
                .map(p -> ((JsonObject) p).getString("url"))
                .toList();
        for (var actor :
                List.of("emulator~instagram-post-likers/posts", "apify~instagram-comment-scraper/directUrls")) {
            var id = actor.split("/")[0];
            var field = actor.split("/")[1];
            var batch = run(id, new JsonObject().put(field, new JsonArray(urls)).put("resultsLimit", 4));
            var byPost = batch.stream()
                    .map(JsonObject.class::cast)
                    .collect(Collectors.groupingBy(i -> i.getString("postUrl"), Collectors.toList()));
            for (var url : urls) {
                var alone = run(
                        id,
                        new JsonObject().put(field, new JsonArray().add(url)).put("resultsLimit", 4));
                assertThat(byPost.getOrDefault(url, List.of()))
                        .as(id + " " + url)
                        .isEqualTo(alone.stream().map(JsonObject.class::cast).toList());
            }
        }
        var tiktok =
                CLIENT.emulator.world().platform(Platform.TIKTOK).creators().get(2);
        var videos = run(
                        "clockworks~tiktok-profile-scraper",
                        new JsonObject()
                                .put("profiles", new JsonArray().add(tiktok.handle()))
                                .put("resultsPerPage", 2))
                .stream()
                .map(v -> ((JsonObject) v).getString("webVideoUrl"))
                .toList();
        var comments = run(
                "clockworks~tiktok-comments-scraper",
                new JsonObject().put("postURLs", new JsonArray(videos)).put("commentsPerPost", 3));
        assertThat(comments.stream()
                        .map(c -> ((JsonObject) c).getString("videoWebUrl"))
                        .distinct())
                .isSubsetOf(videos);
    }

    @Test
    void runs_results_and_youtube_units_are_counted_per_credential() {
        var usage = new EmulatorClient(true);
        try {
            var creator = usage.emulator
                    .world()
                    .platform(Platform.INSTAGRAM)
                    .creators()
                    .get(1);
            usage.run(
                    "apify~instagram-post-scraper",
                    new JsonObject()
                            .put("username", new JsonArray().add(creator.handle()))
                            .put("resultsLimit", 5));
            usage.run(
                    "apify~instagram-profile-scraper",
                    new JsonObject().put("usernames", new JsonArray().add(creator.handle())));
            usage.get("/youtube/v3/search?part=id&q=yoga&key=emulator-key");
            usage.get("/youtube/v3/channels?part=id&id=x&key=emulator-key");
            var provider = usage.emulator.usage().of("emulator-token");
            assertThat(provider.runs()).isEqualTo(2);
            assertThat(provider.results()).isEqualTo(6);
            assertThat(usage.emulator.usage().of("emulator-key").units()).isEqualTo(101);
            var stats = usage.get("/_stats").bodyAsJsonObject();
            assertThat(stats.getJsonObject("emulator-token").getLong("runs")).isEqualTo(2);
            assertThat(stats.getJsonObject("emulator-key").getLong("calls")).isEqualTo(2);
        } finally {
            usage.close();
        }
    }

    @Test
    void each_run_takes_the_configured_start_latency() {
        var slow = new EmulatorClient(false, 400);
        try {
            var creator = slow.emulator
                    .world()
                    .platform(Platform.INSTAGRAM)
                    .creators()
                    .get(1);
            long start = System.nanoTime();
            var answer = slow.run(
                    "apify~instagram-profile-scraper",
                    new JsonObject().put("usernames", new JsonArray().add(creator.handle())));
            assertThat(answer.statusCode()).isEqualTo(201);
            assertThat((System.nanoTime() - start) / 1_000_000).isGreaterThanOrEqualTo(400);
            assertThat(slow.get("/_stats", Map.of()).statusCode()).isEqualTo(404);
        } finally {
            slow.close();
        }
    }

    private static JsonArray run(String actor, JsonObject input) {
        var answer = CLIENT.run(actor, input);
        assertThat(answer.statusCode()).isEqualTo(201);
        return answer.bodyAsJsonArray();
    }
}
