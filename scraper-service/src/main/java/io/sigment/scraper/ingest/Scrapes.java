package io.sigment.scraper.ingest;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.scraper.catalog.CatalogStore;
import io.sigment.scraper.platform.PlatformFailure;
import io.sigment.scraper.platform.PlatformShares;
import io.sigment.scraper.platform.PlatformSources;
import io.vertx.core.Future;
import io.vertx.core.eventbus.EventBus;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The internal action {@code scrape}: per handle the profile, newest posts and their engagers, stored with
 * dense person ids. Idempotent and resumable by {@code scrape_id}: finished handles and posts are skipped, and
 * a post's engagements are replaced as a whole, so a retry after a crash continues without duplicate rows.
 */
public final class Scrapes {
  private static final int MAX_HANDLES = 50;
  private static final int CREATORS_AT_ONCE = 4;

  private final ScrapeStore store;
  private final EngagementStore engagements;
  private final EngagerIngest ingest;
  private final CatalogStore catalog;
  private final PlatformSources sources;
  private final EventBus bus;
  private final PlatformShares shares;
  private final Map<String, Future<JsonObject>> running = new ConcurrentHashMap<>();

  public Scrapes(ScrapeStore store, EngagementStore engagements, CatalogStore catalog, PlatformSources sources,
                 PlatformShares shares, EventBus bus) {
    this.shares = shares;
    this.store = store;
    this.engagements = engagements;
    this.ingest = new EngagerIngest(new PersonIds(engagements), new EngagementWrites(engagements), sources.metrics());
    this.catalog = catalog;
    this.sources = sources;
    this.bus = bus;
  }

  /**
   * {@code scrape}: args {@code scrape_id} (optional, 1-200 chars), {@code platform}, {@code handles} (1-50),
   * {@code posts_per_creator} (1-50, default 12), {@code engagers_per_post} (1-20000, default 1000).
   */
  public Future<JsonObject> scrape(Caller caller, JsonObject args) {
    var request = parse(args);
    return running.computeIfAbsent(request.scrapeId(), id -> run(request, caller.workspaceId())
        .onComplete(done -> running.remove(id)));
  }

  private static ScrapeRequest parse(JsonObject args) {
    var id = args.containsKey("scrape_id") ? ToolArgs.string(args, "scrape_id", 1, 200) : Ids.random("scr_");
    var platform = ToolArgs.platform(args, null);
    var list = ToolArgs.strings(args, "handles", MAX_HANDLES);
    return new ScrapeRequest(id, platform, list, ToolArgs.integer(args, "posts_per_creator", 1, 50, 12),
        ToolArgs.integer(args, "engagers_per_post", 1, 20_000, 1000));
  }

  /** Each platform call counts against {@code workspaceId}'s share, when the scrape is a workspace's job. */
  private Future<JsonObject> run(ScrapeRequest asked, String workspaceId) {
    return store.begin(asked).compose(request -> {
      var progress = new ScrapeProgress(bus, request);
      return store.finishedCreators(request.scrapeId())
          .compose(finished -> store.donePosts(request.scrapeId()).compose(done -> {
            var creatorScrape = new CreatorScrape(request, sources.of(request.platform(),
                shares.meter(request.platform(), workspaceId)), catalog, engagements,
                ingest, store, progress, done);
            var pending = request.handles().stream().filter(h -> !finished.containsKey(h)).toList();
            return inBatches(pending, creatorScrape);
          }))
          .compose(v -> store.finishedCreators(request.scrapeId()))
          .compose(outcomes -> {
            var creators = new JsonArray();
            var unknown = new JsonArray();
            for (var handle : request.handles()) {
              var outcome = outcomes.get(handle);
              creators.add(outcome.toJson());
              if (CreatorOutcome.UNKNOWN.equals(outcome.status())) unknown.add(handle);
            }
            var reply = new JsonObject().put("scrape_id", request.scrapeId()).put("platform", request.platform().key())
                .put("status", "completed").put("creators", creators).put("unknown_handles", unknown);
            progress.publish("completed", new JsonObject().put("creators", creators.size()));
            return store.finish(request.scrapeId(), "completed", null).map(reply);
          })
          .recover(cause -> failed(request, progress, cause));
    });
  }

  private Future<Void> inBatches(List<String> handles, CreatorScrape creatorScrape) {
    Future<Void> chain = Future.succeededFuture();
    for (int from = 0; from < handles.size(); from += CREATORS_AT_ONCE) {
      var batch = handles.subList(from, Math.min(handles.size(), from + CREATORS_AT_ONCE));
      // join, not all: on a failure the other creators' work in flight still finishes and is saved.
      chain = chain.compose(v -> Future.join(batch.stream().map(creatorScrape::scrape).toList()).mapEmpty());
    }
    return chain;
  }

  private Future<JsonObject> failed(ScrapeRequest request, ScrapeProgress progress, Throwable cause) {
    if (!(cause instanceof PlatformFailure failure)) return Future.failedFuture(cause);
    var message = "Temporarily unavailable: scrape " + request.scrapeId() + " of " + request.platform().title()
        + " stopped: " + failure.getMessage() + " What was fetched is saved; retry with the same scrape_id to continue.";
    progress.publish("failed", new JsonObject().put("reason", failure.reason().name().toLowerCase())
        .put("message", failure.getMessage()));
    return store.finish(request.scrapeId(), "failed", failure.getMessage())
        .compose(v -> Future.failedFuture(new ToolError(ToolError.Kind.UNAVAILABLE, message)));
  }
}
