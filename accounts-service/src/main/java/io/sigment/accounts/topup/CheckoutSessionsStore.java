package io.sigment.accounts.topup;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.Optional;

/** SQL of {@code accounts.checkout_sessions}. */
public final class CheckoutSessionsStore extends Store<CheckoutSessionsStore> {
    public CheckoutSessionsStore(SqlClient sql) {
        super(sql, CheckoutSessionsStore::new);
    }

    /** A checkout offered to a workspace: the package as it was priced then. */
    public record StoredSession(
            String sessionId,
            String workspaceId,
            String packageId,
            int credits,
            int priceCents,
            String currency,
            String provider,
            String url,
            OffsetDateTime completedAt) {
        static StoredSession from(Row row) {
            return new StoredSession(
                    row.getString("session_id"),
                    row.getString("workspace_id"),
                    row.getString("package_id"),
                    row.getInteger("credits"),
                    row.getInteger("price_cents"),
                    row.getString("currency"),
                    row.getString("provider"),
                    row.getString("url"),
                    row.getOffsetDateTime("completed_at"));
        }
    }

    public Future<Void> insert(StoredSession session, String requestedBy) {
        return sql.preparedQuery(
                        "INSERT INTO accounts.checkout_sessions (session_id, workspace_id, package_id, credits, "
                                + "price_cents, currency, provider, url, requested_by) VALUES ($1, $2, $3, $4, $5, $6, "
                                + "$7, $8, $9)")
                .execute(Tuple.from(new Object[] {
                    session.sessionId(),
                    session.workspaceId(),
                    session.packageId(),
                    session.credits(),
                    session.priceCents(),
                    session.currency(),
                    session.provider(),
                    session.url(),
                    requestedBy
                }))
                .mapEmpty();
    }

    /** Looked up by the provider's session id (a webhook or the sandbox page knows nothing else). */
    public Future<Optional<StoredSession>> find(String sessionId) {
        return sql.preparedQuery(
                        "SELECT session_id, workspace_id, package_id, credits, price_cents, currency, provider, "
                                + "url, completed_at FROM accounts.checkout_sessions WHERE session_id = $1")
                .execute(Tuple.of(sessionId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(StoredSession.from(rows.iterator().next())));
    }

    public Future<Void> markCompleted(String workspaceId, String sessionId, OffsetDateTime at) {
        return sql.preparedQuery("UPDATE accounts.checkout_sessions SET completed_at = $3 "
                        + "WHERE workspace_id = $1 AND session_id = $2 AND completed_at IS NULL")
                .execute(Tuple.of(workspaceId, sessionId, at))
                .mapEmpty();
    }
}
