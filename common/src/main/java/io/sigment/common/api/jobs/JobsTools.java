package io.sigment.common.api.jobs;

import static io.sigment.common.api.analytics.ResultShapes.GAPS;
import static io.sigment.common.api.analytics.ResultShapes.SELECTION;
import static io.sigment.common.api.analytics.ResultShapes.TARGETS;
import static io.sigment.common.api.analytics.ResultShapes.audienceTargets;
import static io.sigment.common.tools.Shape.array;
import static io.sigment.common.tools.Shape.bool;
import static io.sigment.common.tools.Shape.constant;
import static io.sigment.common.tools.Shape.integer;
import static io.sigment.common.tools.Shape.number;
import static io.sigment.common.tools.Shape.numberOrNull;
import static io.sigment.common.tools.Shape.object;
import static io.sigment.common.tools.Shape.of;
import static io.sigment.common.tools.Shape.oneOf;
import static io.sigment.common.tools.Shape.property;
import static io.sigment.common.tools.Shape.string;
import static io.sigment.common.tools.Shape.stringOrNull;
import static io.sigment.common.tools.Shape.withProperties;
import static io.sigment.common.tools.ToolSpec.tool;

import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.tools.Param;
import io.sigment.common.tools.Shape;
import io.sigment.common.tools.ToolKind;
import io.sigment.common.tools.ToolSpec;
import io.sigment.common.tools.ToolSpec.Handling;
import java.util.List;

/**
 * The tools jobs answers, each described once (see {@link ToolSpec}): parameters with their limits, the
 * reply's shape, kind and hints. All tools, in catalog order: {@link io.sigment.common.api.ToolSpecs}.
 */
public final class JobsTools {
    private JobsTools() {}

    /** The spending cap every paid tool takes (spec §3): checked before anything starts. */
    public static final Param MAX_CREDITS = Param.required(
            "max_credits",
            integer()
                    .range(0, 1000)
                    .describe(
                            "The most credits this call may spend, as allowed by the user. Nothing starts if the price is "
                                    + "higher."));

    /** What {@code quote_cost} answers: its {@code structuredContent}. */
    public static final Shape QUOTE_COST_REPLY = object(
                    property("action", string()),
                    property("tool", string()),
                    property("platform", oneOf("instagram", "youtube", "tiktok")),
                    property("credits", integer()),
                    property("list_price", integer()),
                    property("discount_checked", bool()),
                    property("pricing_note", string()),
                    property("workspace_id", string()),
                    property("plan", string()),
                    property("plan_allows", bool()),
                    property("balance", integer()),
                    property("available", integer()),
                    property("balance_covers", bool()),
                    property("agent_spend_today", integer()),
                    property("daily_cap", integer()),
                    property("daily_cap_allows", bool()),
                    property("allowed", bool()),
                    property("advice", string()))
            .required("action", "credits", "allowed", "advice");

    /** What {@code analyze_creators} answers: its {@code structuredContent}. */
    public static final Shape ANALYZE_CREATORS_REPLY = object(
                    property("job_id", stringOrNull()),
                    property("status", string()),
                    property("stage", string()),
                    property("analysis_id", stringOrNull()),
                    property("snapshot_id", stringOrNull()),
                    property("platform", oneOf("instagram", "youtube", "tiktok")),
                    property("creators_total", integer()),
                    property("poll_after_seconds", integer()),
                    property(
                            "credits",
                            object(
                                    property("held", integer()),
                                    property("charged", integer()),
                                    property("balance", integer()),
                                    property("available", integer()))),
                    property("next", string()))
            .required("job_id", "status", "stage", "analysis_id", "snapshot_id", "poll_after_seconds", "credits");

    /** What {@code optimize_selection} answers: its {@code structuredContent}. */
    public static final Shape OPTIMIZE_SELECTION_REPLY = object(
                    property("analysis_id", stringOrNull()),
                    property("snapshot_id", stringOrNull()),
                    property("targets", TARGETS),
                    property("current", SELECTION),
                    property("best", SELECTION),
                    property("gaps", GAPS),
                    property("targets_met", bool()),
                    property(
                            "drag_creators",
                            array(object(
                                    property("handle", string()),
                                    property("core_pct_without", number()),
                                    property("core_pct_change", number()),
                                    property("core_reach_without", number())))),
                    property(
                            "suggested_additions",
                            array(object(
                                    property("handle", string()),
                                    property("overlap", integer()),
                                    property("lift", number()),
                                    property("core_pct_with", number()),
                                    property("core_reach_with", number()),
                                    property("small_sample", bool())))),
                    property("method", string()),
                    property("candidates", integer()),
                    property("creators_considered_for_additions", integer()),
                    property(
                            "audience_targets",
                            audienceTargets(property("selection", string()), property("note", string()))),
                    property("credits", object(property("charged", integer()), property("balance", integer()))))
            .required(
                    "analysis_id",
                    "current",
                    "best",
                    "gaps",
                    "targets_met",
                    "drag_creators",
                    "suggested_additions",
                    "credits");

    /** What {@code discover_creators} answers: its {@code structuredContent}. */
    public static final Shape DISCOVER_CREATORS_REPLY = object(
                    property("job_id", stringOrNull()),
                    property("status", string()),
                    property("stage", string()),
                    property("discovery_id", string()),
                    property("topic", string()),
                    property("platforms", array(string())),
                    property("poll_after_seconds", integer()),
                    property(
                            "credits",
                            object(
                                    property("held", integer()),
                                    property("charged", integer()),
                                    property("balance", integer()),
                                    property("available", integer()))),
                    property("next", string()))
            .required("job_id", "status", "stage", "discovery_id", "poll_after_seconds", "credits");

    /** What {@code wait_for_job} answers: its {@code structuredContent}. */
    public static final Shape WAIT_FOR_JOB_REPLY = of("object")
            .describe("The job: status, stage, credits, and what its kind reports (analysis, discovery, selection).")
            .properties(
                    property("job_id", stringOrNull()),
                    property("kind", oneOf("analysis", "discovery", "selection")),
                    property("status", oneOf("running", "completed", "failed")),
                    property("stage", oneOf("queued", "scraping", "analyzing")),
                    property(
                            "progress",
                            object(
                                    property("posts_done", integer()),
                                    property("posts_total", integer()),
                                    property("creators_done", integer()),
                                    property("creators_total", integer()))),
                    property(
                            "credits",
                            object(
                                    property("held", integer()),
                                    property("charged", integer()),
                                    property("balance", integer()),
                                    property("refunded", integer()))),
                    property("error", string()),
                    property("created_at", string()),
                    property("updated_at", string()),
                    property("started_at", stringOrNull()),
                    property("finished_at", string()),
                    property("poll_after_seconds", integer()),
                    property("next", string()))
            .required("job_id", "kind", "status", "stage", "credits")
            .anyOf(
                    withProperties(
                            property("kind", constant("analysis")),
                            property("platform", oneOf("instagram", "youtube", "tiktok")),
                            property("analysis_id", stringOrNull()),
                            property("snapshot_id", stringOrNull()),
                            property("creators_total", integer()),
                            property(
                                    "creators",
                                    array(object(
                                            property("posts", integer()),
                                            property("handle", string()),
                                            property("status", string()),
                                            property("engagements", integer())))),
                            property(
                                    "platform_cost",
                                    object(
                                            property("provider_runs", integer()),
                                            property("youtube_units", integer()),
                                            property("provider_results", integer()))),
                            property("creators_scraped", integer()),
                            property(
                                    "headline",
                                    object(
                                            property("core_pct", numberOrNull()),
                                            property("creators_analyzed", integer()),
                                            property("core_audience_sample", integer()),
                                            property("unique_audience_sample", integer()),
                                            property("estimated_audience_size", numberOrNull()),
                                            property("estimated_core_audience_size", numberOrNull()))),
                            property("creators_analyzed", integer())),
                    withProperties(
                            property("kind", constant("discovery")),
                            property("topic", string()),
                            property("platforms", array(string())),
                            property("discovery_id", string()),
                            property("candidates", integer()),
                            property(
                                    "platform_cost",
                                    object(
                                            property("provider_runs", integer()),
                                            property("youtube_units", integer()),
                                            property("provider_results", integer()))),
                            property("groups_found", integer()),
                            property("creators_found", integer())),
                    withProperties(property("kind", constant("selection"))));

    public static final ToolSpec QUOTE_COST = tool("quote_cost", "Quote cost", ServiceAddress.JOBS)
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
            .answers(QUOTE_COST_REPLY)
            .kind(ToolKind.READ_ONLY, true, false);

    public static final ToolSpec ANALYZE_CREATORS = tool("analyze_creators", "Analyze creators", ServiceAddress.JOBS)
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
                                    .describe(
                                            "Creators to analyze: Instagram handles, or YouTube/TikTok ids from search_creators.")
                                    .minItems(1)),
                    MAX_CREDITS,
                    Param.WORKSPACE_ID)
            .answers(ANALYZE_CREATORS_REPLY)
            .kind(ToolKind.ASKS_BEFORE_RUNNING, false, true)
            .handled(Handling.startsJob());

    public static final ToolSpec RUN_ANALYSIS = tool("run_analysis", "Run analysis again", ServiceAddress.JOBS)
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
            .answers(ANALYZE_CREATORS_REPLY)
            .kind(ToolKind.ASKS_BEFORE_RUNNING, false, true)
            .handled(Handling.startsJob());

    public static final ToolSpec OPTIMIZE_SELECTION = tool(
                    "optimize_selection", "Optimize selection", ServiceAddress.JOBS)
            .describedAs(
                    "Instagram only. Search an analysis's already-scraped engagers for the subset of creators that "
                            + "reaches min_core_pct and min_core_reach; no new scrape. Returns current and best (targets "
                            + "met, or the closest) with their metrics, the gaps, drag_creators (removing them raises core "
                            + "%), suggested_additions (already-scraped creators whose audience overlaps this core audience) "
                            + "and audience_targets (when best is all of the analysis's creators, whether their estimated "
                            + "audience core % and estimated audience core reach meet the targets and the chance they do; a "
                            + "smaller best is not estimated, and it says so). Costs 5 credits, never more than max_credits. "
                            + "Then save best with set_creator_list.")
            .params(
                    Param.required(
                            "analysis_id", string().length(1, 100).describe("The analysis to optimize (Instagram).")),
                    Param.required("min_core_pct", number().range(0, 100).describe("Target core audience %.")),
                    Param.required(
                            "min_core_reach",
                            integer().minimum(0).describe("Target estimated core audience size (people).")),
                    MAX_CREDITS)
            .answers(OPTIMIZE_SELECTION_REPLY)
            .kind(ToolKind.ASKS_BEFORE_RUNNING, false, false)
            .view("ui://sigment/selection");

    public static final ToolSpec DISCOVER_CREATORS = tool("discover_creators", "Discover creators", ServiceAddress.JOBS)
            .describedAs(
                    "Find new creators for a topic on up to 3 platforms, grouped by subtopic, with their strongest "
                            + "audience overlaps. 20 credits per topic, free if the same topic ran in the last 24 hours; "
                            + "never more than max_credits. Call quote_cost first. Returns job_id and poll_after_seconds: "
                            + "call wait_for_job, then get_discovery. Words such as men, US or 18+ in a brief are rules for "
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
            .answers(DISCOVER_CREATORS_REPLY)
            .kind(ToolKind.ASKS_BEFORE_RUNNING, false, true)
            .handled(Handling.startsJob());

    public static final ToolSpec WAIT_FOR_JOB = tool("wait_for_job", "Wait for job", ServiceAddress.JOBS)
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
            .answers(WAIT_FOR_JOB_REPLY)
            .kind(ToolKind.READ_ONLY, true, false)
            .handled(Handling.timeout(32));

    public static final ToolSpec GET_JOB = tool("get_job", "Get job", ServiceAddress.JOBS)
            .describedAs("Status of a job right now, without waiting: running, completed or failed, with its stage. "
                    + "Free.")
            .params(Param.required(
                    "job_id", string().maxLength(250).describe("The job_id a start call returned, unchanged.")))
            .answers(WAIT_FOR_JOB_REPLY)
            .kind(ToolKind.READ_ONLY, true, false)
            .handled(Handling.readsJob());
}
