package io.sigment.web.work;

import io.sigment.common.api.accounts.PriceTable;

/**
 * The prices the work pages name and their starts allow ({@code max_credits}), read from accounts' price table
 * ({@code price_list}) for each page: accounts owns them, the app restates none. A template shows them beside its view
 * ({@code @param WorkPrices prices}).
 */
public record WorkPrices(
        int analysis,
        int analysisRecent,
        int rerun,
        int rerunNeverCompleted,
        int discovery,
        int discoverySameTopic,
        int optimize) {

    static WorkPrices of(PriceTable table) {
        return new WorkPrices(
                table.credits(PriceTable.ANALYSIS),
                table.credits(PriceTable.ANALYSIS_RECENT),
                table.credits(PriceTable.RUN_ANALYSIS),
                table.credits(PriceTable.RUN_ANALYSIS_NEVER_COMPLETED),
                table.credits(PriceTable.DISCOVERY),
                table.credits(PriceTable.DISCOVERY_SAME_TOPIC),
                table.credits(PriceTable.OPTIMIZE_SELECTION));
    }

    /** The most a re-run can cost, which its start allows. */
    public int rerunAtMost() {
        return Math.max(rerun, rerunNeverCompleted);
    }

    /** A discovery of a topic the workspace ran in the last 24 hours: "free", or its credits. */
    public String sameTopicDiscovery() {
        return discoverySameTopic == 0 ? "free" : discoverySameTopic + " credits";
    }
}
