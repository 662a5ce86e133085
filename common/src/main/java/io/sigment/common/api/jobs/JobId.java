package io.sigment.common.api.jobs;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;
import java.util.Optional;

/**
 * Job ids and scrape ids, made one way: a job's id is its kind's prefix and the id of the work it makes
 * ({@code <prefix>:<work id>}, the work id from {@code Ids}); a scrape's id is its job's (a job's one scrape) or
 * {@code <job_id>#<part>} (one of several), so a retry with the same id resumes it. Analytics records a snapshot's
 * job id, and the scraper takes it as the scrape id. An analysis job's id is {@code snapshot:<analysis>/<snapshot>}
 * (two ids of at most 100), so the limit is 250 everywhere. A {@code JobId} held was made by {@link #of} (or
 * {@link #ofSnapshot}) within that limit; ids an agent or another service sends are read with {@link #read}.
 */
public record JobId(String value) {
    public static final int MAX_LENGTH = 250;
    /** A discovery's job: {@code discovery:<discovery_id>}, the spec's job handle. */
    public static final String DISCOVERY = "discovery";
    /** An analysis's job makes a snapshot: {@code snapshot:<analysis_id>/<snapshot_id>}. */
    public static final String SNAPSHOT = "snapshot";
    /** An optimize_selection call's job: {@code selection:<opt_ id>}. */
    public static final String SELECTION = "selection";

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public JobId {
        if (value == null || value.isEmpty() || ToolArgs.characters(value) > MAX_LENGTH) {
            throw new IllegalArgumentException("a job id of 1-" + MAX_LENGTH + " characters");
        }
    }

    /** The id as the wire has it: a plain string. */
    @JsonValue
    @Override
    public String value() {
        return value;
    }

    /** The id of a job of {@code prefix} making {@code workId}. */
    public static JobId of(String prefix, String workId) {
        return new JobId(prefix + ":" + workId);
    }

    /** The id of the job that makes the snapshot {@code snapshotId} of the analysis {@code analysisId}. */
    public static JobId ofSnapshot(String analysisId, String snapshotId) {
        return of(SNAPSHOT, analysisId + "/" + snapshotId);
    }

    /** The work id in {@code jobId} if it is a job of {@code prefix} (get_discovery takes a discovery's job id). */
    public static Optional<String> workOf(String prefix, String jobId) {
        var head = prefix + ":";
        return jobId.startsWith(head) ? Optional.of(jobId.substring(head.length())) : Optional.empty();
    }

    /** The id of one of the job's several scrapes ({@code part} e.g. {@code instagram-0}). */
    public static String scrape(JobId jobId, String part) {
        return jobId.value() + "#" + part;
    }

    /** The id in {@code name} ({@code job_id}, or {@code scrape_id} where a job's id is the scrape's). */
    public static String read(JsonObject args, String name) {
        return ToolArgs.string(args, name, 1, MAX_LENGTH);
    }

    @Override
    public String toString() {
        return value;
    }
}
