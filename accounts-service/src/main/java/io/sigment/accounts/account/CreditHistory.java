package io.sigment.accounts.account;

import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccountsTools;
import io.sigment.common.api.accounts.CreditHistoryList;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** {@code get_credit_history}: the workspace's charges, refunds and top-ups, newest first. */
public final class CreditHistory {

    private final LedgerStore ledger;

    public CreditHistory(LedgerStore ledger) {
        this.ledger = ledger;
    }

    public Future<JsonObject> list(Caller caller, JsonObject args) {
        var limit = AccountsTools.GET_CREDIT_HISTORY.read(args).limit();
        if (caller.workspaceId() == null) return Future.failedFuture(ToolError.workspaceNotFound());
        return ledger.history(caller.workspaceId(), limit)
                .map(entries -> new CreditHistoryList(caller.workspaceId(), entries, entries.size()).toJson());
    }
}
