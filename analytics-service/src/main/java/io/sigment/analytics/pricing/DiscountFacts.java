package io.sigment.analytics.pricing;

import io.sigment.analytics.analyses.AnalysesStore;
import io.sigment.analytics.analyses.Snapshot;
import io.sigment.common.Caller;
import io.sigment.common.Handle;
import io.sigment.common.ToolError;
import io.sigment.common.api.analytics.PricingFacts;
import io.sigment.common.api.analytics.PricingQuestion;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.Duration;

/**
 * {@code pricing_facts}: the facts behind the discounts, asked by jobs-service ({@code PriceQuotes}), which hands
 * them to accounts-service to price on. One fact per kind of question, chosen by which argument is present
 * (accounts-service/README.md): {@code topic}, {@code analysis_id}, or {@code handles}. The reply is
 * {@link PricingFacts}' (one fact per question), which jobs-service reads.
 */
public final class DiscountFacts {
    /** "Every creator was analyzed in the workspace in the last 30 days." */
    public static final Duration RECENT = Duration.ofDays(30);

    private final AnalysesStore store;
    private final Clock clock;

    public DiscountFacts(AnalysesStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /** An analysis's question ({@link PricingQuestion#read}; the topic's is the discoveries'). */
    public Future<JsonObject> facts(Caller caller, PricingQuestion asked) {
        return asked.analysisId() != null ? rerun(caller, asked) : handles(caller, asked);
    }

    /**
     * Whether the analysis completed before, its creators (what a re-run scrapes) and its workspace (where it runs).
     */
    private Future<JsonObject> rerun(Caller caller, PricingQuestion asked) {
        var platform = asked.platform().key();
        var analysisId = asked.analysisId().value();
        return store.analysis(analysisId, caller.workspaceIdArray())
                .map(found -> found.filter(a -> a.platform().equals(platform))
                        .orElseThrow(() -> ToolError.notFound("Check the analysis_id with list_analyses.")))
                .compose(analysis -> store.snapshots(analysisId)
                        .map(snapshots -> PricingFacts.rerun(
                                snapshots.stream().anyMatch(Snapshot::completed),
                                analysis.handles(),
                                analysis.workspaceId())));
    }

    /** Those of the handles analyzed in this workspace in the last 30 days, as the caller wrote them. */
    private Future<JsonObject> handles(Caller caller, PricingQuestion asked) {
        var platform = asked.platform().key();
        var handles = asked.handles();
        var keys = handles.stream().map(Handle::keyOf).distinct().toArray(String[]::new);
        var since = StoredTime.of(clock.instant().minus(RECENT));
        return store.analyzedSince(caller.workspaceId(), platform, keys, since)
                .map(recent -> PricingFacts.recentlyAnalyzed(handles.stream()
                        .filter(h -> recent.contains(Handle.keyOf(h)))
                        .toList()));
    }
}
