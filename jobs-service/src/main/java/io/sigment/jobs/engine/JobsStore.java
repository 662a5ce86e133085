package io.sigment.jobs.engine;

import io.sigment.common.api.jobs.JobState;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * SQL of {@code jobs.jobs}: what get_job shows and the writes of a running job. A write of a claimed job names its {@code owner} and changes nothing once another replica holds the lease.
 */
public final class JobsStore extends Store<JobsStore> {
    private static final String SHOWN = "job_id, kind, status, stage, error, details, progress, price, charged, "
            + "created_at, updated_at, started_at, finished_at";

    public JobsStore(SqlClient sql) {
        super(sql, JobsStore::new);
    }

    /** The job as get_job shows it, if it belongs to one of {@code workspaceIds}. */
    public Future<Optional<JsonObject>> find(String jobId, String[] workspaceIds) {
        return state(jobId, workspaceIds).map(job -> job.map(JobState::toJson));
    }

    /** The job as get_job shows it, as its record, if it belongs to one of {@code workspaceIds}. */
    public Future<Optional<JobState>> state(String jobId, String[] workspaceIds) {
        return sql.preparedQuery("SELECT " + SHOWN + " FROM jobs.jobs WHERE job_id = $1 AND workspace_id = ANY($2)")
                .execute(Tuple.of(jobId).addArrayOfString(workspaceIds))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(JobView.of(rows.iterator().next())));
    }

    /** The job's status, whoever owns it (for the hold sweeper). */
    public Future<Optional<String>> status(String jobId) {
        return sql.preparedQuery("SELECT status FROM jobs.jobs WHERE job_id = $1")
                .execute(Tuple.of(jobId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(rows.iterator().next().getString("status")));
    }

    /** The job's current stage. */
    Future<Optional<String>> stage(String jobId) {
        return sql.preparedQuery("SELECT stage FROM jobs.jobs WHERE job_id = $1")
                .execute(Tuple.of(jobId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(rows.iterator().next().getString("stage")));
    }

    Future<Optional<Job>> load(String jobId) {
        return sql.preparedQuery("SELECT * FROM jobs.jobs WHERE job_id = $1")
                .execute(Tuple.of(jobId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(job(rows.iterator().next())));
    }

    /** Stores a step's output; {@code owner} null for a step run at start (not yet claimed). */
    Future<Boolean> stepDone(
            String jobId, String owner, String step, JsonObject output, String stage, boolean charged) {
        return update(
                "outputs = outputs || jsonb_build_object($3::text, $4::jsonb), stage = COALESCE($5, stage), "
                        + "charged = charged OR $6",
                Tuple.of(jobId, owner, step, output, stage, charged));
    }

    Future<Boolean> progress(String jobId, String owner, JsonObject progress) {
        return update("progress = $3", Tuple.of(jobId, owner, progress));
    }

    Future<Boolean> report(String jobId, String owner, JsonObject details) {
        return update("details = details || $3", Tuple.of(jobId, owner, details));
    }

    /** Ends the job ({@code completed} or {@code failed}) and gives up its lease; how long it took, unless not ours. */
    Future<Optional<Duration>> finish(String jobId, String owner, String status, String error) {
        return sql.preparedQuery(
                        "UPDATE jobs.jobs SET status = $3, error = $4, finished_at = now(), lease_owner = NULL, "
                                + "lease_until = NULL, updated_at = now() WHERE job_id = $1 AND status = 'running' "
                                + "AND ($2::text IS NULL OR lease_owner = $2) RETURNING extract(epoch FROM finished_at "
                                + "- created_at) AS took")
                .execute(Tuple.of(jobId, owner, status, error))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(
                                Duration.ofMillis((long) (rows.iterator().next().getDouble("took") * 1000))));
    }

    /** Queued and running jobs by {@code kind/stage}: how many, and the oldest one's age. */
    public Future<Map<String, Map.Entry<Long, Duration>>> active() {
        return sql.query("SELECT kind, stage, count(*) AS jobs, extract(epoch FROM now() - min(created_at)) AS oldest "
                        + "FROM jobs.jobs WHERE status = 'running' GROUP BY kind, stage")
                .execute()
                .map(rows -> {
                    var active = new HashMap<String, Map.Entry<Long, Duration>>();
                    for (var row : rows) {
                        active.put(
                                row.getString("kind") + "/" + row.getString("stage"),
                                Map.entry(row.getLong("jobs"), Duration.ofSeconds((long)
                                        row.getDouble("oldest").doubleValue())));
                    }
                    return active;
                });
    }

    private Future<Boolean> update(String set, Tuple args) {
        return sql.preparedQuery("UPDATE jobs.jobs SET " + set + ", updated_at = now() WHERE job_id = $1 "
                        + "AND status = 'running' AND ($2::text IS NULL OR lease_owner = $2)")
                .execute(args)
                .map(rows -> rows.rowCount() == 1);
    }

    static Job job(Row row) {
        return new Job(
                row.getString("job_id"),
                row.getString("workspace_id"),
                row.getString("kind"),
                row.getString("stage"),
                row.getJsonObject("params"),
                row.getJsonObject("outputs"),
                row.getInteger("price"),
                row.getString("hold_id"),
                row.getBoolean("charged"),
                row.getString("traceparent"));
    }
}
