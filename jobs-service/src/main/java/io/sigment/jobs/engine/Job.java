package io.sigment.jobs.engine;

import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;

/** A job as the engine reads it back to run or resume it; {@code traceparent} of its start, or null. */
public record Job(
        String jobId,
        String workspaceId,
        String kind,
        String stage,
        JsonObject params,
        JsonObject outputs,
        long price,
        String holdId,
        boolean charged,
        String traceparent) {

    /** Set in {@code params} for work that calls no platform (a free re-run): it never shows stage scraping. */
    static final String CALLS_NO_PLATFORM = "calls_no_platform";

    public boolean done(JobStep step) {
        return outputs.containsKey(step.name());
    }

    /** The stage the job shows while the step runs: a job calling no platform analyzes where others scrape. */
    JobStage stageOf(JobStep step) {
        return step.stage() == JobStage.SCRAPING && ToolArgs.flag(params, CALLS_NO_PLATFORM)
                ? JobStage.ANALYZING
                : step.stage();
    }
}
