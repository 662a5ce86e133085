package io.sigment.jobs.engine;

import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;

/** A job row as {@code get_job} shows it to the agent. */
final class JobView {
  private JobView() {
  }

  static JsonObject toJson(Row row) {
    var status = row.getString("status");
    var job = new JsonObject()
        .put("job_id", row.getString("job_id"))
        .put("kind", row.getString("kind"))
        .put("status", status)
        .put("stage", row.getString("stage"));
    row.getJsonObject("details").forEach(field -> job.put(field.getKey(), field.getValue()));
    if (row.getJsonObject("progress") != null) job.put("progress", row.getJsonObject("progress"));
    job.put("credits", credits(status, row.getInteger("price"), row.getBoolean("charged")));
    if (row.getString("error") != null) job.put("error", row.getString("error"));
    job.put("created_at", String.valueOf(row.getOffsetDateTime("created_at")))
        .put("updated_at", String.valueOf(row.getOffsetDateTime("updated_at")));
    if (row.getOffsetDateTime("started_at") != null) job.put("started_at", row.getOffsetDateTime("started_at").toString());
    if (row.getOffsetDateTime("finished_at") != null) job.put("finished_at", row.getOffsetDateTime("finished_at").toString());
    return job;
  }

  /** Held while running and not yet charged; charged once the scrape finished; returned if it failed. */
  static JsonObject credits(String status, long price, boolean charged) {
    if ("failed".equals(status)) return new JsonObject().put("held", 0).put("charged", 0).put("refunded", price);
    return charged ? new JsonObject().put("held", 0).put("charged", price)
        : new JsonObject().put("held", price).put("charged", 0);
  }
}
