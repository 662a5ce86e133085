package io.sigment.accounts.account;

import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.plans.SpendAction;
import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.ToolArgs;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** {@code quote_cost}: the price of an action and whether the plan, the daily agent cap and the balance allow it. */
public final class CostQuotes {
  private static final Map<String, String> TOOLS = Map.of(SpendAction.DISCOVERY, "discover_creators",
      SpendAction.ANALYSIS, "analyze_creators", SpendAction.RUN_ANALYSIS, "run_analysis",
      SpendAction.OPTIMIZE_SELECTION, "optimize_selection");

  private final Catalog catalog;
  private final PricingFacts facts;
  private final WorkspaceCredits credits;

  public CostQuotes(WorkspaceCredits credits, Catalog catalog, PricingFacts facts) {
    this.catalog = catalog;
    this.facts = facts;
    this.credits = credits;
  }

  public Future<JsonObject> quote(Caller caller, JsonObject args) {
    var action = args.getString("action", "");
    var platform = ToolArgs.platform(args, Platform.INSTAGRAM).key();
    var handles = args.getJsonArray("handles", new JsonArray()).stream().map(String::valueOf).toList();
    var analysisId = args.getString("analysis_id");
    Future<PriceRules.Quote> price;
    if (action.equals("discovery") && args.getString("topic") != null) {
      // jobs-service prices discover_creators with its topic: the same-topic rule applies (the tool takes no topic)
      var question = new JsonObject().put("topic", args.getString("topic"))
          .put("platforms", args.getJsonArray("platforms", new JsonArray().add(platform)));
      price = facts.ask(caller, question).map(found -> PriceRules.discovery(catalog.prices(), found));
    } else if (action.equals("discovery")) {
      price = Future.succeededFuture(PriceRules.discovery(catalog.prices(), Optional.empty()));
    } else if (action.equals("analysis") && analysisId != null) {
      price = facts.ask(caller, new JsonObject().put("platform", platform).put("analysis_id", analysisId))
          .map(found -> PriceRules.rerun(catalog.prices(), found));
    } else if (action.equals("analysis")) {
      price = handles.isEmpty()
          ? Future.succeededFuture(PriceRules.newAnalysis(catalog.prices(), handles, Optional.empty()))
          : facts.ask(caller, new JsonObject().put("platform", platform).put("handles", new JsonArray(handles)))
              .map(found -> PriceRules.newAnalysis(catalog.prices(), handles, found));
    } else if (action.equals(SpendAction.OPTIMIZE_SELECTION)) {
      // jobs-service prices optimize_selection here (the tool's schema offers agents discovery and analysis only)
      price = Future.succeededFuture(PriceRules.optimizeSelection(catalog.prices()));
    } else {
      return Future.failedFuture(ToolError.invalidArguments("action: must be one of discovery, analysis"));
    }
    return price.compose(quote -> credits.read(caller.workspaceId()).map(snapshot ->
        answer(caller, quote, platform, handles, snapshot)));
  }

  private JsonObject answer(Caller caller, PriceRules.Quote quote, String platform, List<String> handles,
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
      advice = ToolError.dailyCap(snapshot.spentToday(), snapshot.dailyCap(), price).getMessage();
    } else if (!balanceCovers) {
      advice = ToolError.insufficientCredits(price, snapshot.totals().available()).getMessage();
    } else {
      advice = "Allowed now. Ask the user before spending " + price + " credits, then call "
          + TOOLS.get(quote.spendAction()) + " with max_credits set to what they allowed.";
    }
    return new JsonObject()
        .put("action", quote.spendAction())
        .put("tool", TOOLS.get(quote.spendAction()))
        .put("platform", platform)
        .put("credits", price)
        .put("list_price", quote.listPrice())
        .put("discount_checked", quote.discountChecked())
        .put("pricing_note", quote.note())
        .put("workspace_id", caller.workspaceId())
        .put("plan", snapshot.plan().id())
        .put("plan_allows", planLimit.isEmpty())
        .put("balance", snapshot.totals().balance())
        .put("available", snapshot.totals().available())
        .put("balance_covers", balanceCovers)
        .put("agent_spend_today", snapshot.spentToday())
        .put("daily_cap", snapshot.dailyCap())
        .put("daily_cap_allows", capAllows)
        .put("allowed", allowed)
        .put("advice", advice);
  }
}
