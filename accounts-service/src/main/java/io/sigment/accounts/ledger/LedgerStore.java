package io.sigment.accounts.ledger;

import io.sigment.accounts.account.AccountChanges;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.CreditHistoryList;
import io.sigment.common.api.accounts.HoldStatus;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SQL of {@code accounts.ledger}. Money moves call {@link #lockWorkspace} first, inside their transaction:
 * the workspace row lock serializes every move of that workspace's credits.
 */
public final class LedgerStore extends Store<LedgerStore> {
    /** Idempotency keys are unique across workspaces: another workspace's entry already carries this one. */
    private static final ToolError KEY_TAKEN =
            ToolError.invalidArguments("idempotency_key: already used by other paid work; use one key per paid action");

    private static final String HOLD_COLUMNS = "h.hold_id, h.workspace_id, h.amount, h.action, h.description, "
            + "h.job_id, h.analysis_id, h.agent, h.credential_id, h.created_at, "
            + "(SELECT string_agg(x.kind, ',') FROM accounts.ledger x WHERE x.workspace_id = h.workspace_id "
            + "AND x.hold_id = h.hold_id AND x.kind <> 'hold') AS closed_by";

    /** {@code balance} and {@code held} of workspace {@code $1}; also a subquery of the one-statement account read. */
    public static final String TOTALS = "SELECT "
            + "COALESCE(SUM(CASE WHEN kind IN ('top_up', 'refund') THEN amount WHEN kind = 'charge' THEN -amount "
            + "ELSE 0 END), 0) AS balance, "
            + "COALESCE(SUM(CASE WHEN kind = 'hold' THEN amount WHEN kind IN ('release', 'charge') THEN -amount "
            + "ELSE 0 END), 0) AS held "
            + "FROM accounts.ledger WHERE workspace_id = $1";
    /** {@code spent}: what agents spent in workspace {@code $1} on the UTC day from {@code $2} to {@code $3}. */
    public static final String AGENT_SPEND = "SELECT COALESCE(SUM(h.amount), 0) AS spent FROM accounts.ledger h "
            + "WHERE h.workspace_id = $1 AND h.kind = 'hold' AND h.agent "
            + "AND h.created_at >= $2 AND h.created_at < $3 "
            + "AND NOT EXISTS (SELECT 1 FROM accounts.ledger x WHERE x.workspace_id = $1 AND x.hold_id = h.hold_id "
            + "AND x.kind IN ('release', 'refund'))";

    private final CreditMetrics metrics;

    public LedgerStore(SqlClient sql) {
        this(sql, CreditMetrics.UNREAD);
    }

    public LedgerStore(SqlClient sql, CreditMetrics metrics) {
        super(sql, connection -> new LedgerStore(connection, metrics));
        this.metrics = metrics;
    }

    /** Locks the workspace row until the transaction ends; returns its plan, or empty if there is no such workspace. */
    public Future<Optional<String>> lockWorkspace(String workspaceId) {
        return sql.preparedQuery("SELECT plan_id FROM accounts.workspaces WHERE workspace_id = $1 FOR UPDATE")
                .execute(Tuple.of(workspaceId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(rows.iterator().next().getString("plan_id")));
    }

    public Future<Totals> totals(String workspaceId) {
        return sql.preparedQuery(TOTALS).execute(Tuple.of(workspaceId)).map(rows -> {
            var row = rows.iterator().next();
            return new Totals(row.getLong("balance"), row.getLong("held"));
        });
    }

    /**
     * What agents spent on {@code day}: holds they opened that day, still open or charged and not refunded
     * (charges minus refunds plus open holds, each counted on the day it was authorized).
     */
    public Future<Long> agentSpend(String workspaceId, UtcDay day) {
        return sql.preparedQuery(AGENT_SPEND)
                .execute(Tuple.of(workspaceId, day.start(), day.end()))
                .map(rows -> rows.iterator().next().getLong("spent"));
    }

    public Future<Optional<Hold>> hold(String workspaceId, String holdId) {
        return sql.preparedQuery("SELECT " + HOLD_COLUMNS + " FROM accounts.ledger h "
                        + "WHERE h.workspace_id = $1 AND h.hold_id = $2 AND h.kind = 'hold'")
                .execute(Tuple.of(workspaceId, holdId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(holdFrom(rows.iterator().next())));
    }

    /** The hold an earlier {@code authorize} opened with this idempotency key. */
    public Future<Optional<Hold>> holdByKey(String workspaceId, String idempotencyKey) {
        return sql.preparedQuery("SELECT " + HOLD_COLUMNS + " FROM accounts.ledger h "
                        + "WHERE h.workspace_id = $1 AND h.idempotency_key = $2 AND h.kind = 'hold'")
                .execute(Tuple.of(workspaceId, idempotencyKey))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(holdFrom(rows.iterator().next())));
    }

    /** Holds of every workspace opened before {@code before}, neither captured nor released, oldest first. */
    public Future<List<OpenHolds.Listed>> openHolds(OffsetDateTime before, String keyPrefix, int limit) {
        return sql.preparedQuery(
                        "SELECT h.hold_id, h.workspace_id, h.idempotency_key, h.job_id, h.amount, h.created_at "
                                + "FROM accounts.ledger h WHERE h.kind = 'hold' AND h.created_at < $1 "
                                + "AND starts_with(h.idempotency_key, $2) "
                                + "AND NOT EXISTS (SELECT 1 FROM accounts.ledger x WHERE x.workspace_id = "
                                + "h.workspace_id "
                                + "AND x.hold_id = h.hold_id AND x.kind <> 'hold') ORDER BY h.created_at LIMIT $3")
                .execute(Tuple.of(before, keyPrefix, limit))
                .map(rows -> {
                    var holds = new ArrayList<OpenHolds.Listed>();
                    rows.forEach(row -> holds.add(new OpenHolds.Listed(
                            row.getString("hold_id"),
                            row.getString("workspace_id"),
                            row.getString("idempotency_key"),
                            row.getString("job_id"),
                            row.getInteger("amount"),
                            row.getOffsetDateTime("created_at"))));
                    return holds;
                });
    }

    /** True if the workspace already has an entry with this idempotency key. */
    public Future<Boolean> exists(String workspaceId, String idempotencyKey) {
        return sql.preparedQuery("SELECT 1 FROM accounts.ledger WHERE workspace_id = $1 AND idempotency_key = $2")
                .execute(Tuple.of(workspaceId, idempotencyKey))
                .map(rows -> rows.size() > 0);
    }

    public Future<Void> append(LedgerEntry entry) {
        return sql.preparedQuery("INSERT INTO accounts.ledger (workspace_id, kind, amount, balance_after, "
                        + "available_after, hold_id, action, description, job_id, analysis_id, agent, "
                        + "credential_id, "
                        + "idempotency_key, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, "
                        + "$12, $13, $14)")
                .execute(Tuple.from(new Object[] {
                    entry.workspaceId(),
                    entry.kind(),
                    Math.toIntExact(entry.amount()),
                    entry.after().balance(),
                    entry.after().available(),
                    entry.holdId(),
                    entry.action(),
                    entry.description(),
                    entry.jobId(),
                    entry.analysisId(),
                    entry.agent(),
                    entry.credentialId(),
                    entry.idempotencyKey(),
                    entry.createdAt()
                }))
                .onSuccess(rows -> metrics.written(entry))
                .onComplete(done -> AccountChanges.written(sql))
                .<Void>mapEmpty()
                .recover(cause -> Future.failedFuture(isUniqueViolation(cause) ? KEY_TAKEN : cause));
    }

    /** The workspace's top-ups, charges and refunds, newest first. */
    public Future<List<CreditHistoryList.Entry>> history(String workspaceId, int limit) {
        return sql.preparedQuery("SELECT entry_id, kind, amount, balance_after, action, description, job_id, "
                        + "analysis_id, created_at FROM accounts.ledger "
                        + "WHERE workspace_id = $1 AND kind IN ('top_up', 'charge', 'refund') "
                        + "ORDER BY created_at DESC, entry_id DESC LIMIT $2")
                .execute(Tuple.of(workspaceId, limit))
                .map(rows -> {
                    var entries = new ArrayList<CreditHistoryList.Entry>();
                    rows.forEach(row -> entries.add(HistoryEntry.of(row)));
                    return entries;
                });
    }

    private static Hold holdFrom(Row row) {
        var closedBy = String.valueOf(row.getString("closed_by"));
        var state = closedBy.contains(LedgerEntry.REFUND)
                ? HoldStatus.REFUNDED
                : closedBy.contains(LedgerEntry.CHARGE)
                        ? HoldStatus.CAPTURED
                        : closedBy.contains(LedgerEntry.RELEASE) ? HoldStatus.RELEASED : HoldStatus.OPEN;
        return new Hold(
                row.getString("hold_id"),
                row.getString("workspace_id"),
                row.getInteger("amount"),
                row.getString("action"),
                row.getString("description"),
                row.getString("job_id"),
                row.getString("analysis_id"),
                row.getBoolean("agent"),
                row.getString("credential_id"),
                state,
                row.getOffsetDateTime("created_at"));
    }
}
