package io.sigment.common.api.analytics;

import static io.sigment.common.tools.Shape.array;
import static io.sigment.common.tools.Shape.integer;
import static io.sigment.common.tools.Shape.number;
import static io.sigment.common.tools.Shape.oneOf;
import static io.sigment.common.tools.Shape.string;
import static io.sigment.common.tools.ToolSpec.tool;

import io.sigment.common.api.RecordShapes;
import io.sigment.common.api.lists.AnalysisShareLink;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.tools.Param;
import io.sigment.common.tools.ToolKind;
import io.sigment.common.tools.ToolSpec;
import io.sigment.common.tools.ToolSpec.Handling;

/**
 * The tools analytics answers, each described once (see {@link ToolSpec}): parameters with their limits, the
 * reply's shape, kind and hints. All tools, in catalog order: {@link io.sigment.common.api.ToolSpecs}.
 */
public final class AnalyticsTools {
    private AnalyticsTools() {}

    public static final ToolSpec<GetAnalysisResultInput> GET_ANALYSIS_RESULT = tool(
                    "get_analysis_result", "Get analysis result", ServiceAddress.ANALYTICS)
            .describedAs("Read an analysis: a summary in words (its first sentence: the core % and core reach targets "
                    + "are judged on, then the estimated audience core % and estimated audience core reach), then "
                    + "overview (the sample's figures under the spec's names: unique audience sample, frequency, "
                    + "core audience %, estimated audience size and estimated core audience size (core reach); and "
                    + "audience_estimate, named apart: estimated audience unique people, estimated audience core "
                    + "people, estimated audience core % and estimated audience core reach, each with a 95% "
                    + "interval), campaign metrics, top creators by core audience, recommended selection, coverage "
                    + "mixes and the interest graph (strongest audience overlaps and clusters). Pass min_core_pct "
                    + "and/or min_core_reach to also get targets_met and the gaps (on the sample) and "
                    + "audience_targets (met on the estimated audience core % and estimated audience core reach, and "
                    + "the chance it is). Free. Use after wait_for_job reports completed.")
            .params(
                    Param.required(
                            "platform", oneOf("instagram", "youtube", "tiktok").describe("Platform of the analysis.")),
                    Param.required(
                            "analysis_id", string().length(1, 100).describe("The analysis (see list_analyses).")),
                    Param.optional(
                            "snapshot_id",
                            string().length(1, 100).describe("A snapshot of the analysis; omit for the latest.")),
                    Param.optional(
                            "top_n",
                            integer().range(1, 50).defaultValue(10).describe("How many top creators to show.")),
                    Param.optional(
                            "min_core_pct",
                            number().range(0, 100).describe("Target core audience %, to get targets_met and the gap.")),
                    Param.optional(
                            "min_core_reach",
                            integer()
                                    .minimum(0)
                                    .describe(
                                            "Target estimated core audience size (people), to get targets_met and the "
                                                    + "gap.")))
            .takes(GetAnalysisResultInput.class)
            .answers(RecordShapes.of(AnalysisResult.class))
            .kind(ToolKind.READ_ONLY, true, false)
            .handled(Handling.resultOf("analysis"))
            .view("ui://sigment/analysis");

    public static final ToolSpec<ListAnalysesInput> LIST_ANALYSES = tool(
                    "list_analyses", "List analyses", ServiceAddress.ANALYTICS)
            .describedAs("Saved analyses of the workspace for one platform, newest first, with their ids, readable "
                    + "names (from their first creators), creators and latest snapshot. Free.")
            .params(
                    Param.required(
                            "platform", oneOf("instagram", "youtube", "tiktok").describe("Platform of the analyses.")),
                    Param.WORKSPACE_ID)
            .takes(ListAnalysesInput.class)
            .answers(RecordShapes.of(AnalysisList.class))
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec<ShareAnalysisInput> SHARE_ANALYSIS = tool(
                    "share_analysis", "Share analysis", ServiceAddress.ANALYTICS)
            .describedAs("Instagram only. A public, view-only link to an analysis result. Reuses the active link if "
                    + "there is one, otherwise creates one that expires 30 days after creation. Share only when the "
                    + "user asked for a link.")
            .params(
                    Param.required("analysis_id", string().length(1, 100).describe("The analysis to share.")),
                    Param.optional(
                            "snapshot_id",
                            string().length(1, 100).describe("A snapshot to share; omit for the latest.")))
            .takes(ShareAnalysisInput.class)
            .answers(RecordShapes.of(AnalysisShareLink.class))
            .kind(ToolKind.ASKS_BEFORE_RUNNING, true, true);

    public static final ToolSpec<ListDiscoveriesInput> LIST_DISCOVERIES = tool(
                    "list_discoveries", "List discoveries", ServiceAddress.ANALYTICS)
            .describedAs("Past discoveries, newest first, with their ids, topics and status. Free.")
            .params(Param.optional(
                    "limit", integer().range(1, 50).defaultValue(10).describe("How many discoveries.")))
            .takes(ListDiscoveriesInput.class)
            .answers(RecordShapes.of(DiscoveryList.class))
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec<GetDiscoveryInput> GET_DISCOVERY = tool(
                    "get_discovery", "Get discovery", ServiceAddress.ANALYTICS)
            .describedAs("Creators a discovery found, grouped by subtopic, plus the strongest audience overlaps: the "
                    + "global top 15, or, with handles, the overlaps involving those creators. Free. Use after "
                    + "wait_for_job reports completed.")
            .params(
                    Param.required(
                            "discovery_id",
                            string().length(1, 100).describe("The discovery (see list_discoveries or the job id).")),
                    Param.optional(
                            "max_per_group",
                            integer().range(1, 20).defaultValue(10).describe("Most creators per subtopic.")),
                    Param.optional(
                            "handles",
                            array(string().length(1, 100))
                                    .maxItems(50)
                                    .describe("Show overlaps involving these creators.")))
            .takes(GetDiscoveryInput.class)
            .answers(RecordShapes.of(DiscoveryDetail.class))
            .kind(ToolKind.READ_ONLY, true, false)
            .handled(Handling.resultOf("discovery"))
            .view("ui://sigment/discovery");
}
