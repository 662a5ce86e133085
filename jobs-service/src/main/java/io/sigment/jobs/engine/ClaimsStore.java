package io.sigment.jobs.engine;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.Optional;

/**
 * SQL of the scheduler: claiming queued jobs within the cluster's scrape slots, taking over jobs whose lease
 * expired, and renewing leases. Claims lock rows with {@code FOR UPDATE SKIP LOCKED}, so two replicas never
 * claim one job.
 */
public final class ClaimsStore extends Store<ClaimsStore> {
    /** The advisory lock every replica's claim of a queued job takes, so claims never overfill the slots. */
    static final long CAPACITY_LOCK = 0x5167_6D65_6E74L;

    public ClaimsStore(SqlClient sql) {
        super(sql, ClaimsStore::new);
    }

    /**
     * The next queued job if a scrape slot is free: jobs of workspaces within their platform share before those
     * started past it ({@code over_share}), then the workspace with the fewest jobs past the queue first (no
     * workspace's burst starves another), then the oldest. It moves to stage {@code scraping} under a lease, or
     * {@code analyzing} when it calls no platform (a free re-run, which then takes no scrape slot). With every slot
     * busy it answers at once, without the cluster's capacity lock (which serializes every replica's claims): a job
     * leaving its slot pumps its replica, and every replica pumps each second, so a slot freed meanwhile is claimed.
     */
    Future<Optional<Job>> claimQueued(String owner, int leaseSeconds, int slots) {
        return scraping(sql)
                .compose(busy -> busy >= slots
                        ? Future.succeededFuture(Optional.<Job>empty())
                        : claimLocked(owner, leaseSeconds, slots));
    }

    private static Future<Long> scraping(SqlClient sql) {
        return sql.preparedQuery("SELECT count(*) AS n FROM jobs.jobs WHERE status = 'running' AND stage = 'scraping'")
                .execute()
                .map(rows -> rows.iterator().next().getLong("n"));
    }

    private Future<Optional<Job>> claimLocked(String owner, int leaseSeconds, int slots) {
        return inTransaction(tx -> tx.sql
                .preparedQuery("SELECT pg_advisory_xact_lock($1)")
                .execute(Tuple.of(CAPACITY_LOCK))
                .compose(locked -> scraping(tx.sql))
                .compose(busy -> busy >= slots
                        ? Future.succeededFuture(Optional.empty())
                        : tx.sql
                                .preparedQuery(
                                        "UPDATE jobs.jobs SET stage = CASE WHEN (params->>'" + Job.CALLS_NO_PLATFORM
                                                + "')::boolean THEN 'analyzing' ELSE 'scraping' END, lease_owner = $1, "
                                                + "lease_until = now() + make_interval(secs => $2), started_at = "
                                                + "now(), attempts = attempts + 1, "
                                                + "updated_at = now() WHERE job_id = (SELECT q.job_id FROM jobs.jobs q "
                                                + "WHERE q.status = 'running' AND q.stage = 'queued' "
                                                + "ORDER BY COALESCE((q.params->>'over_share')::boolean, false), "
                                                + "(SELECT count(*) FROM jobs.jobs r WHERE r.workspace_id = "
                                                + "q.workspace_id "
                                                + "AND r.status = 'running' AND r.stage <> 'queued'), q.created_at "
                                                + "LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING *")
                                .execute(Tuple.of(owner, (double) leaseSeconds))
                                .map(rows -> rows.size() == 0
                                        ? Optional.<Job>empty()
                                        : Optional.of(
                                                JobsStore.job(rows.iterator().next())))));
    }

    /** A claimed job whose owner stopped renewing its lease (the process died): taken over to be resumed. */
    Future<Optional<Job>> claimExpired(String owner, int leaseSeconds) {
        return sql.preparedQuery(
                        "UPDATE jobs.jobs SET lease_owner = $1, lease_until = now() + make_interval(secs => $2), "
                                + "attempts = attempts + 1, updated_at = now() WHERE job_id = (SELECT e.job_id FROM "
                                + "jobs.jobs e "
                                + "WHERE e.status = 'running' AND e.stage <> 'queued' AND e.lease_until < now() "
                                + "ORDER BY e.lease_until LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING *")
                .execute(Tuple.of(owner, (double) leaseSeconds))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(JobsStore.job(rows.iterator().next())));
    }

    /** Extends the lease; false once another replica owns the job or it ended. */
    Future<Boolean> renew(String jobId, String owner, int leaseSeconds) {
        return sql.preparedQuery("UPDATE jobs.jobs SET lease_until = now() + make_interval(secs => $3) "
                        + "WHERE job_id = $1 AND lease_owner = $2 AND status = 'running'")
                .execute(Tuple.of(jobId, owner, (double) leaseSeconds))
                .map(rows -> rows.rowCount() == 1);
    }
}
