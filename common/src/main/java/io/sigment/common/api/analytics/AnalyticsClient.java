package io.sigment.common.api.analytics;

import io.sigment.common.Caller;
import io.sigment.common.api.CompletionQuery;
import io.sigment.common.api.CompletionValues;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/** analytics-service's internal (non-tool) actions as jobs-service calls them. */
public final class AnalyticsClient {
    private final ServiceClient bus;

    public AnalyticsClient(ServiceClient bus) {
        this.bus = bus;
    }

    /** The caller's analysis values or discovery topics that complete {@code query}. */
    public Future<CompletionValues> completionValues(Caller caller, CompletionQuery query) {
        return bus.request(AnalyticsAction.COMPLETION_VALUES, caller, query.toJson())
                .map(CompletionValues::fromJson);
    }

    /**
     * What an {@code optimize_selection} of {@code analysisId} is priced on; "Not found", "Not available" or "Not
     * ready".
     */
    public Future<SelectionFacts> selectionFacts(Caller caller, AnalysisId analysisId) {
        return bus.request(AnalyticsAction.SELECTION_FACTS, caller, analysisId.toJson())
                .map(SelectionFacts::fromJson);
    }

    /**
     * The selection search on the priced snapshot for the agent's targets: the optimize_selection tool's answer, which
     * jobs passes on unread, so it stays the tool's JSON.
     */
    public Future<JsonObject> computeSelection(Caller caller, SelectionComputation computation) {
        return bus.request(AnalyticsAction.COMPUTE_SELECTION, caller, computation.toJson());
    }

    /** Freezes a scrape into its snapshot and computes it (idempotent; watched, so a restarted worker resumes it). */
    public Future<SnapshotAnalysis> analyzeSnapshot(Caller caller, SnapshotScrape scrape, Duration timeout) {
        return bus.requestWatched(AnalyticsAction.ANALYZE_SNAPSHOT, caller, scrape.toJson(), timeout)
                .map(SnapshotAnalysis::fromJson);
    }

    /** Records the discovery ({@code running}) when its job is admitted; idempotent. Answers its summary. */
    public Future<DiscoverySummary> openDiscovery(Caller caller, DiscoveryRequest discovery) {
        return bus.request(AnalyticsAction.OPEN_DISCOVERY, caller, discovery.toJson())
                .map(DiscoverySummary::fromJson);
    }

    /** Stores what was collected and answers whose samples to deepen (watched: it measures the light overlaps). */
    public Future<DiscoveryDeepening> rankDiscovery(Caller caller, DiscoveryRanking ranking, Duration timeout) {
        return bus.requestWatched(AnalyticsAction.RANK_DISCOVERY, caller, ranking.toJson(), timeout)
                .map(DiscoveryDeepening::fromJson);
    }

    /** Groups and overlaps, stored; answers the discovery's summary (watched). */
    public Future<DiscoverySummary> completeDiscovery(Caller caller, DiscoveryCompletion completion, Duration timeout) {
        return bus.requestWatched(AnalyticsAction.COMPLETE_DISCOVERY, caller, completion.toJson(), timeout)
                .map(DiscoverySummary::fromJson);
    }

    /** The free re-run: copies the same topic's result of the last 24 hours into the discovery; "Not found" if none. */
    public Future<DiscoverySummary> reuseDiscovery(Caller caller, DiscoveryRequest discovery) {
        return bus.request(AnalyticsAction.REUSE_DISCOVERY, caller, discovery.toJson())
                .map(DiscoverySummary::fromJson);
    }

    /** Marks the discovery failed with the message get_discovery shows. */
    public Future<Void> failDiscovery(Caller caller, DiscoveryFailure failure) {
        return bus.request(AnalyticsAction.FAIL_DISCOVERY, caller, failure.toJson())
                .mapEmpty();
    }
}
