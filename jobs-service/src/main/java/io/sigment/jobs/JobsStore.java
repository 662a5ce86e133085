package io.sigment.jobs;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.util.Optional;

/** SQL of {@code jobs.jobs}. */
public final class JobsStore {
  private final Pool pool;

  public JobsStore(Pool pool) {
    this.pool = pool;
  }

  /** The job if it belongs to one of {@code workspaceIds}. */
  public Future<Optional<JsonObject>> find(String jobId, String[] workspaceIds) {
    return pool.preparedQuery("SELECT job_id, kind, status, stage, error, created_at, updated_at, finished_at "
            + "FROM jobs.jobs WHERE job_id = $1 AND workspace_id = ANY($2)")
        .execute(Tuple.of(jobId).addArrayOfString(workspaceIds))
        .map(rows -> rows.size() == 0 ? Optional.empty() : Optional.of(toJson(rows.iterator().next())));
  }

  private static JsonObject toJson(Row row) {
    var job = new JsonObject()
        .put("job_id", row.getString("job_id"))
        .put("kind", row.getString("kind"))
        .put("status", row.getString("status"))
        .put("stage", row.getString("stage"))
        .put("created_at", String.valueOf(row.getOffsetDateTime("created_at")))
        .put("updated_at", String.valueOf(row.getOffsetDateTime("updated_at")));
    if (row.getOffsetDateTime("finished_at") != null) job.put("finished_at", row.getOffsetDateTime("finished_at").toString());
    if (row.getString("error") != null) job.put("error", row.getString("error"));
    return job;
  }
}
