package io.sigment.analytics.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.api.analytics.Collected;
import io.sigment.common.api.analytics.FoundCandidate;
import io.sigment.common.api.scraper.SamplesReply;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.bus.Action;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Fixed samples of what analytics reads of a discovery's collected data (rank_discovery's {@code collected}, per
 * platform the candidates search_topic found and the scrape ids of their samples, with the refined handles
 * complete_discovery merges in): a candidate as the computation sees it, the candidates kept above a follower count
 * (stored again, as they were), and the {@code samples} requests sent to the scraper for the light and deeper samples.
 */
class CollectedReadingTest {
    private static final Caller CALLER =
            new Caller("req-collected", "usr_c", "ws_c", "api_key", "key_c", "collected test", List.of("ws_c"));

    private static final JsonObject ANN = new JsonObject(
            "{\"creator_id\":\"ig_1\",\"handle\":\"Ann\",\"name\":\"Ann A\",\"bio\":\"Yoga #flow teacher\","
                    + "\"followers\":5200,\"matching_posts\":[{\"post_id\":\"p1\",\"caption\":\"Morning #yoga flow\","
                    + "\"hashtags\":[\"yoga\",\"flow\"],\"views\":900,\"likes\":120,\"comments\":7}]}");
    /** Bio, caption and counts left out, a name that is null. */
    private static final JsonObject BOB =
            new JsonObject("{\"creator_id\":\"ig_2\",\"handle\":\"bob\",\"name\":null,\"followers\":800,"
                    + "\"matching_posts\":[{\"hashtags\":[]},{\"caption\":\"b\",\"hashtags\":[\"x\"],\"likes\":3}]}");

    private final Vertx vertx = Vertx.vertx();
    private final List<JsonObject> samplesAsked = new CopyOnWriteArrayList<>();

    @AfterEach
    void close() {
        vertx.close().await();
    }

    @Test
    void a_candidate_reads_as_recorded() {
        assertThat(Candidate.of(FoundCandidate.fromJson(ANN), Platform.INSTAGRAM)
                        .toString())
                .isEqualTo("Candidate[platform=INSTAGRAM, creatorId=ig_1, handle=Ann, name=Ann A, "
                        + "bio=Yoga #flow teacher, followers=5200, posts=[MatchingPost[caption=Morning #yoga flow, "
                        + "hashtags=[yoga, flow], views=900, likes=120, comments=7]]]");
        assertThat(Candidate.of(FoundCandidate.fromJson(BOB), Platform.TIKTOK).toString())
                .isEqualTo("Candidate[platform=TIKTOK, creatorId=ig_2, handle=bob, name=null, bio=, followers=800, "
                        + "posts=[MatchingPost[caption=, hashtags=[], views=0, likes=0, comments=0], "
                        + "MatchingPost[caption=b, hashtags=[x], views=0, likes=3, comments=0]]]");
    }

    @Test
    void candidates_under_the_follower_count_are_left_out_and_the_rest_kept_as_stored() {
        var collected = new JsonObject()
                .put(
                        "instagram",
                        new JsonObject()
                                .put("candidates", new JsonArray().add(ANN).add(BOB))
                                .put("scrape_ids", new JsonArray().add("sc_1"))
                                .put("cost", new JsonObject().put("calls", 2)))
                .put(
                        "tiktok",
                        new JsonObject().put("candidates", new JsonArray()).put("scrape_ids", new JsonArray()));

        assertThat(CollectedColumn.withMinFollowers(collected, 1000).encode())
                .isEqualTo("{\"instagram\":{\"candidates\":[" + ANN.encode()
                        + "],\"scrape_ids\":[\"sc_1\"],\"cost\":{\"calls\":2}},"
                        + "\"tiktok\":{\"candidates\":[],\"scrape_ids\":[]}}");
        assertThat(collected.getJsonObject("instagram").getJsonArray("candidates"))
                .as("the stored data is not changed")
                .hasSize(2);
    }

    @Test
    void the_light_and_deeper_samples_are_asked_of_the_scrapes_that_took_them() {
        bindScraper();
        var samples = new DiscoverySamples(new ScraperClient(new ServiceClient(vertx, Duration.ofSeconds(5))));
        var collected = new JsonObject()
                .put("candidates", new JsonArray().add(ANN).add(BOB))
                .put("scrape_ids", new JsonArray().add("sc_light"));

        samples.light(CALLER, Platform.INSTAGRAM, Collected.fromJson(collected)).await();
        assertThat(samples.deep(CALLER, Platform.INSTAGRAM, Collected.fromJson(collected))
                        .await())
                .as("no refined handles: no deeper samples")
                .isEmpty();
        collected
                .put("refined_handles", new JsonArray().add("bob"))
                .put("refined_scrape_ids", new JsonArray().add("sc_deep"));
        samples.deep(CALLER, Platform.INSTAGRAM, Collected.fromJson(collected)).await();

        assertThat(samplesAsked.stream().map(JsonObject::encode))
                .containsExactly(
                        "{\"platform\":\"instagram\",\"scrape_id\":\"sc_light\",\"handles\":[\"Ann\",\"bob\"]}",
                        "{\"platform\":\"instagram\",\"scrape_id\":\"sc_deep\",\"handles\":[\"bob\"]}");
    }

    private void bindScraper() {
        ServiceAddress.SCRAPER
                .bind(vertx, Map.<ScraperAction, Action>of(ScraperAction.SAMPLES, (caller, args) -> {
                    samplesAsked.add(args);
                    return Future.succeededFuture(new SamplesReply(Platform.INSTAGRAM, List.of(), List.of()).toJson());
                }))
                .await();
    }
}
