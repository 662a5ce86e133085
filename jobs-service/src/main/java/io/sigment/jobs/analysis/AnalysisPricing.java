package io.sigment.jobs.analysis;

import io.sigment.common.Caller;
import io.sigment.common.Handle;
import io.sigment.common.Ids;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.CostQuestion;
import io.sigment.common.api.accounts.HoldRequest;
import io.sigment.common.api.analytics.PricingFacts;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.api.jobs.JobsTools;
import io.sigment.common.api.jobs.RunAnalysisInput;
import io.sigment.common.api.jobs.StartedAnalysis;
import io.sigment.jobs.engine.PricedJob;
import io.sigment.jobs.pricing.PriceQuotes;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Prices an analysis job: {@code analyze_creators} (a new analysis of the given creators) or {@code run_analysis}
 * (a new snapshot of an existing one, whose creators and workspace analytics names: the re-run runs there). The price
 * is {@link PriceQuotes}' (the {@code quote_cost} tool's), so the call charges exactly what the quote showed; a
 * re-run's facts (its creators, its workspace, whether it completed before) are asked once and priced on.
 */
final class AnalysisPricing {
    private final PriceQuotes quotes;

    AnalysisPricing(PriceQuotes quotes) {
        this.quotes = quotes;
    }

    Future<PricedJob> price(Caller caller, JsonObject args) {
        if (args.containsKey("analysis_id")) return rerun(caller, JobsTools.RUN_ANALYSIS.read(args));
        var input = JobsTools.ANALYZE_CREATORS.read(args);
        var platform = input.platform();
        var handles = handles(input.handles());
        var quoteArgs = new CostQuestion("analysis", null, platform, null, List.copyOf(handles), null).toJson();
        return quotes.facts(caller, quoteArgs)
                .compose(facts ->
                        priced(caller, platform, handles, Ids.random("an_"), input.maxCredits(), quoteArgs, facts));
    }

    private Future<PricedJob> rerun(Caller caller, RunAnalysisInput input) {
        var platform = input.platform();
        var analysisId = input.analysisId();
        var quoteArgs = new CostQuestion("analysis", null, platform, null, null, analysisId).toJson();
        return quotes.facts(caller, quoteArgs).compose(found -> {
            // the re-run scrapes the creators analytics names, in the analysis's workspace: no facts, no re-run
            var facts = found.orElseThrow(ToolError::unavailable);
            var known = PricingFacts.fromJson(facts);
            var owner = caller.inWorkspace(known.workspaceId() == null ? caller.workspaceId() : known.workspaceId());
            var named = new JsonObject().put("handles", new JsonArray(known.handles()));
            return priced(
                    owner,
                    platform,
                    handles(JobsTools.ANALYZE_CREATORS.param("handles").strings(named)),
                    analysisId,
                    input.maxCredits(),
                    quoteArgs,
                    found);
        });
    }

    private Future<PricedJob> priced(
            Caller caller,
            Platform platform,
            List<String> handles,
            String analysisId,
            long maxCredits,
            JsonObject quoteArgs,
            Optional<JsonObject> facts) {
        return quotes.costQuote(caller, quoteArgs, facts).map(quote -> {
            var snapshotId = Ids.random("sn_");
            var jobId = JobId.ofSnapshot(analysisId, snapshotId);
            var action = quote.action() == null ? "analysis" : quote.action();
            var authorize = HoldRequest.of(
                    action,
                    platform.key(),
                    null,
                    handles.size(),
                    analysisId,
                    ("run_analysis".equals(action) ? "Re-run of an analysis of " : "Analysis of ") + handles.size()
                            + " " + platform.title() + " creators");
            var params = new AnalysisParams(platform.key(), analysisId, snapshotId, handles).toJson();
            var reply = new StartedAnalysis(analysisId, snapshotId, platform.key(), handles.size()).toJson();
            return new PricedJob(
                    jobId,
                    dedupeKey(platform, handles),
                    quote.credits(),
                    maxCredits,
                    authorize,
                    params,
                    reply,
                    caller.workspaceId());
        });
    }

    /** The {@code handles} as read: without a leading {@code @}, each creator once (compared without case). */
    static List<String> handles(List<String> given) {
        var unique = new LinkedHashMap<String, String>();
        for (var handle : given) {
            var typed = Handle.of(handle);
            var text = typed.text();
            if (text.isEmpty() || ToolArgs.characters(text) > 100)
                throw ToolError.invalidArguments("handles: each 1-100 characters");
            unique.putIfAbsent(typed.key(), text);
        }
        return List.copyOf(unique.values());
    }

    /** The same creators of one platform, in any order and case: the same work. */
    static String dedupeKey(Platform platform, List<String> handles) {
        var sorted =
                handles.stream().map(h -> h.toLowerCase(Locale.ROOT)).sorted().toList();
        try {
            var digest = MessageDigest.getInstance("SHA-256")
                    .digest(String.join("\n", sorted).getBytes(StandardCharsets.UTF_8));
            return "analysis:" + platform.key() + ":" + HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
