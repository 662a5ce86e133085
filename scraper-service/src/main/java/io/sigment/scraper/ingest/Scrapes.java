package io.sigment.scraper.ingest;

import io.sigment.common.Caller;
import io.sigment.common.api.scraper.ScrapeErrors;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.ScrapeResult;
import io.sigment.common.api.scraper.ScrapedCreator;
import io.sigment.scraper.catalog.CatalogStore;
import io.sigment.scraper.people.DenyList;
import io.sigment.scraper.people.PersonKeys;
import io.sigment.scraper.people.PrivacyStore;
import io.sigment.scraper.platform.CallCost;
import io.sigment.scraper.platform.PlatformFailure;
import io.sigment.scraper.platform.PlatformShares;
import io.sigment.scraper.platform.PlatformSources;
import io.vertx.core.Future;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The internal action {@code scrape}: per handle the profile, newest posts and their engagers, stored with
 * dense person ids. Idempotent and resumable by {@code scrape_id}: finished handles and posts are skipped, and
 * a post's engagements are replaced as a whole, so a retry after a crash continues without duplicate rows.
 */
public final class Scrapes {
    private static final int CREATORS_AT_ONCE = 6;

    private final ScrapeStore store;
    private final EngagementStore engagements;
    private final EngagerIngest ingest;
    private final CatalogStore catalog;
    private final PlatformSources sources;
    private final EventBus bus;
    private final PlatformShares shares;
    private final DenyList denied;
    private final Map<String, Future<JsonObject>> running = new ConcurrentHashMap<>();

    public Scrapes(
            ScrapeStore store,
            EngagementStore engagements,
            PeopleStore people,
            PrivacyStore privacy,
            PersonKeys keys,
            PersonKeys denyKeys,
            CatalogStore catalog,
            PlatformSources sources,
            PlatformShares shares,
            EventBus bus,
            Clock clock) {
        this.shares = shares;
        this.store = store;
        this.engagements = engagements;
        var personIds = new PersonIds(people, clock);
        this.denied = new DenyList(privacy, denyKeys, personIds);
        this.ingest = new EngagerIngest(keys, denied, personIds, new EngagementWrites(engagements), sources.metrics());
        this.catalog = catalog;
        this.sources = sources;
        this.bus = bus;
    }

    /** {@code scrape}: args as {@link ScrapeRequest#fromJson} reads them; reply a {@link ScrapeResult}. */
    public Future<JsonObject> scrape(Caller caller, JsonObject args) {
        var request = ScrapeRequest.fromJson(args);
        return running.computeIfAbsent(
                request.scrapeId(), id -> run(request, caller.workspaceId()).onComplete(done -> running.remove(id)));
    }

    /** Each platform call counts against {@code workspaceId}'s share, when the scrape is a workspace's job. */
    private Future<JsonObject> run(ScrapeRequest asked, String workspaceId) {
        // The deny list as of this scrape's start: a person erased before it is never stored by it.
        return denied.refresh().compose(v -> store.begin(asked)).compose(request -> {
            var progress = new ScrapeProgress(bus, request);
            var cost = new CallCost(request.platform(), shares.meter(request.platform(), workspaceId));
            return store.finishedCreators(request.scrapeId())
                    .compose(finished -> store.donePosts(request.scrapeId()).compose(done -> {
                        var creatorScrape = new CreatorScrape(
                                request,
                                sources.of(request.platform(), cost),
                                catalog,
                                engagements,
                                ingest,
                                store,
                                progress,
                                done);
                        var pending = request.handles().stream()
                                .filter(h -> !finished.containsKey(h))
                                .toList();
                        return creatorScrape
                                .lookUpProfiles(pending)
                                .compose(v -> inParallel(request.scrapeId(), pending, creatorScrape, cost));
                    }))
                    .compose(v -> store.addCost(request.scrapeId(), cost.drain()))
                    .compose(v -> store.cost(request.scrapeId()))
                    .compose(spent -> store.finishedCreators(request.scrapeId()).map(outcomes -> {
                        var creators = new ArrayList<ScrapedCreator>();
                        var unknown = new ArrayList<String>();
                        for (var handle : request.handles()) {
                            var outcome = outcomes.get(handle);
                            creators.add(outcome);
                            if (ScrapedCreator.UNKNOWN.equals(outcome.status())) unknown.add(handle);
                        }
                        return new ScrapeResult(request.scrapeId(), request.platform(), creators, unknown, spent);
                    }))
                    .compose(result -> {
                        progress.completed(
                                result.creators().size(), result.cost().toJson());
                        return store.finish(request.scrapeId(), "completed", null)
                                .map(result.toJson());
                    })
                    .recover(cause -> store.addCost(request.scrapeId(), cost.drain())
                            .transform(saved -> failed(request, progress, cause)));
        });
    }

    /**
     * {@value #CREATORS_AT_ONCE} creators in flight, the next starting as soon as one ends; what each cost is added to
     * the scrape's totals when it ends. After a failure no new creator starts, and those in flight finish and are
     * saved.
     */
    private Future<Void> inParallel(String scrapeId, List<String> handles, CreatorScrape creatorScrape, CallCost cost) {
        var next = new AtomicInteger();
        var failed = new AtomicBoolean();
        var lanes = new ArrayList<Future<Void>>();
        for (int i = 0; i < Math.min(CREATORS_AT_ONCE, handles.size()); i++) {
            lanes.add(lane(scrapeId, handles, creatorScrape, cost, next, failed));
        }
        return Future.join(lanes).mapEmpty();
    }

    private Future<Void> lane(
            String scrapeId,
            List<String> handles,
            CreatorScrape creatorScrape,
            CallCost cost,
            AtomicInteger next,
            AtomicBoolean failed) {
        int i = next.getAndIncrement();
        if (i >= handles.size() || failed.get()) return Future.succeededFuture();
        return sources.oneCreator(creatorScrape.platform(), () -> creatorScrape.scrape(handles.get(i)))
                .compose(v -> store.addCost(scrapeId, cost.drain()))
                .onFailure(cause -> failed.set(true))
                .compose(v -> lane(scrapeId, handles, creatorScrape, cost, next, failed));
    }

    private Future<JsonObject> failed(ScrapeRequest request, ScrapeProgress progress, Throwable cause) {
        if (!(cause instanceof PlatformFailure failure)) return Future.failedFuture(cause);
        progress.failed(failure.reason().name().toLowerCase(), failure.getMessage());
        return store.finish(request.scrapeId(), "failed", failure.getMessage())
                .compose(v -> Future.failedFuture(ScrapeErrors.stopped(
                        request.scrapeId(), request.platform().title(), failure.getMessage())));
    }
}
