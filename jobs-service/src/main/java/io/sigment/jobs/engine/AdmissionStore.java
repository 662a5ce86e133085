package io.sigment.jobs.engine;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.Optional;

/**
 * SQL of a start's admission: the checks' questions and the insert, run in one transaction that first takes the
 * workspace's advisory lock ({@link #lockWorkspace}), so two starts of one workspace never pass the checks together.
 */
public final class AdmissionStore extends Store<AdmissionStore> {
    public AdmissionStore(SqlClient sql) {
        super(sql, AdmissionStore::new);
    }

    /** Serializes the workspace's starts until the transaction ends. */
    Future<Void> lockWorkspace(String workspaceId) {
        return sql.preparedQuery("SELECT pg_advisory_xact_lock(hashtext($1))")
                .execute(Tuple.of("jobs:" + workspaceId))
                .mapEmpty();
    }

    /**
     * Checks 3-5's questions in one statement (one round trip, one connection's turn): a running job of the workspace
     * doing the same work, the workspace's running jobs of the kind, and, when {@code countQueue}, every workspace's
     * queued jobs (0 when not asked). Each answer comes from its own partial index.
     */
    Future<StartChecks> startChecks(String workspaceId, String dedupeKey, String kind, boolean countQueue) {
        return sql.preparedQuery("SELECT (SELECT job_id FROM jobs.jobs WHERE workspace_id = $1 AND dedupe_key = $2 "
                        + "AND status = 'running') AS duplicate, "
                        + "(SELECT count(*) FROM jobs.jobs WHERE workspace_id = $1 AND kind = $3 "
                        + "AND status = 'running') AS active, "
                        + "CASE WHEN $4 THEN (SELECT count(*) FROM jobs.jobs WHERE status = 'running' "
                        + "AND stage = 'queued') ELSE 0 END AS queued")
                .execute(Tuple.of(workspaceId, dedupeKey, kind, countQueue))
                .map(rows -> {
                    var row = rows.iterator().next();
                    return new StartChecks(
                            Optional.ofNullable(row.getString("duplicate")),
                            row.getLong("active"),
                            row.getLong("queued"));
                });
    }

    /** The answers checks 3-5 judge: a running duplicate's id, the kind's running jobs, the queue's length. */
    record StartChecks(Optional<String> duplicate, long active, long queued) {}

    /** A synchronous job: inserted running under {@code owner}'s lease, so no claim round takes it to run it again. */
    Future<Void> insertClaimed(NewJob job, String owner, int leaseSeconds) {
        return sql.preparedQuery(
                        "INSERT INTO jobs.jobs (job_id, workspace_id, kind, status, stage, dedupe_key, params, "
                                + "details, price, hold_id, traceparent, lease_owner, lease_until, started_at, "
                                + "attempts) VALUES ($1, $2, "
                                + "$3, 'running', 'analyzing', $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs "
                                + "=> $11), now(), 1)")
                .execute(Tuple.from(new Object[] {
                    job.jobId(),
                    job.workspaceId(),
                    job.kind(),
                    job.dedupeKey(),
                    job.params(),
                    job.details(),
                    Math.toIntExact(job.price()),
                    job.holdId(),
                    job.traceparent(),
                    owner,
                    (double) leaseSeconds
                }))
                .mapEmpty();
    }

    Future<Void> insert(NewJob job) {
        return sql.preparedQuery(
                        "INSERT INTO jobs.jobs (job_id, workspace_id, kind, status, stage, dedupe_key, params, "
                                + "details, price, hold_id, traceparent) VALUES ($1, $2, $3, 'running', 'queued', $4, "
                                + "$5, $6, $7, $8, $9)")
                .execute(Tuple.from(new Object[] {
                    job.jobId(),
                    job.workspaceId(),
                    job.kind(),
                    job.dedupeKey(),
                    job.params(),
                    job.details(),
                    Math.toIntExact(job.price()),
                    job.holdId(),
                    job.traceparent()
                }))
                .mapEmpty();
    }
}
