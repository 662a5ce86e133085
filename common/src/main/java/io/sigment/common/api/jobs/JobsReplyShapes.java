package io.sigment.common.api.jobs;

import static io.sigment.common.tools.Shape.array;
import static io.sigment.common.tools.Shape.constant;
import static io.sigment.common.tools.Shape.integer;
import static io.sigment.common.tools.Shape.numberOrNull;
import static io.sigment.common.tools.Shape.object;
import static io.sigment.common.tools.Shape.of;
import static io.sigment.common.tools.Shape.oneOf;
import static io.sigment.common.tools.Shape.property;
import static io.sigment.common.tools.Shape.string;
import static io.sigment.common.tools.Shape.stringOrNull;
import static io.sigment.common.tools.Shape.withProperties;

import io.sigment.common.tools.Shape;

/**
 * What jobs' tools answer (their {@code structuredContent}, listed as each tool's {@code outputSchema}) where the
 * reply is not one record (whose schema {@link io.sigment.common.api.RecordShapes} derives), apart from their specs in
 * {@link JobsTools}; the parts of analysis results they share with analytics' tools are
 * {@link io.sigment.common.api.analytics.ResultShapes}.
 */
public final class JobsReplyShapes {
    private JobsReplyShapes() {}

    /** What a job's scrapes cost on the platforms. */
    private static final Shape PLATFORM_COST = object(
            property("provider_runs", integer()),
            property("youtube_units", integer()),
            property("provider_results", integer()));

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
                            property("platform_cost", PLATFORM_COST),
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
                            property("platform_cost", PLATFORM_COST),
                            property("groups_found", integer()),
                            property("creators_found", integer())),
                    withProperties(property("kind", constant("selection"))));
}
