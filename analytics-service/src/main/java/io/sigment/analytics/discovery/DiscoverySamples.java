package io.sigment.analytics.discovery;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.samples.ScraperSamples;
import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.api.analytics.Collected;
import io.sigment.common.api.analytics.FoundCandidate;
import io.sigment.common.api.jobs.DiscoveryDefaults;
import io.sigment.common.api.scraper.SamplesRequest;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.ScraperClient;
import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.List;

/**
 * A discovery's samples, read from the scrapes jobs-service ran ({@code collected} per platform: the candidates and
 * the scrape ids of their light samples, {@value ScrapeRequest#MAX_HANDLES} creators a scrape, then the refined
 * handles and their scrape ids). One {@code samples} request per scrape, split so a reply stays near a megabyte.
 */
final class DiscoverySamples {
    private static final int LIGHT_PER_REQUEST =
            SamplesRequest.creatorsPerRequest(DiscoveryDefaults.LIGHT_POSTS, DiscoveryDefaults.ENGAGERS_PER_POST);
    private static final int DEEP_PER_REQUEST =
            SamplesRequest.creatorsPerRequest(DiscoveryDefaults.DEEP_POSTS, DiscoveryDefaults.ENGAGERS_PER_POST);

    private final ScraperClient scraper;

    DiscoverySamples(ScraperClient scraper) {
        this.scraper = scraper;
    }

    /** The light samples of a platform's candidates. */
    Future<List<CreatorSample>> light(Caller caller, Platform platform, Collected collected) {
        var handles =
                collected.candidates().stream().map(FoundCandidate::handle).toList();
        return read(caller, platform, handles, collected.scrapeIds(), LIGHT_PER_REQUEST);
    }

    /** The deeper samples of the refined creators, none if there were none. */
    Future<List<CreatorSample>> deep(Caller caller, Platform platform, Collected collected) {
        if (collected.refinedHandles() == null) return Future.succeededFuture(List.of());
        return read(caller, platform, collected.refinedHandles(), collected.refinedScrapeIds(), DEEP_PER_REQUEST);
    }

    /**
     * Samples with posts of {@code handles}, the i-th from scrape {@code scrapeIds[i / ScrapeRequest.MAX_HANDLES]}, in
     * order.
     */
    private Future<List<CreatorSample>> read(
            Caller caller, Platform platform, List<String> handles, List<String> scrapeIds, int perRequest) {
        var out = new ArrayList<CreatorSample>();
        Future<Void> chain = Future.succeededFuture();
        for (int from = 0; from < handles.size(); from += ScrapeRequest.MAX_HANDLES) {
            var ofScrape = handles.subList(from, Math.min(handles.size(), from + ScrapeRequest.MAX_HANDLES));
            var scrapeId = scrapeIds.get(from / ScrapeRequest.MAX_HANDLES);
            chain = chain.compose(v -> scraper.samples(caller, platform, scrapeId, ofScrape, perRequest)
                    .map(reply -> {
                        for (var creator : reply.creators()) {
                            var sample = ScraperSamples.creator(creator.handle(), creator.posts());
                            if (!sample.posts().isEmpty()) out.add(sample);
                        }
                        return null;
                    }));
        }
        return chain.map(v -> out);
    }
}
