package io.sigment.analytics.analyses;

import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolError;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.analytics.ListedAnalysis;
import io.sigment.common.api.analytics.OpenedSnapshot;
import io.sigment.common.api.analytics.SnapshotAnalysis;
import io.sigment.common.api.analytics.SnapshotFailure;
import io.sigment.common.api.analytics.SnapshotOpening;
import io.sigment.common.api.analytics.SnapshotScrape;
import io.sigment.common.api.analytics.SnapshotState;
import io.sigment.common.api.scraper.SamplesRequest;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.ScraperClient;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * The internal actions jobs-service drives an analysis job with (README "Snapshots"): {@code open_snapshot}
 * when the job starts, {@code analyze_snapshot} when its scrape finished (freeze the samples, compute the heavy
 * parts once, mark it completed) and {@code fail_snapshot}. Each is idempotent and safe to repeat after a crash.
 */
public final class Snapshots {
    /** An analysis scrapes with the default posts and engagers a creator. */
    private static final int PER_REQUEST =
            SamplesRequest.creatorsPerRequest(ScrapeRequest.DEFAULT_POSTS, ScrapeRequest.DEFAULT_ENGAGERS);

    private final Vertx vertx;
    private final AnalysesStore store;
    private final SnapshotResults results;
    private final ScraperClient scraper;
    private final Clock clock;

    public Snapshots(Vertx vertx, AnalysesStore store, SnapshotResults results, ServiceClient services, Clock clock) {
        this.vertx = vertx;
        this.store = store;
        this.results = results;
        this.scraper = new ScraperClient(services);
        this.clock = clock;
    }

    public Future<JsonObject> open(Caller caller, JsonObject args) {
        var opening = SnapshotOpening.fromJson(args);
        var analysisId = opening.analysisId().value();
        if (caller.workspaceId() == null) throw ToolError.workspaceNotFound();
        var now = now();
        var analysis = new Analysis(
                analysisId, caller.workspaceId(), opening.platform().key(), opening.handles(), now);
        var snapshot = new Snapshot(
                opening.snapshotId(), analysisId, opening.jobId(), Snapshot.RUNNING, null, null, null, now, null);
        var workspaces =
                caller.workspaceIds().isEmpty() ? new String[] {caller.workspaceId()} : caller.workspaceIdArray();
        return store.open(analysis, snapshot, workspaces)
                .map(opened -> opened.map(m -> new OpenedSnapshot(
                                        m.analysis().analysisId(),
                                        m.snapshot().snapshotId(),
                                        m.snapshot().status())
                                .toJson())
                        .orElseThrow(() -> ToolError.notFound("Check the analysis_id with list_analyses.")));
    }

    public Future<JsonObject> analyze(Caller caller, JsonObject args) {
        var scrape = SnapshotScrape.checked(args);
        var snapshotId = scrape.snapshotId();
        var scrapeId = scrape.scrapeId();
        var creators = scrape.creators();
        return measured(snapshotId).compose(m -> {
            if (m.snapshot().completed())
                return Future.succeededFuture(
                        reply(m.snapshot().snapshotId(), m.snapshot().headline()));
            if (!m.snapshot().running()) {
                return Future.failedFuture(
                        ToolError.invalidArguments("snapshot_id: snapshot " + snapshotId + " failed"));
            }
            var platform = Platform.parse(m.analysis().platform());
            return freeze(caller, m.analysis(), snapshotId, scrapeId, scrape.scrapedHandles())
                    .compose(v -> store.frozenSamples(snapshotId))
                    .compose(frozen -> vertx.executeBlocking(
                            () -> SnapshotComputation.compute(SnapshotComputation.decode(frozen), platform), false))
                    .compose(computed -> store.complete(
                                    snapshotId, computed.result().encode(), computed.headline(), creators, now())
                            .map(computed))
                    .compose(computed -> measured(snapshotId).map(stored -> {
                        if (stored.snapshot().completed()) results.remember(snapshotId, computed.result());
                        return reply(snapshotId, stored.snapshot().headline());
                    }));
        });
    }

    public Future<JsonObject> fail(Caller caller, JsonObject args) {
        var failure = SnapshotFailure.fromJson(args);
        var snapshotId = failure.snapshotId();
        var error = failure.error();
        return measured(snapshotId)
                .compose(m -> store.fail(snapshotId, error == null ? "The analysis failed." : error, now()))
                .compose(v -> measured(snapshotId))
                .map(m -> new SnapshotState(snapshotId, m.snapshot().status()).toJson());
    }

    private Future<AnalysesStore.Measured> measured(String snapshotId) {
        return store.measured(snapshotId)
                .map(found -> found.orElseThrow(() -> ToolError.notFound("No snapshot " + snapshotId + ".")));
    }

    /**
     * Copies the scraped creators' samples of this scrape from scraper-service, those not frozen yet, in one question
     * per scrape (asked a few creators a request, so each reply stays near a megabyte).
     */
    private Future<Void> freeze(
            Caller caller, Analysis analysis, String snapshotId, String scrapeId, List<String> handles) {
        return store.frozenHandles(snapshotId).compose(done -> {
            var pending = handles.stream().filter(h -> !done.contains(h)).toList();
            if (pending.isEmpty()) return Future.succeededFuture();
            return scraper.samples(caller, Platform.parse(analysis.platform()), scrapeId, pending, PER_REQUEST)
                    .compose(reply -> store.freeze(
                            snapshotId,
                            reply.creators().stream()
                                    .map(creator -> new FrozenSample(
                                            creator.handle(),
                                            creator.creatorId(),
                                            creator.posts().encode()))
                                    .toList()));
        });
    }

    private static JsonObject reply(String snapshotId, JsonObject headline) {
        var numbers = headline == null ? new JsonObject() : headline;
        var read = WireCodec.fromJson(numbers, ListedAnalysis.Headline.class);
        return new SnapshotAnalysis(snapshotId, read.creatorsAnalyzed(), numbers).toJson();
    }

    private OffsetDateTime now() {
        return StoredTime.now(clock);
    }
}
