package io.sigment.common.api;

import io.sigment.common.api.accounts.AccountsTools;
import io.sigment.common.api.analytics.AnalyticsTools;
import io.sigment.common.api.jobs.JobsTools;
import io.sigment.common.api.lists.ListsTools;
import io.sigment.common.api.scraper.ScraperTools;
import io.sigment.common.tools.ToolSpec;
import java.util.List;

/**
 * Every MCP tool, in the order {@code tools/list} shows them. Each is described once, in its service's
 * {@code *Tools} class; the gateway's catalog, the docs' tool pages, the counts in prose and {@code tools.json}
 * come from this list.
 */
public final class ToolSpecs {
    private ToolSpecs() {}

    public static List<ToolSpec<?>> all() {
        return List.of(
                AccountsTools.GET_ACCOUNT,
                JobsTools.QUOTE_COST,
                AccountsTools.GET_CREDIT_HISTORY,
                AccountsTools.GET_TOPUP_LINK,
                JobsTools.ANALYZE_CREATORS,
                JobsTools.RUN_ANALYSIS,
                AnalyticsTools.GET_ANALYSIS_RESULT,
                JobsTools.OPTIMIZE_SELECTION,
                AnalyticsTools.LIST_ANALYSES,
                AnalyticsTools.SHARE_ANALYSIS,
                ListsTools.LIST_CREATOR_LISTS,
                ListsTools.GET_CREATOR_LIST,
                ListsTools.CREATE_CREATOR_LIST,
                ListsTools.ADD_TO_CREATOR_LIST,
                ListsTools.SET_CREATOR_LIST,
                ListsTools.SHARE_CREATOR_LIST,
                ListsTools.REVOKE_SHARE_LINK,
                ScraperTools.SEARCH_CREATORS,
                ScraperTools.GET_CREATOR,
                JobsTools.DISCOVER_CREATORS,
                AnalyticsTools.LIST_DISCOVERIES,
                AnalyticsTools.GET_DISCOVERY,
                JobsTools.WAIT_FOR_JOB,
                JobsTools.GET_JOB);
    }
}
