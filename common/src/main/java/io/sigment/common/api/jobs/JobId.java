package io.sigment.common.api.jobs;

import io.sigment.common.ToolArgs;
import io.vertx.core.json.JsonObject;

/**
 * A job id as other services receive it: analytics records it with a snapshot, and the scraper takes it as the
 * scrape id (a resumed job continues the same scrape). An analysis job's id is {@code snapshot:<analysis>/<snapshot>}
 * (two ids of at most 100), so the limit is 250 everywhere.
 */
public final class JobId {
  public static final int MAX_LENGTH = 250;

  private JobId() {
  }

  /** The id in {@code name} ({@code job_id}, or {@code scrape_id} where a job's id is the scrape's). */
  public static String read(JsonObject args, String name) {
    return ToolArgs.string(args, name, 1, MAX_LENGTH);
  }
}
