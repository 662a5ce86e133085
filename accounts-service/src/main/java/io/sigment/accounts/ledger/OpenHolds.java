package io.sigment.accounts.ledger;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.OpenHold;
import io.sigment.common.api.accounts.OpenHoldList;
import io.sigment.common.api.accounts.OpenHoldsQuery;
import io.sigment.common.api.jobs.JobId;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.time.OffsetDateTime;

/**
 * {@code list_open_holds}: holds neither captured nor released, older than a given age, across workspaces, for the
 * service that opened them to release those whose work is gone (jobs-service's sweeper). Sigment only.
 */
public final class OpenHolds {
    private final LedgerStore ledger;
    private final Clock clock;

    public OpenHolds(LedgerStore ledger, Clock clock) {
        this.ledger = ledger;
        this.clock = clock;
    }

    public Future<JsonObject> list(Caller caller, JsonObject args) {
        if (!"system".equals(caller.credentialKind())) {
            return Future.failedFuture(ToolError.notFound("list_open_holds is for Sigment's own services."));
        }
        var query = OpenHoldsQuery.fromJson(args);
        var before = OffsetDateTime.now(clock).minusSeconds(query.olderThanSeconds());
        var prefix = query.keyPrefix();
        return ledger.openHolds(before, prefix == null ? "" : prefix, query.limit())
                .map(holds -> new OpenHoldList(holds.stream()
                                .map(hold -> new OpenHold(
                                        hold.holdId(),
                                        hold.workspaceId(),
                                        hold.idempotencyKey(),
                                        hold.jobId() == null ? null : new JobId(hold.jobId()),
                                        hold.amount(),
                                        hold.createdAt().toString()))
                                .toList())
                        .toJson());
    }

    /** An open hold as listed. */
    public record Listed(
            String holdId,
            String workspaceId,
            String idempotencyKey,
            String jobId,
            long amount,
            OffsetDateTime createdAt) {}
}
