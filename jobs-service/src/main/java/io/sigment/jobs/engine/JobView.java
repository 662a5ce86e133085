package io.sigment.jobs.engine;

import io.sigment.common.api.WireCodec;
import io.sigment.common.api.jobs.JobState;
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

    static JobState of(Row row) {
        var status = row.getString("status");
        var details = row.getJsonObject("details").copy();
        var balance = (Number) details.remove(BALANCE);
        var progress = row.getJsonObject("progress");
        var charge = credits(status, row.getInteger("price"), row.getBoolean("charged"));
        return new JobState(
                row.getString("job_id"),
                row.getString("kind"),
                status,
                row.getString("stage"),
                details,
                progress == null ? null : WireCodec.fromJson(progress, JobState.Progress.class),
                balance == null
                        ? charge
                        : new JobState.Credits(charge.held(), charge.charged(), charge.refunded(), balance.longValue()),
                row.getString("error"),
                String.valueOf(row.getOffsetDateTime("created_at")),
                String.valueOf(row.getOffsetDateTime("updated_at")),
                row.getOffsetDateTime("started_at") == null
                        ? null
                        : row.getOffsetDateTime("started_at").toString(),
                row.getOffsetDateTime("finished_at") == null
                        ? null
                        : row.getOffsetDateTime("finished_at").toString(),
                null,
                null);
    }

    /**
     * Held while running and not yet charged; charged once the scrape finished; returned if it failed; released if
     * it completed uncharged (a discovery that found nothing). A free job held nothing, so nothing is refunded.
     */
    static JobState.Credits credits(String status, long price, boolean charged) {
        if ("failed".equals(status) && price == 0) return new JobState.Credits(0, 0, null, null);
        if ("failed".equals(status)) return new JobState.Credits(0, 0, price, null);
        if ("completed".equals(status) && !charged) return new JobState.Credits(0, 0, null, null);
        return charged ? new JobState.Credits(0, price, null, null) : new JobState.Credits(price, 0, null, null);
    }
}
