package io.sigment.accounts.account;

import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;

/** {@code get_credit_history}: the workspace's charges, refunds and top-ups, newest first. */
public final class CreditHistory {
  private static final int DEFAULT_LIMIT = 20;
  private static final int MAX_LIMIT = 100;

  private final LedgerStore ledger;

  public CreditHistory(Pool pool) {
    this.ledger = new LedgerStore(pool);
  }

  public Future<JsonObject> list(Caller caller, JsonObject args) {
    var limit = args.getValue("limit") instanceof Number n ? n.intValue() : DEFAULT_LIMIT;
    if (limit < 1 || limit > MAX_LIMIT) {
      return Future.failedFuture(ToolError.invalidArguments("limit: between 1 and " + MAX_LIMIT));
    }
    if (caller.workspaceId() == null) {
      return Future.failedFuture(ToolError.notFound("Pass a workspace_id from get_account."));
    }
    return ledger.history(caller.workspaceId(), limit).map(entries -> new JsonObject()
        .put("workspace_id", caller.workspaceId())
        .put("entries", new JsonArray(entries))
        .put("count", entries.size()));
  }
}
