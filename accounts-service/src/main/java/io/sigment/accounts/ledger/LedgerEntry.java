package io.sigment.accounts.ledger;

import java.time.OffsetDateTime;

/** A new row of {@code accounts.ledger}; {@code after} is the workspace's credits once it is applied. */
public record LedgerEntry(
        String workspaceId,
        String kind,
        long amount,
        Totals after,
        String holdId,
        String action,
        String description,
        String jobId,
        String analysisId,
        boolean agent,
        String credentialId,
        String idempotencyKey,
        OffsetDateTime createdAt) {

    public static final String TOP_UP = "top_up";
    public static final String CHARGE = "charge";
    public static final String REFUND = "refund";
    public static final String HOLD = "hold";
    public static final String RELEASE = "release";

    /**
     * The largest amount one entry holds (the column is an {@code integer}); larger requests are refused, never cut.
     */
    public static final long MAX_AMOUNT = Integer.MAX_VALUE;
}
