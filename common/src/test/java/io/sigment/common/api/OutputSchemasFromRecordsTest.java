package io.sigment.common.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.AccountsTools;
import io.sigment.common.api.accounts.CostQuote;
import io.sigment.common.api.accounts.CreditHistoryList;
import io.sigment.common.api.accounts.TopUpLink;
import io.sigment.common.api.jobs.JobStarted;
import io.sigment.common.api.jobs.JobsTools;
import io.sigment.common.api.jobs.StartedAnalysis;
import io.sigment.common.api.jobs.StartedDiscovery;
import io.sigment.common.api.lists.CreatorListAddition;
import io.sigment.common.api.lists.CreatorListSetting;
import io.sigment.common.api.lists.ListsTools;
import io.sigment.common.tools.Shape;
import io.sigment.common.tools.ToolSpec;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The tools whose output schema is derived from their reply record ({@link RecordShapes}) list the bytes their
 * hand-written schema listed, recorded in {@code output-schema-samples.json} before it was deleted.
 */
class OutputSchemasFromRecordsTest {
    private static final Path SAMPLES = Path.of("src/test/resources/output-schema-samples.json");

    /** Each tool whose reply is one record, and the record's schema. */
    private static final Map<ToolSpec, Shape> DERIVED = Map.of(
            AccountsTools.GET_ACCOUNT, RecordShapes.of(AccountView.class),
            AccountsTools.GET_CREDIT_HISTORY, RecordShapes.of(CreditHistoryList.class),
            AccountsTools.GET_TOPUP_LINK, RecordShapes.of(TopUpLink.class),
            JobsTools.QUOTE_COST, RecordShapes.of(CostQuote.class),
            JobsTools.ANALYZE_CREATORS, RecordShapes.of(JobStarted.class, StartedAnalysis.class),
            JobsTools.RUN_ANALYSIS, RecordShapes.of(JobStarted.class, StartedAnalysis.class),
            JobsTools.DISCOVER_CREATORS, RecordShapes.of(JobStarted.class, StartedDiscovery.class),
            ListsTools.ADD_TO_CREATOR_LIST, RecordShapes.of(CreatorListAddition.class),
            ListsTools.SET_CREATOR_LIST, RecordShapes.of(CreatorListSetting.class));

    /** The hand-written schemas, until each is deleted. */
    private static final Map<ToolSpec, Shape> HAND_WRITTEN = Map.of();

    @Test
    void each_record_derives_the_schema_written_by_hand() {
        HAND_WRITTEN.forEach(
                (tool, shape) -> assertThat(DERIVED.get(tool).json().encode())
                        .as(tool.name())
                        .isEqualTo(shape.json().encode()));
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
            if (!HAND_WRITTEN.containsKey(tool))
                assertThat(tool.output().json().encode())
                        .as(tool.name())
                        .isEqualTo(derived.json().encode());
        });
    }
}
