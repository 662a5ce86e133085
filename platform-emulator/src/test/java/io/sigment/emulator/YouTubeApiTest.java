package io.sigment.emulator;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.emulator.world.Post;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.Map;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

class YouTubeApiTest {
    @AutoClose
    private static final EmulatorClient CLIENT = new EmulatorClient(false);

    private static final String KEY = "&key=emulator-key";

    @Test
    void every_call_needs_a_valid_key() {
        var missing = CLIENT.get("/youtube/v3/channels?part=snippet&forHandle=@x");
        assertThat(missing.statusCode()).isEqualTo(403);
        assertThat(missing.bodyAsJsonObject()
                        .getJsonObject("error")
                        .getJsonArray("errors")
                        .getJsonObject(0)
                        .getString("reason"))
                .isEqualTo("forbidden");
        assertThat(CLIENT.get("/youtube/v3/channels?part=snippet&forHandle=@x&key=wrong")
                        .statusCode())
                .isEqualTo(400);
    }

    @Test
    void channels_by_handle_and_by_id_have_googles_shape_with_counts_as_strings() {
        var creator =
                CLIENT.emulator.world().platform(Platform.YOUTUBE).creators().get(5);
        var byHandle = CLIENT.get("/youtube/v3/channels?part=snippet,statistics,contentDetails&forHandle=@"
                        + creator.handle() + KEY)
                .bodyAsJsonObject();
        assertThat(byHandle.getString("kind")).isEqualTo("youtube#channelListResponse");
        var item = byHandle.getJsonArray("items").getJsonObject(0);
        assertThat(item.getString("id"))
                .isEqualTo(creator.id())
                .startsWith("UC")
                .hasSize(24);
        assertThat(item.getJsonObject("snippet").getString("customUrl")).isEqualTo("@" + creator.handle());
        assertThat(item.getJsonObject("statistics").getString("subscriberCount"))
                .isEqualTo(String.valueOf(creator.followers()));
        assertThat(item.getJsonObject("contentDetails")
                        .getJsonObject("relatedPlaylists")
                        .getString("uploads"))
                .isEqualTo("UU" + creator.id().substring(2));
        var byId = CLIENT.get("/youtube/v3/channels?part=snippet&id=" + creator.id() + KEY)
                .bodyAsJsonObject();
        assertThat(byId.getJsonArray("items").getJsonObject(0).containsKey("statistics"))
                .isFalse();
        var unknown = CLIENT.get("/youtube/v3/channels?part=snippet&forHandle=@nobody-here" + KEY)
                .bodyAsJsonObject();
        assertThat(unknown.containsKey("items")).isFalse();
        assertThat(unknown.getJsonObject("pageInfo").getInteger("totalResults")).isZero();
    }

    @Test
    void comment_threads_page_with_next_page_token_through_every_comment() {
        var world = CLIENT.emulator.world().platform(Platform.YOUTUBE);
        Post post = world.creators().stream()
                .flatMap(c -> c.posts().stream())
                .filter(p -> world.engagers(p).totalComments() > 120)
                .findFirst()
                .orElseThrow();
        var authors = new ArrayList<String>();
        String token = null;
        int pages = 0;
        do {
            var page = CLIENT.get("/youtube/v3/commentThreads?part=snippet&maxResults=50&videoId=" + post.id()
                            + (token == null ? "" : "&pageToken=" + token) + KEY)
                    .bodyAsJsonObject();
            for (var item : page.getJsonArray("items")) {
                authors.add(((JsonObject) item)
                        .getJsonObject("snippet")
                        .getJsonObject("topLevelComment")
                        .getJsonObject("snippet")
                        .getJsonObject("authorChannelId")
                        .getString("value"));
            }
            token = page.getString("nextPageToken");
            pages++;
        } while (token != null);
        assertThat(pages).isGreaterThan(2);
        assertThat(authors).hasSize((int) world.engagers(post).totalComments());
        var expected = new ArrayList<String>();
        for (var person : world.engagers(post).people())
            expected.add(world.ids().personId(person));
        assertThat(authors).containsAll(expected);
        assertThat(new java.util.HashSet<>(authors)).hasSize(expected.size());
    }

    @Test
    void a_video_with_comments_disabled_answers_googles_comments_disabled_error() {
        var world = CLIENT.emulator.world().platform(Platform.YOUTUBE);
        var post = world.creators().stream()
                .flatMap(c -> c.posts().stream())
                .filter(Post::commentsDisabled)
                .findFirst()
                .orElseThrow();
        var response = CLIENT.get("/youtube/v3/commentThreads?part=snippet&videoId=" + post.id() + KEY);
        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(response.bodyAsString()).contains("\"reason\":\"commentsDisabled\"");
        var video = CLIENT.get("/youtube/v3/videos?part=statistics&id=" + post.id() + KEY)
                .bodyAsJsonObject()
                .getJsonArray("items")
                .getJsonObject(0)
                .getJsonObject("statistics");
        assertThat(video.containsKey("commentCount")).isFalse();
        assertThat(video.getString("viewCount")).isEqualTo(String.valueOf(post.impressions()));
    }

    @Test
    void the_daily_quota_runs_out_with_googles_quota_exceeded_body() {
        var header = Map.of("X-Emulator-Fault", "quota=exhausted");
        var response = CLIENT.get("/youtube/v3/search?part=snippet&type=channel&q=yoga" + KEY, header);
        assertThat(response.statusCode()).isEqualTo(403);
        var error = response.bodyAsJsonObject().getJsonObject("error");
        assertThat(error.getInteger("code")).isEqualTo(403);
        assertThat(error.getJsonArray("errors").getJsonObject(0).getString("reason"))
                .isEqualTo("quotaExceeded");
        assertThat(error.getJsonArray("errors").getJsonObject(0).getString("domain"))
                .isEqualTo("youtube.quota");
    }

    @Test
    void search_for_channels_costs_100_units_of_the_days_grant() {
        var quota = new EmulatorClient(false);
        try {
            for (int i = 0; i < 20; i++) {
                assertThat(quota.get("/youtube/v3/search?part=snippet&type=channel&q=run" + KEY)
                                .statusCode())
                        .isEqualTo(200);
            }
            assertThat(quota.get("/youtube/v3/search?part=snippet&type=channel&q=run" + KEY)
                            .statusCode())
                    .isEqualTo(403);
        } finally {
            quota.close();
        }
    }
}
