package io.sigment.accounts.ledger;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.OffsetDateTime;

/**
 * {@code list_open_holds}: holds neither captured nor released, older than a given age, across workspaces, for the
 * service that opened them to release those whose work is gone (jobs-service's sweeper). Sigment only.
 */
public final class OpenHolds {
  private static final int MAX_LIMIT = 1000;

  private final Pool pool;
  private final Clock clock;

  public OpenHolds(Pool pool, Clock clock) {
    this.pool = pool;
    this.clock = clock;
  }

  public Future<JsonObject> list(Caller caller, JsonObject args) {
    if (!"system".equals(caller.credentialKind())) {
      return Future.failedFuture(ToolError.notFound("list_open_holds is for Sigment's own services."));
    }
    var olderThan = args.getValue("older_than_seconds") instanceof Number n ? n.longValue() : -1;
    var limit = args.getValue("limit") instanceof Number n ? n.intValue() : 100;
    var prefix = args.getValue("key_prefix") instanceof String s ? s : "";
    if (olderThan < 0 || limit < 1 || limit > MAX_LIMIT) {
      return Future.failedFuture(ToolError.invalidArguments("older_than_seconds (>= 0) and limit (1-" + MAX_LIMIT
          + ") are required"));
    }
    var before = OffsetDateTime.now(clock).minusSeconds(olderThan);
    return new LedgerStore(pool).openHolds(before, prefix, limit).map(holds -> {
      var list = new JsonArray();
      holds.forEach(hold -> list.add(new JsonObject()
          .put("hold_id", hold.holdId())
          .put("workspace_id", hold.workspaceId())
          .put("idempotency_key", hold.idempotencyKey())
          .put("job_id", hold.jobId())
          .put("amount", hold.amount())
          .put("created_at", hold.createdAt().toString())));
      return new JsonObject().put("holds", list);
    });
  }

  /** An open hold as listed. */
  public record Listed(String holdId, String workspaceId, String idempotencyKey, String jobId, long amount,
                       OffsetDateTime createdAt) {
  }
}
