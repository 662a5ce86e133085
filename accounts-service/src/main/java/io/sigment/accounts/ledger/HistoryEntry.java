package io.sigment.accounts.ledger;

import io.sigment.common.api.accounts.CreditHistoryList;
import io.vertx.sqlclient.Row;
import java.time.ZoneOffset;

/** How a visible ledger entry (top-up, charge, refund) reads in {@code get_credit_history}. */
final class HistoryEntry {
    private HistoryEntry() {}

    static CreditHistoryList.Entry of(Row row) {
        var kind = row.getString("kind");
        int amount = row.getInteger("amount");
        return new CreditHistoryList.Entry(
                String.valueOf(row.getLong("entry_id")),
                kind,
                kind.equals(LedgerEntry.CHARGE) ? -amount : amount,
                row.getLong("balance_after"),
                row.getString("action"),
                row.getString("description"),
                row.getString("job_id"),
                row.getString("analysis_id"),
                row.getOffsetDateTime("created_at")
                        .withOffsetSameInstant(ZoneOffset.UTC)
                        .toString());
    }
}
