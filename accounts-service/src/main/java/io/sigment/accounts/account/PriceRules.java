package io.sigment.accounts.account;

import io.sigment.accounts.plans.PriceList;
import io.sigment.accounts.plans.SpendAction;
import io.sigment.common.Handle;
import io.sigment.common.api.analytics.PricingFacts;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;

/** Which price applies, from the price list and analytics' pricing facts; never a discount the facts do not show. */
final class PriceRules {
    private PriceRules() {}

    record Quote(String spendAction, int credits, int listPrice, boolean discountChecked, String note) {}

    static Quote discovery(PriceList prices, Optional<PricingFacts> facts) {
        var list = prices.credits(PriceList.DISCOVERY);
        if (facts.isEmpty()) {
            return new Quote(
                    SpendAction.DISCOVERY,
                    list,
                    list,
                    false,
                    "List price per topic. A topic this workspace ran "
                            + "in the last 24 hours is free, which this quote could not check (it takes no topic); "
                            + "discover_creators applies it by itself.");
        }
        return facts.get().sameTopicWithin24h()
                ? new Quote(
                        SpendAction.DISCOVERY,
                        prices.credits(PriceList.DISCOVERY_SAME_TOPIC),
                        list,
                        true,
                        "This topic ran in the last 24 hours: free.")
                : new Quote(SpendAction.DISCOVERY, list, list, true, "List price per topic.");
    }

    static Quote newAnalysis(PriceList prices, List<String> handles, Optional<PricingFacts> facts) {
        var list = prices.credits(PriceList.ANALYSIS);
        var recentPrice = prices.credits(PriceList.ANALYSIS_RECENT);
        if (handles.isEmpty()) {
            return new Quote(
                    SpendAction.ANALYSIS,
                    list,
                    list,
                    false,
                    "List price of a new analysis. Pass handles to " + "check the re-analysis price (" + recentPrice
                            + " when every creator was analyzed in the last 30 days).");
        }
        if (facts.isEmpty()) {
            return new Quote(
                    SpendAction.ANALYSIS,
                    list,
                    list,
                    false,
                    "List price of a new analysis. Whether these "
                            + "creators were analyzed in the last 30 days (then it costs " + recentPrice
                            + ") could not be checked "
                            + "right now, so no discount is applied here; analyze_creators charges the lower price if "
                            + "it applies.");
        }
        var recent = new HashSet<String>();
        facts.get().recentlyAnalyzedHandles().forEach(h -> recent.add(Handle.keyOf(h)));
        var notRecent =
                handles.stream().filter(h -> !recent.contains(Handle.keyOf(h))).count();
        return notRecent == 0
                ? new Quote(
                        SpendAction.ANALYSIS,
                        recentPrice,
                        list,
                        true,
                        "Every creator was analyzed in this workspace in the last 30 days: re-analysis price.")
                : new Quote(
                        SpendAction.ANALYSIS,
                        list,
                        list,
                        true,
                        notRecent + " of " + handles.size()
                                + " creators were not analyzed in the last 30 days: new-analysis price.");
    }

    static Quote rerun(PriceList prices, Optional<PricingFacts> facts) {
        var usual = prices.credits(PriceList.RUN_ANALYSIS);
        var neverCompleted = prices.credits(PriceList.RUN_ANALYSIS_NEVER_COMPLETED);
        if (facts.isEmpty()) {
            return new Quote(
                    SpendAction.RUN_ANALYSIS,
                    neverCompleted,
                    neverCompleted,
                    false,
                    "Whether this analysis "
                            + "completed before could not be checked right now, so this quotes " + neverCompleted
                            + " (a re-run of an "
                            + "analysis that never completed); a re-run of a completed analysis costs " + usual + ".");
        }
        return facts.get().analysisCompletedBefore()
                ? new Quote(
                        SpendAction.RUN_ANALYSIS,
                        usual,
                        neverCompleted,
                        true,
                        "Re-run of an analysis that completed before.")
                : new Quote(
                        SpendAction.RUN_ANALYSIS,
                        neverCompleted,
                        neverCompleted,
                        true,
                        "This analysis never completed: a re-run costs " + neverCompleted + ".");
    }

    static Quote optimizeSelection(PriceList prices) {
        var list = prices.credits(PriceList.OPTIMIZE_SELECTION);
        return new Quote(SpendAction.OPTIMIZE_SELECTION, list, list, false, "List price of optimize_selection.");
    }
}
