package io.sigment.common.api.scraper;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The platform work of scraper-service as other services ask for it: a topic search, a scrape (resumable by its
 * id), and the samples a scrape fetched. Each is a watched request: a replica that dies mid-way is replaced and the
 * work resumes by its id.
 */
public final class ScraperClient {
    private static final int SAMPLES_IN_FLIGHT = 4;

    private final ServiceClient bus;

    public ScraperClient(ServiceClient bus) {
        this.bus = bus;
    }

    public Future<TopicSearchResult> searchTopic(Caller caller, TopicSearchRequest request, Duration timeout) {
        return bus.requestWatched(ScraperAction.SEARCH_TOPIC, caller, request.toJson(), timeout)
                .map(TopicSearchResult::fromJson);
    }

    /** Fails with {@link ScrapeErrors#stopped} when the platform failed mid-way (what was fetched is kept). */
    public Future<ScrapeResult> scrape(Caller caller, ScrapeRequest request, Duration timeout) {
        return bus.requestWatched(ScraperAction.SCRAPE, caller, request.toJson(), timeout)
                .map(ScrapeResult::fromJson);
    }

    /** What the catalog already knows of {@code request}'s handles (followers, median views); nothing is scraped. */
    public Future<KnownCreators> knownCreators(Caller caller, KnownCreatorsRequest request) {
        return bus.request(ScraperAction.KNOWN_CREATORS, caller, request.toJson())
                .map(KnownCreators::fromJson);
    }

    /**
     * The samples of {@code handles} in scrape {@code scrapeId}: a request per {@code creatorsPerRequest} of them
     * ({@link SamplesRequest#creatorsPerRequest}), {@value #SAMPLES_IN_FLIGHT} at a time, answered as one reply in
     * the order of {@code handles}.
     */
    public Future<SamplesReply> samples(
            Caller caller, Platform platform, String scrapeId, List<String> handles, int creatorsPerRequest) {
        var parts = new ArrayList<List<String>>();
        for (int from = 0; from < handles.size(); from += creatorsPerRequest) {
            parts.add(handles.subList(from, Math.min(handles.size(), from + creatorsPerRequest)));
        }
        Future<SamplesReply> all = Future.succeededFuture(new SamplesReply(platform, List.of(), List.of()));
        for (int from = 0; from < parts.size(); from += SAMPLES_IN_FLIGHT) {
            var group = parts.subList(from, Math.min(parts.size(), from + SAMPLES_IN_FLIGHT));
            all = all.compose(sofar -> {
                var replies = group.stream()
                        .map(part -> bus.requestWatched(
                                        ScraperAction.SAMPLES,
                                        caller,
                                        SamplesRequest.ofScrape(platform, scrapeId, part)
                                                .toJson(),
                                        bus.defaultTimeout())
                                .map(SamplesReply::fromJson))
                        .toList();
                return Future.all(replies).map(done -> {
                    var merged = sofar;
                    for (var reply : replies) merged = merged.plus(reply.result());
                    return merged;
                });
            });
        }
        return all;
    }
}
