package io.sigment.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

class ScrapingApiTest {
    @AutoClose
    private static final EmulatorClient CLIENT = new EmulatorClient(true);

    @Test
    void actors_need_the_token_and_must_exist() {
        var noToken =
                CLIENT.post("/v2/acts/apify~instagram-profile-scraper/run-sync-get-dataset-items", new JsonObject());
        assertThat(noToken.statusCode()).isEqualTo(401);
        assertThat(noToken.bodyAsJsonObject().getJsonObject("error").getString("type"))
                .isEqualTo("token-not-provided");
        var unknown = CLIENT.run("someone~nothing", new JsonObject());
        assertThat(unknown.statusCode()).isEqualTo(404);
        var invalid = CLIENT.run("apify~instagram-profile-scraper", new JsonObject());
        assertThat(invalid.statusCode()).isEqualTo(400);
        assertThat(invalid.bodyAsJsonObject().getJsonObject("error").getString("type"))
                .isEqualTo("invalid-input");
    }

    @Test
    void instagram_profile_posts_and_likers_come_as_dataset_items_sliced_by_offset_and_limit() {
        var world = CLIENT.emulator.world().platform(Platform.INSTAGRAM);
        var creator = world.creators().get(9);
        var profiles = CLIENT.run(
                "apify~instagram-profile-scraper",
                new JsonObject()
                        .put("usernames", new JsonArray().add(creator.handle()).add("no_such_person")));
        assertThat(profiles.statusCode()).isEqualTo(201);
        var items = profiles.bodyAsJsonArray();
        assertThat(items.getJsonObject(0).getString("username")).isEqualTo(creator.handle());
        assertThat(items.getJsonObject(0).getLong("followersCount")).isEqualTo(creator.followers());
        assertThat(items.getJsonObject(1).getString("error")).isEqualTo("not_found");

        var posts = CLIENT.run(
                        "apify~instagram-post-scraper",
                        new JsonObject()
                                .put("username", new JsonArray().add(creator.handle()))
                                .put("resultsLimit", 5))
                .bodyAsJsonArray();
        assertThat(posts).hasSize(5);
        var first = posts.getJsonObject(0);
        assertThat(first.getLong("videoPlayCount"))
                .isEqualTo(creator.posts().get(0).impressions());
        long likes = first.getLong("likesCount");

        var url = first.getString("url");
        var all = CLIENT.run(
                        "emulator~instagram-post-likers",
                        new JsonObject().put("posts", new JsonArray().add(url)).put("resultsLimit", 100_000))
                .bodyAsJsonArray();
        assertThat((long) all.size()).isEqualTo(likes);
        var page = CLIENT.post(
                        "/v2/acts/emulator~instagram-post-likers" + EmulatorClient.RUN + "&offset=10&limit=5",
                        new JsonObject().put("posts", new JsonArray().add(url)).put("resultsLimit", 100_000))
                .bodyAsJsonArray();
        assertThat(page).hasSize(5);
        assertThat(page.getJsonObject(0)).isEqualTo(all.getJsonObject(10));
    }

    @Test
    void tiktok_comments_name_their_authors_and_match_the_truth() {
        var world = CLIENT.emulator.world().platform(Platform.TIKTOK);
        var creator = world.creators().get(3);
        var videos = CLIENT.run(
                        "clockworks~tiktok-profile-scraper",
                        new JsonObject()
                                .put("profiles", new JsonArray().add(creator.handle()))
                                .put("resultsPerPage", 2))
                .bodyAsJsonArray();
        var video = videos.getJsonObject(0);
        assertThat(video.getJsonObject("authorMeta").getString("name")).isEqualTo(creator.handle());
        var comments = CLIENT.run(
                        "clockworks~tiktok-comments-scraper",
                        new JsonObject()
                                .put("postURLs", new JsonArray().add(video.getString("webVideoUrl")))
                                .put("commentsPerPost", 100_000))
                .bodyAsJsonArray();
        assertThat((long) comments.size()).isEqualTo(video.getLong("commentCount"));
        var truth = CLIENT.get("/_truth/tiktok/posts/" + video.getString("id")).bodyAsJsonObject();
        var truthIds = truth.getJsonArray("engagers").stream()
                .map(e -> ((JsonObject) e).getString("id"))
                .toList();
        var commenters = comments.stream()
                .map(c -> ((JsonObject) c).getString("uid"))
                .distinct()
                .toList();
        assertThat(commenters).containsExactlyInAnyOrderElementsOf(truthIds);
    }

    @Test
    void injected_faults_answer_503_and_429_with_retry_after() {
        var url = "/v2/acts/apify~instagram-search-scraper" + EmulatorClient.RUN;
        var body = new JsonObject().put("search", "yoga");
        var throttled = CLIENT.http
                .postAbs(CLIENT.emulator.baseUrl() + url)
                .putHeader("X-Emulator-Fault", "throttle-rate=1, retry-after=7")
                .sendJsonObject(body)
                .await();
        assertThat(throttled.statusCode()).isEqualTo(429);
        assertThat(throttled.getHeader("Retry-After")).isEqualTo("7");
        CLIENT.emulator.faults().failNext(1, 503);
        assertThat(CLIENT.post(url, body).statusCode()).isEqualTo(503);
        assertThat(CLIENT.post(url, body).statusCode()).isEqualTo(201);
        var slow = CLIENT.get(
                "/youtube/v3/channels?part=id&id=x&key=emulator-key", Map.of("X-Emulator-Fault", "error-rate=1"));
        assertThat(slow.statusCode()).isEqualTo(503);
        assertThat(slow.bodyAsString()).contains("backendError");
    }

    @Test
    void ground_truth_is_served_only_when_enabled() {
        var off = new EmulatorClient(false);
        try {
            var creator =
                    off.emulator.world().platform(Platform.INSTAGRAM).creators().get(0);
            assertThat(off.get("/_truth/instagram/creators/" + creator.handle()).statusCode())
                    .isEqualTo(404);
        } finally {
            off.close();
        }
        var creator =
                CLIENT.emulator.world().platform(Platform.INSTAGRAM).creators().get(0);
        var truth = CLIENT.get("/_truth/instagram/creators/" + creator.handle()).bodyAsJsonObject();
        assertThat(truth.getString("subtopic")).isEqualTo(creator.subtopic().name());
        assertThat(truth.getJsonArray("posts")).hasSize(30);
        assertThat(truth.getInteger("audience_size")).isPositive();
    }
}
