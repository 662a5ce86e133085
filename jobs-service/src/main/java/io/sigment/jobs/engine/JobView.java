package io.sigment.jobs.engine;

import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;

/** A job row as {@code get_job} shows it to the agent. */
final class JobView {
    /**
     * The workspace's balance after the job's credits last moved (its hold at the start, then its charge, refund or
     * release), kept in {@code details} and shown in {@code credits} whatever was charged (the spec: paid results
     * include the remaining balance). The key keeps its first name: rows stored before hold their charge's balance.
     */
    static final String BALANCE = "balance_after_charge";

    private JobView() {}

    static JsonObject toJson(Row row) {
        var status = row.getString("status");
        var job = new JsonObject()
                .put("job_id", row.getString("job_id"))
                .put("kind", row.getString("kind"))
                .put("status", status)
                .put("stage", row.getString("stage"));
        var details = row.getJsonObject("details").copy();
        var balance = (Number) details.remove(BALANCE);
        details.forEach(field -> job.put(field.getKey(), field.getValue()));
        if (row.getJsonObject("progress") != null) job.put("progress", row.getJsonObject("progress"));
        var credits = credits(status, row.getInteger("price"), row.getBoolean("charged"));
        if (balance != null) credits.put("balance", balance.longValue());
        job.put("credits", credits);
        if (row.getString("error") != null) job.put("error", row.getString("error"));
        job.put("created_at", String.valueOf(row.getOffsetDateTime("created_at")))
                .put("updated_at", String.valueOf(row.getOffsetDateTime("updated_at")));
        if (row.getOffsetDateTime("started_at") != null)
            job.put("started_at", row.getOffsetDateTime("started_at").toString());
        if (row.getOffsetDateTime("finished_at") != null)
            job.put("finished_at", row.getOffsetDateTime("finished_at").toString());
        return job;
    }

    /**
     * Held while running and not yet charged; charged once the scrape finished; returned if it failed; released if
     * it completed uncharged (a discovery that found nothing). A free job held nothing, so nothing is refunded.
     */
    static JsonObject credits(String status, long price, boolean charged) {
        if ("failed".equals(status) && price == 0)
            return new JsonObject().put("held", 0).put("charged", 0);
        if ("failed".equals(status))
            return new JsonObject().put("held", 0).put("charged", 0).put("refunded", price);
        if ("completed".equals(status) && !charged)
            return new JsonObject().put("held", 0).put("charged", 0);
        return charged
                ? new JsonObject().put("held", 0).put("charged", price)
                : new JsonObject().put("held", price).put("charged", 0);
    }
}
