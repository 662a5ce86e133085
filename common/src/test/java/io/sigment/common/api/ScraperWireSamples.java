package io.sigment.common.api;

import io.sigment.common.Platform;
import io.sigment.common.api.scraper.CreatorSamples;
import io.sigment.common.api.scraper.SamplesReply;
import io.sigment.common.api.scraper.SamplesRequest;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.TopicSearchRequest;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.function.Function;

/** Scraper's records in {@link FixedWireSamples}: samples, and the requests for samples, scrapes and topic searches. */
final class ScraperWireSamples {
    private ScraperWireSamples() {}

    static void addTo(FixedWireSamples book) {
        samples(book);
        samplesRequest(book);
        scrapeRequest(book);
        topicSearchRequest(book);
    }

    private static void samples(FixedWireSamples book) {
        var post = new JsonObject()
                .put("post_id", "p1")
                .put("impressions", 1200)
                .put("published_at", "2026-01-02T03:04:05Z")
                .put("engagers", 3)
                .put("people", "OjAAAAEAAAAAAAIAEAAAAAEAAgADAA==")
                .put("counts", "AQAAAAIAAAADAAAA")
                .put("likes", 10);
        var first = new CreatorSamples("runner", "c_1", new JsonArray().add(post));
        book.writes("CreatorSamples", first::toJson);
        book.writes("CreatorSamples nulls", () -> new CreatorSamples(null, null, null).toJson());
        book.reads(
                "CreatorSamples",
                CreatorSamples::fromJson,
                "{\"handle\":\"runner\",\"creator_id\":\"c_1\",\"posts\":[{\"post_id\":\"p1\"}]}",
                "{\"posts\":null}",
                "{}");
        book.writes(
                "SamplesReply",
                () -> new SamplesReply(
                                Platform.TIKTOK,
                                List.of(first, new CreatorSamples("b", "c_2", new JsonArray())),
                                List.of("gone"))
                        .toJson());
        book.writes("SamplesReply none", () -> new SamplesReply(Platform.YOUTUBE, List.of(), List.of()).toJson());
        book.reads(
                "SamplesReply",
                SamplesReply::fromJson,
                "{\"platform\":\"tiktok\",\"encoding\":\"roaring-portable-base64+int32le-base64\",\"creators\":"
                        + "[{\"handle\":\"runner\",\"creator_id\":\"c_1\",\"posts\":[]}],\"unknown\":[\"gone\"]}",
                "{\"platform\":\"youtube\"}",
                "{\"platform\":\"youtube\",\"creators\":null,\"unknown\":null,\"encoding\":\"other\"}",
                "{\"platform\":\"myspace\"}",
                "{}");
    }

    private static void samplesRequest(FixedWireSamples book) {
        book.writes(
                "SamplesRequest of a scrape",
                () -> SamplesRequest.ofScrape(Platform.INSTAGRAM, "scr_1", List.of("a", "b"))
                        .toJson());
        book.writes(
                "SamplesRequest since",
                () -> new SamplesRequest(Platform.YOUTUBE, null, List.of("a"), "2026-01-01T00:00:00Z").toJson());
        book.writes(
                "SamplesRequest whole scrape",
                () -> new SamplesRequest(Platform.TIKTOK, "scr_1", List.of(), null).toJson());
        book.reads(
                "SamplesRequest",
                SamplesRequest::fromJson,
                "{\"platform\":\"instagram\",\"handles\":[\"a\",\" b \"]}",
                "{\"platform\":\"instagram\",\"handle\":\" a \"}",
                "{\"platform\":\"instagram\",\"handle\":\"a\",\"handles\":[\"b\",\"c\"]}",
                "{\"platform\":\"instagram\",\"handle\":\"\"}",
                "{\"platform\":\"instagram\",\"handle\":null,\"scrape_id\":\"scr_1\"}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"scr_1\"}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"scr_1\",\"handles\":null}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"scr_1\",\"handles\":[\"a\"]}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"scr_1\",\"handles\":[]}",
                "{\"platform\":\"instagram\",\"scrape_id\":null,\"handles\":[\"a\"]}",
                "{\"platform\":\"instagram\",\"scrape_id\":\"\",\"handles\":[\"a\"]}",
                "{\"platform\":\"instagram\"}",
                "{\"platform\":\"instagram\",\"handles\":[]}",
                "{\"platform\":\"instagram\",\"handles\":\"a\"}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":\"  \"}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":\"yesterday\"}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":\"2026-01-01T00:00:00Z\"}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":null}",
                "{\"platform\":\"instagram\",\"handles\":[\"a\"],\"since\":5}",
                "{\"handles\":[\"a\"]}",
                "{\"platform\":\"myspace\",\"handles\":[\"a\"]}",
                "{}");
    }

    private static void scrapeRequest(FixedWireSamples book) {
        book.writes(
                "ScrapeRequest",
                () -> ScrapeRequest.of("scr_1", Platform.INSTAGRAM, List.of("a", "b"))
                        .toJson());
        book.writes(
                "ScrapeRequest chosen",
                () -> new ScrapeRequest("scr_2", Platform.YOUTUBE, List.of("a"), 3, 5000).toJson());
        book.writes(
                "ScrapeRequest without id",
                () -> new ScrapeRequest(null, Platform.TIKTOK, List.of("a"), 3, 5000).toJson());
        Function<JsonObject, Object> read = json -> {
            var request = ScrapeRequest.fromJson(json);
            var id = request.scrapeId();
            return id != null && id.startsWith("scr_") && id.length() > 20 && !json.containsKey("scrape_id")
                    ? "new id " + request.toString().replace(id, "scr_...")
                    : request;
        };
        book.reads(
                "ScrapeRequest",
                read,
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"posts_per_creator\":3,"
                        + "\"engagers_per_post\":5000}",
                "{\"platform\":\"instagram\",\"handles\":[\" a \",\"b\"]}",
                "{\"scrape_id\":null,\"platform\":\"instagram\",\"handles\":[\"a\"]}",
                "{\"scrape_id\":\"\",\"platform\":\"instagram\",\"handles\":[\"a\"]}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"posts_per_creator\":0}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"posts_per_creator\":null}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"engagers_per_post\":20001}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[\"a\"],\"engagers_per_post\":\"9\"}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\",\"handles\":[]}",
                "{\"scrape_id\":\"scr_1\",\"platform\":\"instagram\"}",
                "{\"scrape_id\":\"scr_1\",\"handles\":[\"a\"]}",
                "{}");
    }

    private static void topicSearchRequest(FixedWireSamples book) {
        book.writes(
                "TopicSearchRequest",
                () -> new TopicSearchRequest(Platform.YOUTUBE, "yoga", 10_000, 150, 2, 1000).toJson());
        book.reads(
                "TopicSearchRequest",
                TopicSearchRequest::fromJson,
                "{\"platform\":\"youtube\",\"topic\":\" yoga \"}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"min_followers\":5,\"max_candidates\":500,"
                        + "\"min_matching_posts\":20,\"post_limit\":10}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"min_followers\":-5}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"max_candidates\":0}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"min_matching_posts\":21}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"post_limit\":9}",
                "{\"platform\":\"youtube\",\"topic\":\"yoga\",\"post_limit\":null}",
                "{\"platform\":\"youtube\",\"topic\":\"y\"}",
                "{\"platform\":\"youtube\"}",
                "{\"topic\":\"yoga\"}",
                "{}");
    }
}
