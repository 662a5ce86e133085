package io.sigment.common.api.jobs;

import static io.sigment.common.tools.Shape.array;
import static io.sigment.common.tools.Shape.integer;
import static io.sigment.common.tools.Shape.number;
import static io.sigment.common.tools.Shape.oneOf;
import static io.sigment.common.tools.Shape.string;
import static io.sigment.common.tools.ToolSpec.tool;

import io.sigment.common.api.RecordShapes;
import io.sigment.common.api.accounts.CostQuote;
import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.analytics.DiscoveryDetail;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.tools.Param;
import io.sigment.common.tools.Shape;
import io.sigment.common.tools.ToolKind;
import io.sigment.common.tools.ToolSpec;
import io.sigment.common.tools.ToolSpec.Handling;
import java.util.List;

/**
 * The tools jobs answers, each described once (see {@link ToolSpec}): parameters with their limits, the
 * reply's shape (derived from its record, {@link RecordShapes}), kind and hints. All tools, in catalog order:
 * {@link io.sigment.common.api.ToolSpecs}.
 */
public final class JobsTools {
    private JobsTools() {}

    /** The spending cap every paid tool takes (spec §3): checked before anything starts. */
    public static final Param MAX_CREDITS = Param.required(
            "max_credits",
            integer()
                    .range(0, 1000)
                    .describe(
                            "The most credits this call may spend, as allowed by the user. Nothing starts if the price "
                                    + "is "
                                    + "higher."));

    /**
     * What analyze_creators and run_analysis answer: the job the call started or, when a 2026-07-28 client asked for
     * the call as a task, the completed task's result, which is get_analysis_result's (a task's result is what its
     * request answers: the Tasks extension; the gateway's {@code JobTasks}), in outline: its fields and their types,
     * what they hold being in get_analysis_result's schema (in full here it would add ~8 KB to tools/list per tool).
     */
    public static final Shape ANALYSIS_STARTED_OR_DONE = startedOrDone(
            RecordShapes.of(JobStarted.class, StartedAnalysis.class),
            RecordShapes.of(AnalysisResult.class).outline(),
            "The analysis job this call started; as a task, once completed, get_analysis_result's result (its "
                    + "outputSchema says what each field holds).");

    /** What discover_creators answers: the job it started or, as a task once completed, get_discovery's result. */
    public static final Shape DISCOVERY_STARTED_OR_DONE = startedOrDone(
            RecordShapes.of(JobStarted.class, StartedDiscovery.class),
            RecordShapes.of(DiscoveryDetail.class).outline(),
            "The discovery job this call started; as a task, once completed, get_discovery's result (its "
                    + "outputSchema says what each field holds).");

    private static Shape startedOrDone(Shape started, Shape done, String description) {
        return Shape.of("object").describe(description).anyOf(started, done);
    }

    /**
     * What get_job and wait_for_job answer ({@link JobState}): the job's own fields, and per kind the details its
     * start answered and its steps reported.
     */
    public static final Shape JOB_STATE = RecordShapes.of(
            JobState.class,
            "kind",
            RecordShapes.when("analysis", StartedAnalysis.class, AnalysisJobReport.class),
            RecordShapes.when("discovery", StartedDiscovery.class, DiscoveryJobReport.class),
            RecordShapes.when("selection", StartedSelection.class));

    public static final ToolSpec<QuoteCostInput> QUOTE_COST = tool("quote_cost", "Quote cost", ServiceAddress.JOBS)
            .describedAs("Price an action before doing it and say whether the balance, the daily agent cap and your "
                    + "max_credits allow it. Free. action=analysis: pass handles for a new analysis (15 credits; 5 "
                    + "if these creators were analyzed in the last 30 days) or analysis_id for a re-run (usually 5; "
                    + "15 if it never completed). action=discovery: 20 credits per topic, free if the same topic ran "
                    + "in the last 24 hours. Then call the paid tool with max_credits set to what the user allowed; "
                    + "never raise it on your own.")
            .params(
                    Param.required("action", oneOf("discovery", "analysis").describe("What to price.")),
                    Param.optional(
                            "platform",
                            oneOf("instagram", "youtube", "tiktok")
                                    .defaultValue("instagram")
                                    .describe("Platform of the creators.")),
                    Param.optional(
                            "handles",
                            array(string().length(1, 100))
                                    .maxItems(50)
                                    .describe("Creators of a new analysis (handles, or ids from search_creators).")
                                    .minItems(1)),
                    Param.optional("analysis_id", string().length(1, 100).describe("An existing analysis to re-run.")),
                    Param.WORKSPACE_ID)
            .takes(QuoteCostInput.class)
            .answers(RecordShapes.of(CostQuote.class))
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec<AnalyzeCreatorsInput> ANALYZE_CREATORS = tool(
                    "analyze_creators", "Analyze creators", ServiceAddress.JOBS)
            .describedAs("Scrape the recent posts of up to 50 creators of one platform and measure who engages with "
                    + "them: the shared (core) audience, core %, estimated audience size and core reach (the spec's "
                    + "figures, counted in the sample), the estimated audience core % and estimated audience core "
                    + "reach (the audience estimates) with confidence intervals, campaign economics and the interest "
                    + "graph. Costs 15 credits (5 if these creators were analyzed in the last 30 days), charged when "
                    + "the scrape finishes and refunded if it fails; never more than max_credits. Call quote_cost "
                    + "first. Returns job_id and poll_after_seconds: call wait_for_job until completed, then "
                    + "get_analysis_result. When the scraper is at capacity the job queues (stage queued) and starts "
                    + "by itself: do not resubmit.")
            .params(
                    Param.required(
                            "platform",
                            oneOf("instagram", "youtube", "tiktok").describe("Platform of all the creators.")),
                    Param.required(
                            "handles",
                            array(string().length(1, 100))
                                    .maxItems(50)
                                    .describe("Creators to analyze: Instagram handles, or YouTube/TikTok ids from "
                                            + "search_creators.")
                                    .minItems(1)),
                    MAX_CREDITS,
                    Param.WORKSPACE_ID)
            .takes(AnalyzeCreatorsInput.class)
            .answers(ANALYSIS_STARTED_OR_DONE)
            .kind(ToolKind.ASKS_BEFORE_RUNNING, false, true)
            .handled(Handling.startsJob());

    public static final ToolSpec<RunAnalysisInput> RUN_ANALYSIS = tool(
                    "run_analysis", "Run analysis again", ServiceAddress.JOBS)
            .describedAs("Re-run an existing analysis on fresh data, creating a new snapshot. Usually 5 credits, 15 if "
                    + "it never completed; never more than max_credits. Returns job_id: call wait_for_job, then "
                    + "get_analysis_result (which shows the latest snapshot by default).")
            .params(
                    Param.required(
                            "platform", oneOf("instagram", "youtube", "tiktok").describe("Platform of the analysis.")),
                    Param.required(
                            "analysis_id",
                            string().length(1, 100).describe("The analysis to re-run (see list_analyses).")),
                    MAX_CREDITS)
            .takes(RunAnalysisInput.class)
            .answers(ANALYSIS_STARTED_OR_DONE)
            .kind(ToolKind.ASKS_BEFORE_RUNNING, false, true)
            .handled(Handling.startsJob());

    public static final ToolSpec<OptimizeSelectionInput> OPTIMIZE_SELECTION = tool(
                    "optimize_selection", "Optimize selection", ServiceAddress.JOBS)
            .describedAs(
                    "Instagram only. Search an analysis's already-scraped engagers for the subset of creators that "
                            + "reaches min_core_pct and min_core_reach; no new scrape. Returns current and best "
                            + "(targets "
                            + "met, or the closest) with their metrics, the gaps, drag_creators (removing them raises "
                            + "core "
                            + "%), suggested_additions (already-scraped creators whose audience overlaps this core "
                            + "audience) "
                            + "and audience_targets (when best is all of the analysis's creators, whether their "
                            + "estimated "
                            + "audience core % and estimated audience core reach meet the targets and the chance they "
                            + "do; a "
                            + "smaller best is not estimated, and it says so). Costs 5 credits, never more than "
                            + "max_credits. "
                            + "Then save best with set_creator_list.")
            .params(
                    Param.required(
                            "analysis_id", string().length(1, 100).describe("The analysis to optimize (Instagram).")),
                    Param.required("min_core_pct", number().range(0, 100).describe("Target core audience %.")),
                    Param.required(
                            "min_core_reach",
                            integer().minimum(0).describe("Target estimated core audience size (people).")),
                    MAX_CREDITS)
            .takes(OptimizeSelectionInput.class)
            .answers(RecordShapes.of(OptimizedSelection.class))
            .kind(ToolKind.ASKS_BEFORE_RUNNING, false, false)
            .view("ui://sigment/selection");

    public static final ToolSpec<DiscoverCreatorsInput> DISCOVER_CREATORS = tool(
                    "discover_creators", "Discover creators", ServiceAddress.JOBS)
            .describedAs(
                    "Find new creators for a topic on up to 3 platforms, grouped by subtopic, with their strongest "
                            + "audience overlaps. 20 credits per topic, free if the same topic ran in the last 24 "
                            + "hours; "
                            + "never more than max_credits. Call quote_cost first. Returns job_id and "
                            + "poll_after_seconds: "
                            + "call wait_for_job, then get_discovery. Words such as men, US or 18+ in a brief are "
                            + "rules for "
                            + "choosing creators afterwards (bio, location, language, content), never a reason to stop.")
            .params(
                    Param.required(
                            "topic",
                            string().length(2, 200)
                                    .describe("What the creators should be about, e.g. \"home workouts\".")),
                    MAX_CREDITS,
                    Param.optional(
                            "platforms",
                            array(oneOf("instagram", "youtube", "tiktok"))
                                    .minItems(1)
                                    .maxItems(3)
                                    .defaultValue(List.of("instagram"))
                                    .describe("Platforms to search.")),
                    Param.optional(
                            "min_followers",
                            integer().minimum(0).defaultValue(2000).describe("Smallest follower count to include.")),
                    Param.optional(
                            "per_subtopic_limit",
                            integer().range(1, 20).defaultValue(10).describe("Most creators per subtopic.")),
                    Param.WORKSPACE_ID)
            .takes(DiscoverCreatorsInput.class)
            .answers(DISCOVERY_STARTED_OR_DONE)
            .kind(ToolKind.ASKS_BEFORE_RUNNING, false, true)
            .handled(Handling.startsJob());

    public static final ToolSpec<WaitForJobInput> WAIT_FOR_JOB = tool(
                    "wait_for_job", "Wait for job", ServiceAddress.JOBS)
            .describedAs("Wait until a job finishes or timeout_seconds pass (the service waits at most 25 seconds), "
                    + "then return its status (running, completed, failed) and stage (queued, scraping, analyzing). "
                    + "If still running, call it again; never resubmit the work. Free.")
            .params(
                    Param.required(
                            "job_id", string().maxLength(250).describe("The job_id a start call returned, unchanged.")),
                    Param.optional(
                            "timeout_seconds",
                            integer()
                                    .range(1, 45)
                                    .defaultValue(25)
                                    .describe("How long to wait; values above 25 wait 25.")))
            .takes(WaitForJobInput.class)
            .answers(JOB_STATE)
            .kind(ToolKind.READ_ONLY, true, false)
            .handled(Handling.timeout(32));

    public static final ToolSpec<GetJobInput> GET_JOB = tool("get_job", "Get job", ServiceAddress.JOBS)
            .describedAs("Status of a job right now, without waiting: running, completed or failed, with its stage. "
                    + "Free.")
            .params(Param.required(
                    "job_id", string().maxLength(250).describe("The job_id a start call returned, unchanged.")))
            .takes(GetJobInput.class)
            .answers(JOB_STATE)
            .kind(ToolKind.READ_ONLY, true, false)
            .handled(Handling.readsJob());
}
