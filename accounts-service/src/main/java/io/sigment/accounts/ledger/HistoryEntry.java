package io.sigment.accounts.ledger;

import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import java.time.ZoneOffset;

/** How a visible ledger entry (top-up, charge, refund) reads in {@code get_credit_history}. */
final class HistoryEntry {
    private HistoryEntry() {}

    static JsonObject toJson(Row row) {
        var kind = row.getString("kind");
        int amount = row.getInteger("amount");
        return new JsonObject()
                .put("entry_id", String.valueOf(row.getLong("entry_id")))
                .put("type", kind)
                .put("credits", kind.equals(LedgerEntry.CHARGE) ? -amount : amount)
                .put("balance_after", row.getLong("balance_after"))
                .put("for", row.getString("action"))
                .put("description", row.getString("description"))
                .put("job_id", row.getString("job_id"))
                .put("analysis_id", row.getString("analysis_id"))
                .put(
                        "at",
                        row.getOffsetDateTime("created_at")
                                .withOffsetSameInstant(ZoneOffset.UTC)
                                .toString());
    }
}
