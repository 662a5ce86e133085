package io.sigment.jobs.discovery;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.api.scraper.PlatformCost;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.api.scraper.TopicSearchRequest;
import io.sigment.common.api.scraper.TopicSearchResult;
import io.vertx.core.Future;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A discovery's platform calls, through scraper-service: {@code search_topic} on a platform, then a light engagement
 * sample of the candidates ({@code scrape} of their {@value DiscoveryDefaults#LIGHT_POSTS} newest posts, up to
 * {@value DiscoveryDefaults#ENGAGERS_PER_POST} people each, 50 creators a scrape), and a deeper sample
 * ({@value DiscoveryDefaults#DEEP_POSTS} newest posts) of the few creators whose overlaps are refined. Scrape ids are
 * {@code discovery:<id>#<platform>-<n>} and {@code discovery:<id>#<platform>-deep-<n>}: a retry resumes them.
 */
final class DiscoverySampling {
    /** Candidates searched per platform: enough for every subtopic group to fill its limit. */
    static final int CANDIDATES_PER_GROUP_LIMIT = 8;

    static final int MAX_CANDIDATES = 150;
    /** Posts per search: YouTube pays 100 quota units a page of 50, so it reads fewer. */
    static final int POSTS_SEARCHED = 1000;

    static final int YOUTUBE_VIDEOS_SEARCHED = 500;
    private static final Duration TIMEOUT = Duration.ofMinutes(30);

    private final ScraperClient scraper;

    DiscoverySampling(ScraperClient scraper) {
        this.scraper = scraper;
    }

    Future<TopicSearchResult> search(
            Caller caller, Platform platform, String topic, int minFollowers, int perSubtopicLimit) {
        return scraper.searchTopic(
                caller,
                new TopicSearchRequest(
                        platform,
                        topic,
                        minFollowers,
                        Math.min(MAX_CANDIDATES, CANDIDATES_PER_GROUP_LIMIT * perSubtopicLimit),
                        TopicSearchRequest.DEFAULT_MIN_MATCHING_POSTS,
                        platform == Platform.YOUTUBE ? YOUTUBE_VIDEOS_SEARCHED : POSTS_SEARCHED),
                TIMEOUT);
    }

    /** The scrapes' ids, in order, and what they cost. */
    record Scraped(List<String> scrapeIds, PlatformCost cost) {}

    /** The light sample of a platform's candidates. */
    Future<Scraped> light(Caller caller, String discoveryId, Platform platform, List<String> handles) {
        return scrape(caller, discoveryId, platform.key() + "-", platform, handles, DiscoveryDefaults.LIGHT_POSTS);
    }

    /** The deeper sample of {@code handles} (a refinement of their overlaps). */
    Future<Scraped> deep(Caller caller, String discoveryId, Platform platform, List<String> handles) {
        return scrape(caller, discoveryId, platform.key() + "-deep-", platform, handles, DiscoveryDefaults.DEEP_POSTS);
    }

    /**
     * Scrapes the {@code posts} newest posts of {@code handles}, {@value ScrapeRequest#MAX_HANDLES} creators a scrape,
     * one after the other, with scrape ids {@code JobId.scrape(jobId, part + n)}.
     */
    private Future<Scraped> scrape(
            Caller caller, String discoveryId, String part, Platform platform, List<String> handles, int posts) {
        var jobId = JobId.of(JobId.DISCOVERY, discoveryId);
        var scrapeIds = new ArrayList<String>();
        Future<PlatformCost> cost = Future.succeededFuture(PlatformCost.NONE);
        for (int from = 0; from < handles.size(); from += ScrapeRequest.MAX_HANDLES) {
            var batch = handles.subList(from, Math.min(handles.size(), from + ScrapeRequest.MAX_HANDLES));
            var scrapeId = JobId.scrape(jobId, part + from / ScrapeRequest.MAX_HANDLES);
            scrapeIds.add(scrapeId);
            var request = new ScrapeRequest(scrapeId, platform, batch, posts, DiscoveryDefaults.ENGAGERS_PER_POST);
            cost = cost.compose(
                    sofar -> scraper.scrape(caller, request, TIMEOUT).map(done -> sofar.plus(done.cost())));
        }
        return cost.map(total -> new Scraped(List.copyOf(scrapeIds), total));
    }
}
