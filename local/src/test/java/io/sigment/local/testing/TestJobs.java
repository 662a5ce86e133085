package io.sigment.local.testing;

import io.sigment.common.bus.Topics;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.util.UUID;

/**
 * Jobs in a given state, written as jobs-service writes them (row + change event). Only LongPollsAtScaleIT still
 * uses these: at its reliability size (10,000 waits, 100 jobs) real jobs held by {@link HeldJobs} did not all
 * complete on the 2-core machine (their analyses timed out waiting for database connections while the stack
 * answered the waits). Tests that need a running job use {@link HeldJobs}.
 */
public final class TestJobs {
  private TestJobs() {
  }

  /**
   * A job that stays running until {@link #complete}: in stage {@code analyzing}, past the scrape, so it holds none
   * of the cluster's scrape slots (a fake job left in {@code scraping} would, for good, and starve real jobs of
   * later test classes in the same JVM).
   */
  public static String running(String workspaceId) {
    var jobId = "discovery:" + UUID.randomUUID();
    var pool = TestStack.pool();
    try {
      pool.preparedQuery("INSERT INTO jobs.jobs (job_id, workspace_id, kind, status, stage, dedupe_key) "
          + "VALUES ($1, $2, 'discovery', 'running', 'analyzing', $1)").execute(Tuple.of(jobId, workspaceId)).await();
      return jobId;
    } finally {
      pool.close();
    }
  }

  public static void complete(String jobId) {
    var pool = TestStack.pool();
    try {
      complete(pool, jobId);
    } finally {
      pool.close();
    }
  }

  /** Completes the job through {@code sql} (a test's own pool), then announces it as the engine does. */
  public static void complete(Pool sql, String jobId) {
    sql.preparedQuery("UPDATE jobs.jobs SET status = 'completed', stage = 'analyzing', finished_at = now(), "
        + "updated_at = now() WHERE job_id = $1").execute(Tuple.of(jobId)).await();
    TestStack.shared().vertx().eventBus().publish(Topics.JOB_CHANGED,
        new JsonObject().put("job_id", jobId).put("status", "completed").put("stage", "analyzing"));
  }
}
