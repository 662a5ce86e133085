package io.sigment.jobs.selection;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.api.accounts.CostQuestion;
import io.sigment.common.api.accounts.HoldRequest;
import io.sigment.common.api.analytics.AnalysisId;
import io.sigment.common.api.analytics.AnalyticsClient;
import io.sigment.common.api.analytics.SelectionComputation;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.api.jobs.JobsTools;
import io.sigment.common.api.jobs.StartedSelection;
import io.sigment.common.bus.ServiceClient;
import io.sigment.jobs.engine.PricedJob;
import io.sigment.jobs.pricing.PriceQuotes;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.Optional;

/**
 * Prices an {@code optimize_selection} job: analytics checks what costs nothing (the analysis, Instagram, a completed
 * snapshot: {@code selection_facts}), accounts prices it from the price list ({@link PriceQuotes}, no facts). The work
 * belongs
 * to the analysis's workspace, where the credits are held.
 */
final class SelectionPricing {
    private final AnalyticsClient analytics;
    private final PriceQuotes quotes;

    SelectionPricing(ServiceClient services, PriceQuotes quotes) {
        this.analytics = new AnalyticsClient(services);
        this.quotes = quotes;
    }

    Future<PricedJob> price(Caller caller, JsonObject args) {
        var input = JobsTools.OPTIMIZE_SELECTION.read(args);
        var analysis = new AnalysisId(input.analysisId());
        var analysisId = analysis.value();
        double pct = input.minCorePct();
        long reach = input.minCoreReach();
        long maxCredits = input.maxCredits();
        return analytics.selectionFacts(caller, analysis).compose(facts -> {
            var owner = caller.inWorkspace(facts.workspaceId());
            var platform = facts.platform();
            return quotes.costQuote(
                            owner,
                            new CostQuestion(
                                            "optimize_selection",
                                            null,
                                            Platform.find(platform).orElse(null),
                                            null,
                                            null,
                                            null)
                                    .toJson(),
                            Optional.empty())
                    .map(quote -> {
                        var jobId = JobId.of(JobId.SELECTION, Ids.random("opt_"));
                        var authorize = HoldRequest.of(
                                "optimize_selection",
                                platform,
                                null,
                                facts.handleCount(),
                                analysisId,
                                "optimize_selection on analysis " + analysisId);
                        var params = new SelectionComputation(analysis, facts.snapshotId(), pct, reach).toJson();
                        return new PricedJob(
                                jobId,
                                jobId.value(),
                                quote.credits(),
                                maxCredits,
                                authorize,
                                params,
                                new StartedSelection(analysisId).toJson(),
                                owner.workspaceId());
                    });
        });
    }
}
