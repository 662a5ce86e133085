package io.sigment.jobs.engine;

import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.Optional;

/** The start checks' questions and the insert, inside one transaction holding the workspace's advisory lock. */
public final class Admission {
  private final SqlConnection sql;

  Admission(SqlConnection sql) {
    this.sql = sql;
  }

  /** A queued or running job of the workspace doing the same work. */
  public Future<Optional<String>> activeJobWithKey(String workspaceId, String dedupeKey) {
    return sql.preparedQuery("SELECT job_id FROM jobs.jobs WHERE workspace_id = $1 AND dedupe_key = $2 "
            + "AND status = 'running'")
        .execute(Tuple.of(workspaceId, dedupeKey))
        .map(rows -> rows.size() == 0 ? Optional.empty() : Optional.of(rows.iterator().next().getString("job_id")));
  }

  public Future<Long> activeOfKind(String workspaceId, String kind) {
    return sql.preparedQuery("SELECT count(*) AS n FROM jobs.jobs WHERE workspace_id = $1 AND kind = $2 "
            + "AND status = 'running'")
        .execute(Tuple.of(workspaceId, kind))
        .map(rows -> rows.iterator().next().getLong("n"));
  }

  /** Queued jobs of every workspace. */
  public Future<Long> queued() {
    return sql.preparedQuery("SELECT count(*) AS n FROM jobs.jobs WHERE status = 'running' AND stage = 'queued'")
        .execute()
        .map(rows -> rows.iterator().next().getLong("n"));
  }

  Future<Void> insert(NewJob job) {
    return sql.preparedQuery("INSERT INTO jobs.jobs (job_id, workspace_id, kind, status, stage, dedupe_key, params, "
            + "details, price, hold_id) VALUES ($1, $2, $3, 'running', 'queued', $4, $5, $6, $7, $8)")
        .execute(Tuple.from(new Object[] {job.jobId(), job.workspaceId(), job.kind(), job.dedupeKey(), job.params(),
            job.details(), (int) job.price(), job.holdId()}))
        .mapEmpty();
  }
}
