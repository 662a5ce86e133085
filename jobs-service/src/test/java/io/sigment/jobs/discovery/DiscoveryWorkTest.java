package io.sigment.jobs.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Caller;
import io.sigment.common.api.analytics.AnalyticsAction;
import io.sigment.common.api.analytics.DiscoveryDeepening;
import io.sigment.common.api.analytics.DiscoveryId;
import io.sigment.common.api.analytics.DiscoveryRequest;
import io.sigment.common.api.analytics.DiscoverySummary;
import io.sigment.common.api.scraper.PlatformCost;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.ScrapeResult;
import io.sigment.common.api.scraper.ScrapedCreator;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.api.scraper.TopicSearchRequest;
import io.sigment.common.api.scraper.TopicSearchResult;
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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A discovery's work as jobs-service runs it, against scraper and analytics answered on a local bus the way they
 * answer: every platform call is jobs' own (search, 50-creator light scrapes, the deeper scrape), with the scrape
 * ids a resumed job reuses; analytics gets what was collected and the refined scrapes, and is asked for no
 * platform work.
 */
class DiscoveryWorkTest {
    private static final Caller JOB = Caller.system("discovery:dc_1").inWorkspace("ws_1");
    private final List<TopicSearchRequest> searches = new CopyOnWriteArrayList<>();
    private final List<ScrapeRequest> scrapes = new CopyOnWriteArrayList<>();
    private final List<JsonObject> analytics = new CopyOnWriteArrayList<>();
    private Vertx vertx;
    private DiscoveryWork work;

    @BeforeEach
    void services() {
        vertx = Vertx.vertx();
        ServiceAddress.SCRAPER
                .bind(
                        vertx,
                        Map.<ScraperAction, Action>of(
                                ScraperAction.SEARCH_TOPIC,
                                        (caller, args) -> {
                                            var request = TopicSearchRequest.fromJson(args);
                                            searches.add(request);
                                            var candidates = new JsonArray();
                                            int found = "instagram"
                                                            .equals(request.platform()
                                                                    .key())
                                                    ? 60
                                                    : 0;
                                            for (int i = 0; i < found; i++)
                                                candidates.add(new JsonObject()
                                                        .put("handle", "c" + i)
                                                        .put("followers", 5000));
                                            return Future.succeededFuture(new TopicSearchResult(
                                                            request.platform(),
                                                            request.topic(),
                                                            300,
                                                            candidates,
                                                            3,
                                                            0,
                                                            new PlatformCost(3, 300, 0))
                                                    .toJson());
                                        },
                                ScraperAction.SCRAPE,
                                        (caller, args) -> {
                                            var request = ScrapeRequest.fromJson(args);
                                            scrapes.add(request);
                                            var creators = request.handles().stream()
                                                    .map(h -> new ScrapedCreator(
                                                            h,
                                                            ScrapedCreator.SCRAPED,
                                                            "id-" + h,
                                                            request.postsPerCreator(),
                                                            10,
                                                            null))
                                                    .toList();
                                            return Future.succeededFuture(new ScrapeResult(
                                                            request.scrapeId(),
                                                            request.platform(),
                                                            creators,
                                                            List.of(),
                                                            new PlatformCost(
                                                                    2,
                                                                    request.handles()
                                                                            .size(),
                                                                    0))
                                                    .toJson());
                                        }))
                .await();
        ServiceAddress.ANALYTICS
                .bind(
                        vertx,
                        Map.<AnalyticsAction, Action>of(
                                AnalyticsAction.RANK_DISCOVERY,
                                        (caller, args) -> {
                                            analytics.add(args.copy().put("action", "rank"));
                                            return Future.succeededFuture(new DiscoveryDeepening(
                                                            new DiscoveryId("dc_1"),
                                                            Map.of("instagram", List.of("c3", "c7")))
                                                    .toJson());
                                        },
                                AnalyticsAction.COMPLETE_DISCOVERY,
                                        (caller, args) -> {
                                            analytics.add(args.copy().put("action", "complete"));
                                            return Future.succeededFuture(new DiscoverySummary(
                                                            new DiscoveryId("dc_1"),
                                                            "home workouts",
                                                            List.of("instagram", "tiktok"),
                                                            "completed",
                                                            2,
                                                            60,
                                                            "2026-01-01T00:00:00Z",
                                                            "2026-01-01T00:10:00Z",
                                                            null,
                                                            null)
                                                    .toJson());
                                        }))
                .await();
        work = new DiscoveryWork(new ServiceClient(vertx, Duration.ofSeconds(10)));
    }

    @AfterEach
    void stop() {
        vertx.close().await();
    }

    @Test
    void jobs_searches_and_samples_each_platform_and_analytics_only_ranks_and_completes() {
        var discovery = new JsonObject()
                .put("discovery_id", "dc_1")
                .put("topic", "home workouts")
                .put("platforms", new JsonArray().add("instagram").add("tiktok"))
                .put("min_followers", 2000)
                .put("per_subtopic_limit", 10);

        var searched = run(() -> work.search(JOB, DiscoveryRequest.fromJson(discovery)));
        assertThat(searches).extracting(s -> s.platform().key()).containsExactly("instagram", "tiktok");
        assertThat(searches.get(0).maxCandidates()).as("8 a group of 10").isEqualTo(80);
        assertThat(searches.get(0).postLimit()).isEqualTo(1000);

        var sampled = run(() -> work.sample(JOB, "dc_1", searched));
        assertThat(scrapes)
                .extracting(ScrapeRequest::scrapeId)
                .containsExactly("discovery:dc_1#instagram-0", "discovery:dc_1#instagram-1");
        assertThat(scrapes).extracting(s -> s.handles().size()).containsExactly(50, 10);
        assertThat(scrapes.get(0).postsPerCreator()).isEqualTo(3);
        assertThat(scrapes.get(0).engagersPerPost()).isEqualTo(5000);
        assertThat(sampled.getInteger("candidates")).isEqualTo(60);
        assertThat(PlatformCost.fromJson(sampled.getJsonObject("cost")))
                .as("both searches and both light scrapes")
                .isEqualTo(new PlatformCost(3 + 3 + 2 + 2, 300 + 300 + 60, 0));

        var ranked = run(() -> work.rank(JOB, "dc_1", searched, sampled));
        assertThat(ranked.handles("tiktok")).isEmpty();
        var collected = analytics.get(0).getJsonObject("collected").getJsonObject("instagram");
        assertThat(collected.getJsonArray("candidates")).hasSize(60);
        assertThat(collected.getJsonArray("scrape_ids"))
                .containsExactly("discovery:dc_1#instagram-0", "discovery:dc_1#instagram-1");
        assertThat(analytics
                        .get(0)
                        .getJsonObject("collected")
                        .getJsonObject("tiktok")
                        .getJsonArray("scrape_ids"))
                .isEmpty();

        var deepened = run(() -> work.deepen(JOB, "dc_1", sampled, ranked));
        var deep = scrapes.get(2);
        assertThat(deep.scrapeId()).isEqualTo("discovery:dc_1#instagram-deep-0");
        assertThat(deep.handles()).containsExactly("c3", "c7");
        assertThat(deep.postsPerCreator()).isEqualTo(20);
        assertThat(scrapes).as("nothing to deepen on TikTok, so no scrape").hasSize(3);
        assertThat(deepened.getInteger("refined_creators")).isEqualTo(2);

        var summary = run(() -> work.complete(JOB, "dc_1", deepened));
        assertThat(summary.groupsFound()).isEqualTo(2);
        var refined = analytics.get(1).getJsonObject("refined");
        assertThat(refined.getJsonObject("instagram").getJsonArray("refined_scrape_ids"))
                .containsExactly("discovery:dc_1#instagram-deep-0");
        assertThat(refined.getJsonObject("tiktok").getJsonArray("refined_handles"))
                .isEmpty();
    }

    @Test
    void a_sample_run_again_after_a_crash_asks_for_the_same_scrapes_so_the_scraper_resumes_them() {
        var discovery = new JsonObject().put("discovery_id", "dc_1").put("topic", "yoga");
        var searched = run(() -> work.search(JOB, DiscoveryRequest.fromJson(discovery)));
        run(() -> work.sample(JOB, "dc_1", searched));
        run(() -> work.sample(JOB, "dc_1", searched));

        assertThat(scrapes)
                .extracting(ScrapeRequest::scrapeId)
                .containsExactly(
                        "discovery:dc_1#instagram-0",
                        "discovery:dc_1#instagram-1",
                        "discovery:dc_1#instagram-0",
                        "discovery:dc_1#instagram-1");
    }

    /**
     * What each part writes as its step's output and asks analytics, as bytes (a step's output is stored in
     * PostgreSQL's {@code jsonb}, whose key order is its own, so for those only the content would matter; the
     * {@code rank_discovery} and {@code complete_discovery} requests are sent as they are). Held to
     * {@code discovery-work-samples.json}, recorded when the parts still put them together by hand.
     */
    @Test
    void each_part_writes_and_asks_the_recorded_bytes() throws Exception {
        var discovery = new JsonObject()
                .put("discovery_id", "dc_1")
                .put("topic", "home workouts")
                .put("platforms", new JsonArray().add("instagram").add("tiktok"));
        var searched = run(() -> work.search(JOB, DiscoveryRequest.fromJson(discovery)));
        var sampled = run(() -> work.sample(JOB, "dc_1", searched));
        var ranked = run(() -> work.rank(JOB, "dc_1", searched, sampled));
        var deepened = run(() -> work.deepen(JOB, "dc_1", sampled, ranked));
        run(() -> work.complete(JOB, "dc_1", deepened));
        new io.sigment.jobs.FixedDetailsSamples()
                .writes("search output", searched)
                .writes("sample output", sampled)
                .writes("rank_discovery request", asSent(analytics.get(0)))
                .writes("deepen output", deepened)
                .writes("complete_discovery request", asSent(analytics.get(1)))
                .areAsRecordedIn("discovery-work-samples.json");
    }

    /** A request analytics got, without the action the stand-in noted on it. */
    private static JsonObject asSent(JsonObject noted) {
        var sent = noted.copy();
        sent.remove("action");
        return sent;
    }

    private <T> T run(java.util.function.Supplier<Future<T>> part) {
        var done = io.vertx.core.Promise.<T>promise();
        vertx.runOnContext(v -> part.get().onComplete(done));
        return done.future().await();
    }
}
