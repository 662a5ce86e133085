package io.sigment.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.World;
import io.sigment.system.testing.NodeClients;
import java.util.List;
import java.util.Map;

/**
 * Issue 11's "done when", one step of {@link SigmentScriptIT}'s {@code ./sigment up} run: an agent on the official
 * MCP TypeScript SDK (system-tests/src/test/node/sdk-analysis-workflow.mjs) goes quote_cost → analyze_creators →
 * wait_for_job → get_analysis_result with targets → optimize_selection → set_creator_list → share_analysis, paying
 * what spec §8 says: 15 for the new analysis, 5 for optimize_selection, nothing for the rest. Without Node.js the
 * step is left out, saying why.
 */
final class AnalysisWorkflowRun {
    private static final int CREATORS = 8;

    private AnalysisWorkflowRun() {}

    static void assertPaidAnalysisWorkflow(String mcpUrl, String demoApiKey) throws Exception {
        if (!NodeClients.available()) {
            System.out.println(
                    "SigmentScriptIT: the TypeScript SDK analysis workflow is left out. " + NodeClients.NO_NODE);
            return;
        }
        NodeClients.install();
        var run = NodeClients.run(
                List.of("node", "sdk-analysis-workflow.mjs"),
                Map.of(
                        "SIGMENT_MCP_URL",
                        mcpUrl,
                        "SIGMENT_API_KEY",
                        demoApiKey,
                        "SIGMENT_HANDLES",
                        String.join(",", emulatedInstagramHandles())),
                600);
        assertThat(run.exitCode()).as(run.output()).isZero();
        var seen = run.lastJson();

        assertThat(seen.getInteger("quoted")).isEqualTo(15);
        assertThat(seen.getInteger("held")).isEqualTo(15);
        assertThat(seen.getJsonArray("stages").getString(0)).isIn("queued", "scraping");
        assertThat(seen.getString("jobStatus")).as(seen.encodePrettily()).isEqualTo("completed");
        assertThat(seen.getInteger("analysisCharged")).isEqualTo(15);
        assertThat(seen.getBoolean("resultSnapshot")).isTrue();
        assertThat(seen.getDouble("corePct")).isPositive();
        assertThat(seen.getBoolean("targetsMet")).isNotNull();
        assertThat(seen.getJsonObject("gaps").containsKey("normalized_shortfall"))
                .isTrue();
        assertThat(seen.getInteger("optimizeCharged")).isEqualTo(5);
        assertThat(seen.getJsonArray("best")).isNotEmpty();
        assertThat(seen.getJsonArray("listMembers")).containsExactlyInAnyOrderElementsOf(seen.getJsonArray("best"));
        assertThat(seen.getInteger("shareStatus")).isEqualTo(200);
        assertThat(seen.getLong("balanceBefore") - seen.getLong("balanceAfter"))
                .as("15 + 5, the rest free")
                .isEqualTo(20);
        assertThat(seen.getJsonArray("charges")).containsExactly(-5, -15);
    }

    /** The first creators of the emulated Instagram that {@code ./sigment up} serves (default seed and size). */
    private static List<String> emulatedInstagramHandles() {
        return World.generate(
                        Long.parseLong(Setting.EMULATOR_SEED.defaultValue()),
                        Integer.parseInt(Setting.EMULATOR_SIZE.defaultValue()))
                .platform(Platform.INSTAGRAM)
                .creators()
                .subList(0, CREATORS)
                .stream()
                .map(Creator::handle)
                .toList();
    }
}
