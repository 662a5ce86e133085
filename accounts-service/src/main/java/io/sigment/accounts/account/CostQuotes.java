package io.sigment.accounts.account;

import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.plans.SpendAction;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.CostQuestion;
import io.sigment.common.api.accounts.CostQuote;
import io.sigment.common.api.analytics.PricingFacts;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** {@code quote_cost}: the price of an action and whether the plan, the daily agent cap and the balance allow it. */
public final class CostQuotes {
    private static final Map<String, String> TOOLS = Map.of(
            SpendAction.DISCOVERY,
            "discover_creators",
            SpendAction.ANALYSIS,
            "analyze_creators",
            SpendAction.RUN_ANALYSIS,
            "run_analysis",
            SpendAction.OPTIMIZE_SELECTION,
            "optimize_selection");

    private final Catalog catalog;
    private final WorkspaceCredits credits;

    public CostQuotes(WorkspaceCredits credits, Catalog catalog) {
        this.catalog = catalog;
        this.credits = credits;
    }

    /**
     * {@code facts}: what jobs-service learnt from analytics ({@code pricing_facts}) for these arguments, absent when
     * it could not; accounts asks no other service, and without facts quotes the list price and says so.
     */
    public Future<JsonObject> quote(Caller caller, JsonObject args) {
        var question = CostQuestion.fromJson(args);
        var action = Objects.requireNonNullElse(question.action(), "");
        var platform = question.platform().key();
        var handles = question.handles() == null
                ? List.<String>of()
                : question.handles().stream().map(String::valueOf).toList();
        var analysisId = question.analysisId();
        var facts = PricingFacts.handedIn(args);
        PriceRules.Quote price;
        if (action.equals("discovery")) {
            // jobs-service prices discover_creators with its topic: the same-topic rule applies (the tool takes no
            // topic)
            price = PriceRules.discovery(catalog.prices(), facts);
        } else if (action.equals("analysis") && analysisId != null) {
            price = PriceRules.rerun(catalog.prices(), facts);
        } else if (action.equals("analysis")) {
            price = PriceRules.newAnalysis(catalog.prices(), handles, facts);
        } else if (action.equals(SpendAction.OPTIMIZE_SELECTION)) {
            // jobs-service prices optimize_selection here (the tool's schema offers agents discovery and analysis only)
            price = PriceRules.optimizeSelection(catalog.prices());
        } else {
            return Future.failedFuture(ToolError.invalidArguments("action: must be one of discovery, analysis"));
        }
        return credits.read(caller.workspaceId()).map(snapshot -> answer(caller, price, platform, handles, snapshot));
    }

    private JsonObject answer(
            Caller caller,
            PriceRules.Quote quote,
            String platform,
            List<String> handles,
            WorkspaceCredits.Snapshot snapshot) {
        long price = quote.credits();
        var planLimit = catalog.lacks(snapshot.plan().id(), quote.spendAction(), List.of(platform), handles.size())
                .map(lacks -> ToolError.planLimit(lacks).getMessage());
        var capAllows = !caller.isAgent() || snapshot.capAllows(price);
        var balanceCovers = snapshot.totals().available() >= price;
        var allowed = planLimit.isEmpty() && capAllows && balanceCovers;
        String advice;
        if (planLimit.isPresent()) {
            advice = planLimit.get();
        } else if (!capAllows) {
            advice = ToolError.dailyCap(snapshot.spentToday(), snapshot.dailyCap(), price)
                    .getMessage();
        } else if (!balanceCovers) {
            advice = ToolError.insufficientCredits(price, snapshot.totals().available())
                    .getMessage();
        } else {
            advice = "Allowed now. Ask the user before spending " + price + " credits, then call "
                    + TOOLS.get(quote.spendAction()) + " with max_credits set to what they allowed.";
        }
        return new CostQuote(
                        quote.spendAction(),
                        TOOLS.get(quote.spendAction()),
                        platform,
                        price,
                        quote.listPrice(),
                        quote.discountChecked(),
                        quote.note(),
                        caller.workspaceId(),
                        snapshot.plan().id(),
                        planLimit.isEmpty(),
                        snapshot.totals().balance(),
                        snapshot.totals().available(),
                        balanceCovers,
                        snapshot.spentToday(),
                        snapshot.dailyCap(),
                        capAllows,
                        allowed,
                        advice)
                .toJson();
    }
}
