package io.sigment.common.api.scraper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.samples.SampleEncoding;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The scraper's work contract: records read back what they write, and a samples reply's size stays bounded. */
class ScraperContractTest {

    @Test
    void a_scrape_request_reads_back_what_it_writes_and_takes_the_scrapers_defaults() {
        var request = new ScrapeRequest("discovery:dc_1#instagram-0", Platform.INSTAGRAM, List.of("a", "b"), 3, 5000);
        assertThat(ScrapeRequest.fromJson(request.toJson())).isEqualTo(request);
        var defaults = ScrapeRequest.fromJson(
                new JsonObject().put("platform", "tiktok").put("handles", List.of("x")));
        assertThat(defaults.postsPerCreator()).isEqualTo(12);
        assertThat(defaults.engagersPerPost()).isEqualTo(1000);
        assertThat(defaults.scrapeId()).startsWith("scr_");
        assertThatThrownBy(() -> ScrapeRequest.fromJson(new JsonObject().put("platform", "tiktok")))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("handles");
        assertThat(KnownCreatorsRequest.fromJson(new JsonObject()
                                .put("platform", "tiktok")
                                .put(
                                        "handles",
                                        new JsonArray().add(" a").add("a").add("b")))
                        .handles())
                .containsExactly("a", "b");
    }

    @Test
    void a_scrape_result_reads_back_what_it_writes() {
        var result = new ScrapeResult(
                "job_1",
                Platform.YOUTUBE,
                List.of(
                        new ScrapedCreator("a", ScrapedCreator.SCRAPED, "UC1", 12, 3400, null),
                        new ScrapedCreator("b", ScrapedCreator.UNKNOWN, null, 0, 0, "no such account")),
                List.of("b"),
                new PlatformCost(2, 300, 7));
        var json = result.toJson();
        assertThat(json.getString("status")).isEqualTo("completed");
        assertThat(json.getJsonArray("creators").getJsonObject(1).containsKey("posts"))
                .isFalse();
        assertThat(json.encode())
                .isEqualTo("{\"scrape_id\":\"job_1\",\"platform\":\"youtube\",\"status\":\"completed\","
                        + "\"creators\":[{\"handle\":\"a\",\"status\":\"scraped\",\"creator_id\":\"UC1\",\"posts\":12,"
                        + "\"engagements\":3400},"
                        + "{\"handle\":\"b\",\"status\":\"unknown\",\"message\":\"no such account\"}],\"unknown_handles\":[\"b\"],"
                        + "\"cost\":{\"provider_runs\":2,\"provider_results\":300,\"youtube_units\":7}}");
        assertThat(ScrapeResult.fromJson(json)).isEqualTo(result);
        assertThat(ScrapeResult.fromJson(new JsonObject().put("platform", "youtube"))
                        .cost())
                .isEqualTo(PlatformCost.NONE);
        assertThat(result.scrapedCount()).isEqualTo(1);
    }

    @Test
    void a_topic_search_reads_back_what_it_writes() {
        var request = new TopicSearchRequest(Platform.YOUTUBE, "home workouts", 2000, 80, 2, 500);
        assertThat(TopicSearchRequest.fromJson(request.toJson())).isEqualTo(request);
        var candidates =
                new JsonArray().add(new JsonObject().put("handle", "maya").put("followers", 4800));
        var result = new TopicSearchResult(
                Platform.YOUTUBE, "home workouts", 120, candidates, 12, 1010, new PlatformCost(0, 0, 1010));
        assertThat(TopicSearchResult.fromJson(result.toJson())).isEqualTo(result);
        assertThat(result.handles()).containsExactly("maya");
        var bare = TopicSearchResult.fromJson(new JsonObject().put("platform", "tiktok"));
        assertThat(bare)
                .isEqualTo(new TopicSearchResult(Platform.TIKTOK, null, 0, new JsonArray(), 0, 0, PlatformCost.NONE));
        assertThatThrownBy(() -> TopicSearchResult.fromJson(new JsonObject().put("platform", "vine")))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("platform: " + Platform.RULE);
        assertThatThrownBy(() -> KnownCreators.fromJson(new JsonObject()))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("platform: " + Platform.RULE);
    }

    @Test
    void known_creators_keep_the_scrapers_wire_json_with_unmeasured_numbers_null() {
        var request = new KnownCreatorsRequest(Platform.TIKTOK, List.of("a", "b"));
        assertThat(KnownCreatorsRequest.fromJson(request.toJson())).isEqualTo(request);
        assertThat(request.toJson().encode()).isEqualTo("{\"platform\":\"tiktok\",\"handles\":[\"a\",\"b\"]}");
        assertThatThrownBy(() -> KnownCreatorsRequest.fromJson(new JsonObject().put("platform", "tiktok")))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("handles");
        var sample = "{\"platform\":\"instagram\",\"creators\":[{\"handle\":\"a\",\"followers\":1200,"
                + "\"median_views\":340.5},{\"handle\":\"b\",\"followers\":null,\"median_views\":null}]}";
        var known = KnownCreators.fromJson(new JsonObject(sample));
        assertThat(known)
                .isEqualTo(new KnownCreators(
                        Platform.INSTAGRAM,
                        List.of(new KnownCreator("a", 1200L, 340.5), new KnownCreator("b", null, null))));
        assertThat(known.toJson().encode()).isEqualTo(sample);
    }

    @Test
    void costs_add_up_and_a_missing_cost_is_none() {
        assertThat(new PlatformCost(1, 2, 3).plus(new PlatformCost(4, 5, 6))).isEqualTo(new PlatformCost(5, 7, 9));
        assertThat(PlatformCost.fromJson(null)).isEqualTo(PlatformCost.NONE);
    }

    @Test
    void samples_of_a_whole_scrape_need_no_handles_and_one_handle_reads_as_a_list() {
        var whole = SamplesRequest.fromJson(
                new JsonObject().put("platform", "instagram").put("scrape_id", "job_1"));
        assertThat(whole.handles()).isEmpty();
        assertThat(SamplesRequest.fromJson(whole.toJson())).isEqualTo(whole);
        var one = SamplesRequest.fromJson(
                new JsonObject().put("platform", "instagram").put("handle", " maya "));
        assertThat(one.handles()).containsExactly("maya");
        assertThatThrownBy(() -> SamplesRequest.fromJson(new JsonObject().put("platform", "instagram")))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("handles");
        assertThatThrownBy(() -> SamplesRequest.fromJson(new JsonObject()
                        .put("platform", "instagram")
                        .put("handles", List.of("a"))
                        .put("since", "yesterday")))
                .isInstanceOf(ToolError.class)
                .hasMessageContaining("since: an ISO-8601 time");
    }

    @Test
    void a_samples_message_stays_near_a_megabyte_where_a_whole_50_creator_analysis_would_be_five() {
        int perRequest = SamplesRequest.creatorsPerRequest(ScrapeRequest.DEFAULT_POSTS, ScrapeRequest.DEFAULT_ENGAGERS);
        assertThat(perRequest).isEqualTo(9);
        assertThat(SamplesRequest.creatorsPerRequest(3, 5000)).isEqualTo(7);
        assertThat(SamplesRequest.creatorsPerRequest(20, 5000)).isEqualTo(1);
        assertThat(SamplesRequest.creatorsPerRequest(1, 1)).isEqualTo(SamplesRequest.MAX_HANDLES);

        var random = new Random(7);
        var creators = new ArrayList<CreatorSamples>();
        for (int c = 0; c < perRequest; c++) creators.add(creator("c" + c, ScrapeRequest.DEFAULT_POSTS, 1000, random));
        var message = new SamplesReply(Platform.INSTAGRAM, creators, List.of())
                .toJson()
                .encode();
        int bytes = message.getBytes(StandardCharsets.UTF_8).length;
        System.out.printf(
                "samples message of %d creators x 12 posts x 1,000 engagers: %.2f MB (50 creators: %.1f MB)%n",
                perRequest, bytes / 1e6, bytes / 1e6 * 50 / perRequest);
        assertThat(bytes).isBetween(700_000, 1_100_000);
        assertThat(SamplesReply.fromJson(new JsonObject(message)).creators()).hasSize(perRequest);
    }

    /** Engagers drawn from a quarter of a 2 million people platform, one in ten engaging twice. */
    private static CreatorSamples creator(String handle, int posts, int engagers, Random random) {
        var list = new JsonArray();
        for (int p = 0; p < posts; p++) {
            var ids = new TreeSet<Integer>();
            int base = random.nextInt(2_000_000);
            while (ids.size() < engagers) ids.add((base + random.nextInt(500_000)) % 2_000_000);
            var counts = new int[engagers];
            for (int i = 0; i < engagers; i++) counts[i] = random.nextInt(10) == 0 ? 2 : 1;
            list.add(new JsonObject()
                    .put("post_id", handle + "-" + p)
                    .put("impressions", 10_000)
                    .put("published_at", "2026-11-20T07:03:06Z")
                    .put("engagers", engagers)
                    .put(
                            "people",
                            SampleEncoding.people(
                                    ids.stream().mapToInt(Integer::intValue).toArray()))
                    .put("counts", SampleEncoding.counts(counts))
                    .put("likes", 900)
                    .put("comments", 40));
        }
        return new CreatorSamples(handle, "id-" + handle, list);
    }
}
