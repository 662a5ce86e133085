package io.sigment.common.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.AccountsTools;
import io.sigment.common.api.accounts.CostQuote;
import io.sigment.common.api.accounts.CreditHistoryList;
import io.sigment.common.api.accounts.TopUpLink;
import io.sigment.common.api.analytics.AnalysisList;
import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.analytics.AnalyticsTools;
import io.sigment.common.api.analytics.DiscoveryDetail;
import io.sigment.common.api.analytics.DiscoveryList;
import io.sigment.common.api.jobs.JobsTools;
import io.sigment.common.api.jobs.OptimizedSelection;
import io.sigment.common.api.lists.AnalysisShareLink;
import io.sigment.common.api.lists.CreatorListAddition;
import io.sigment.common.api.lists.CreatorListIndex;
import io.sigment.common.api.lists.CreatorListPage;
import io.sigment.common.api.lists.CreatorListSetting;
import io.sigment.common.api.lists.ListShareLink;
import io.sigment.common.api.lists.ListsTools;
import io.sigment.common.api.lists.ShareLinkRevocation;
import io.sigment.common.api.scraper.CreatorProfile;
import io.sigment.common.api.scraper.CreatorSearch;
import io.sigment.common.api.scraper.ScraperTools;
import io.sigment.common.tools.Shape;
import io.sigment.common.tools.ToolSpec;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The tools whose output schema is derived from their reply record ({@link RecordShapes}) list the bytes recorded in
 * {@code output-schema-samples.json}: their hand-written schema's, recorded before it was deleted, or, for a tool whose
 * hand-written schema differed from what it answers (list_creator_lists, get_creator_list, create_creator_list,
 * list_discoveries, list_analyses, optimize_selection, share_creator_list, share_analysis, revoke_share_link,
 * wait_for_job, get_job, search_creators, get_creator, get_discovery, get_analysis_result), the record's own. Every
 * tool's schema is derived: none is written by hand any more.
 */
class OutputSchemasFromRecordsTest {
    private static final Path SAMPLES = Path.of("src/test/resources/output-schema-samples.json");

    /** Each tool whose reply is one record (or one of several: a sealed interface's), and its schema. */
    private static final Map<ToolSpec<?>, Shape> DERIVED = Map.ofEntries(
            Map.entry(AccountsTools.GET_ACCOUNT, RecordShapes.of(AccountView.class)),
            Map.entry(AccountsTools.GET_CREDIT_HISTORY, RecordShapes.of(CreditHistoryList.class)),
            Map.entry(AccountsTools.GET_TOPUP_LINK, RecordShapes.of(TopUpLink.class)),
            Map.entry(JobsTools.QUOTE_COST, RecordShapes.of(CostQuote.class)),
            Map.entry(JobsTools.ANALYZE_CREATORS, JobsTools.ANALYSIS_STARTED_OR_DONE),
            Map.entry(JobsTools.RUN_ANALYSIS, JobsTools.ANALYSIS_STARTED_OR_DONE),
            Map.entry(JobsTools.DISCOVER_CREATORS, JobsTools.DISCOVERY_STARTED_OR_DONE),
            Map.entry(ListsTools.ADD_TO_CREATOR_LIST, RecordShapes.of(CreatorListAddition.class)),
            Map.entry(ListsTools.SET_CREATOR_LIST, RecordShapes.of(CreatorListSetting.class)),
            Map.entry(ListsTools.LIST_CREATOR_LISTS, RecordShapes.of(CreatorListIndex.class)),
            Map.entry(ListsTools.GET_CREATOR_LIST, RecordShapes.of(CreatorListPage.class)),
            Map.entry(ListsTools.CREATE_CREATOR_LIST, RecordShapes.of(CreatorListPage.class)),
            Map.entry(AnalyticsTools.LIST_DISCOVERIES, RecordShapes.of(DiscoveryList.class)),
            Map.entry(AnalyticsTools.LIST_ANALYSES, RecordShapes.of(AnalysisList.class)),
            Map.entry(JobsTools.OPTIMIZE_SELECTION, RecordShapes.of(OptimizedSelection.class)),
            Map.entry(ListsTools.SHARE_CREATOR_LIST, RecordShapes.of(ListShareLink.class)),
            Map.entry(AnalyticsTools.SHARE_ANALYSIS, RecordShapes.of(AnalysisShareLink.class)),
            Map.entry(ListsTools.REVOKE_SHARE_LINK, RecordShapes.anyOf(ShareLinkRevocation.class)),
            Map.entry(JobsTools.WAIT_FOR_JOB, JobsTools.JOB_STATE),
            Map.entry(JobsTools.GET_JOB, JobsTools.JOB_STATE),
            Map.entry(ScraperTools.SEARCH_CREATORS, RecordShapes.of(CreatorSearch.class)),
            Map.entry(ScraperTools.GET_CREATOR, RecordShapes.of(CreatorProfile.class)),
            Map.entry(AnalyticsTools.GET_DISCOVERY, RecordShapes.of(DiscoveryDetail.class)),
            Map.entry(AnalyticsTools.GET_ANALYSIS_RESULT, RecordShapes.of(AnalysisResult.class)));

    @Test
    void every_tool_derives_its_schema_from_its_reply_record() {
        assertThat(DERIVED.keySet().stream().map(ToolSpec::name))
                .containsExactlyInAnyOrderElementsOf(
                        ToolSpecs.all().stream().map(ToolSpec::name).toList());
    }

    @Test
    void each_tool_lists_its_records_schema_with_the_recorded_bytes() throws Exception {
        var recorded = new JsonObject(Files.readString(SAMPLES));
        assertThat(recorded.fieldNames())
                .containsExactlyInAnyOrderElementsOf(
                        DERIVED.keySet().stream().map(ToolSpec::name).toList());
        DERIVED.forEach((tool, derived) -> {
            assertThat(derived.json().encode())
                    .as(tool.name())
                    .isEqualTo(recorded.getJsonObject(tool.name()).encode());
            assertThat(tool.output().json().encode())
                    .as(tool.name())
                    .isEqualTo(derived.json().encode());
        });
    }
}
