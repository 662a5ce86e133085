package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.sigment.common.api.Describe;
import io.sigment.common.api.Flattened;
import io.sigment.common.api.InEveryReply;
import io.sigment.common.api.OneOf;
import io.sigment.common.api.WireCodec;
import io.vertx.core.json.JsonObject;

/**
 * What {@link JobsAction#GET_JOB} and {@link JobsAction#WAIT_FOR_JOB} answer: a job's id, kind, status and stage;
 * the facts its kind keeps ({@code details}: what its start answered and its steps reported, e.g. the analysis or
 * discovery it makes, each written as a field of the job itself); how far its scrape got; its credits; why it failed;
 * when it was created, last changed, started and finished; and, while it runs, when to ask again ({@code next}).
 * Its output schema lists the details per kind ({@link JobsTools#GET_JOB}).
 */
@Describe("The job: status, stage, credits, and what its kind reports (analysis, discovery, selection).")
public record JobState(
        @InEveryReply @JsonInclude(JsonInclude.Include.ALWAYS)
        String jobId,

        @InEveryReply @OneOf({"analysis", "discovery", "selection"}) @JsonInclude(JsonInclude.Include.ALWAYS)
        String kind,

        @InEveryReply @OneOf({"running", "completed", "failed"}) @JsonInclude(JsonInclude.Include.ALWAYS)
        String status,

        @InEveryReply @OneOf({"queued", "scraping", "analyzing"}) @JsonInclude(JsonInclude.Include.ALWAYS)
        String stage,

        @Flattened JsonObject details,
        Progress progress,
        @InEveryReply Credits credits,
        String error,
        @InEveryReply String createdAt,
        @InEveryReply String updatedAt,
        String startedAt,
        String finishedAt,
        Integer pollAfterSeconds,
        String next) {
    public static final String RUNNING = "running";
    public static final String COMPLETED = "completed";

    public JsonObject toJson() {
        return WireCodec.toJson(this);
    }

    public static JobState fromJson(JsonObject json) {
        return WireCodec.fromJson(json, JobState.class);
    }

    /** This state with the advice a running job's reader gets: when to ask again, and how. */
    public JobState advised(int pollAfterSeconds, String next) {
        return new JobState(
                jobId,
                kind,
                status,
                stage,
                details,
                progress,
                credits,
                error,
                createdAt,
                updatedAt,
                startedAt,
                finishedAt,
                pollAfterSeconds,
                next);
    }

    public boolean running() {
        return RUNNING.equals(status);
    }

    /**
     * What the job makes, from its details: the analysis (with its platform and snapshot) or the discovery; null when
     * not yet.
     */
    public Subject subject() {
        return details == null ? new Subject(null, null, null, null) : WireCodec.fromJson(details, Subject.class);
    }

    /**
     * The analysis (its platform and the snapshot the job makes) or the discovery a job makes, as its details name
     * them: what a kind's result tool is called with once the job completed.
     */
    public record Subject(String platform, String analysisId, String snapshotId, String discoveryId) {}

    /**
     * How far a job's scrape got (as stored: in PostgreSQL's {@code jsonb} order): posts and creators done of all.
     */
    public record Progress(Integer postsDone, Integer postsTotal, Integer creatorsDone, Integer creatorsTotal) {}

    /**
     * A job's credits: held while it runs uncharged, charged once its scrape finished, refunded when it failed
     * (none for a free job), and the workspace's balance after they last moved, when known.
     */
    public record Credits(
            @InEveryReply long held, @InEveryReply long charged, Long refunded, Long balance) {}
}
