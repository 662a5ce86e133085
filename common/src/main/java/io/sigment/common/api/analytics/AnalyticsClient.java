package io.sigment.common.api.analytics;

import io.sigment.common.Caller;
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

  /** What an {@code optimize_selection} of {@code analysisId} is planned on; "Not found", "Not available" or "Not ready". */
  public Future<SelectionFacts> selectionFacts(Caller caller, String analysisId) {
    return bus.request(AnalyticsAction.SELECTION_FACTS, caller, new JsonObject().put(AnalysisId.ARG, analysisId))
        .map(SelectionFacts::fromJson);
  }

  /** The selection search on the planned snapshot for the agent's targets (the optimize_selection result). */
  public Future<JsonObject> computeSelection(Caller caller, SelectionComputation computation) {
    return bus.request(AnalyticsAction.COMPUTE_SELECTION, caller, computation.toJson());
  }

  /** Freezes a scrape into its snapshot and computes it (idempotent; watched, so a restarted worker resumes it). */
  public Future<JsonObject> analyzeSnapshot(Caller caller, SnapshotScrape scrape, Duration timeout) {
    return bus.requestWatched(AnalyticsAction.ANALYZE_SNAPSHOT, caller, scrape.toJson(), timeout);
  }
}
