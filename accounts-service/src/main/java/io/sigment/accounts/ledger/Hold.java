package io.sigment.accounts.ledger;

import io.sigment.common.api.accounts.HoldStatus;
import java.time.OffsetDateTime;

/** A reservation made by {@code authorize}, with what closed it so far. */
public record Hold(
        String holdId,
        String workspaceId,
        long amount,
        String action,
        String description,
        String jobId,
        String analysisId,
        boolean agent,
        String credentialId,
        HoldStatus state,
        OffsetDateTime createdAt) {

    /** The entry closing or reversing this hold: same hold id and description, the given kind. */
    public LedgerEntry follow(String kind, Totals after, String idempotencyKey, OffsetDateTime at) {
        return new LedgerEntry(
                workspaceId,
                kind,
                amount,
                after,
                holdId,
                action,
                description,
                jobId,
                analysisId,
                agent,
                credentialId,
                idempotencyKey,
                at);
    }
}
