package io.sigment.common.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.AccountsTools;
import io.sigment.common.api.accounts.CreditHistoryList;
import io.sigment.common.api.accounts.TopUpLink;
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

    /** Each tool whose reply is one record, and the record. */
    private static final Map<ToolSpec, Class<? extends Record>> DERIVED = Map.of(
            AccountsTools.GET_ACCOUNT, AccountView.class,
            AccountsTools.GET_CREDIT_HISTORY, CreditHistoryList.class,
            AccountsTools.GET_TOPUP_LINK, TopUpLink.class);

    @Test
    void each_tool_lists_its_records_schema_with_the_recorded_bytes() throws Exception {
        var recorded = new JsonObject(Files.readString(SAMPLES));
        assertThat(recorded.fieldNames())
                .containsExactlyInAnyOrderElementsOf(
                        DERIVED.keySet().stream().map(ToolSpec::name).toList());
        DERIVED.forEach((tool, record) -> {
            assertThat(tool.output().json().encode())
                    .as(tool.name())
                    .isEqualTo(RecordShapes.of(record).json().encode());
            assertThat(tool.output().json().encode())
                    .as(tool.name())
                    .isEqualTo(recorded.getJsonObject(tool.name()).encode());
        });
    }
}
