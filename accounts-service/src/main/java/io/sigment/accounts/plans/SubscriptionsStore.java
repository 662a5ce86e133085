package io.sigment.accounts.plans;

import io.sigment.accounts.account.AccountChanges;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.Optional;

/**
 * SQL of paid plans bought through Stripe: {@code accounts.plan_checkouts} (a checkout an owner opened for a plan)
 * and {@code accounts.subscriptions} (each workspace's current subscription), and the plan they put a workspace on.
 */
public final class SubscriptionsStore extends Store<SubscriptionsStore> {
    public SubscriptionsStore(SqlClient sql) {
        super(sql, SubscriptionsStore::new);
    }

    /** A workspace as its owner sees it here: its plan, and its current subscription if it has one. */
    public record Owned(String workspaceId, String planId, Optional<Subscription> subscription) {}

    public record Subscription(
            String workspaceId, String customerId, String subscriptionId, String planId, String status) {
        static Subscription from(Row row) {
            return new Subscription(
                    row.getString("workspace_id"),
                    row.getString("customer_id"),
                    row.getString("subscription_id"),
                    row.getString("sub_plan_id"),
                    row.getString("status"));
        }
    }

    /** {@code refusedReason}: why the webhook refused to apply it (null: applied, or not completed yet). */
    public record PlanCheckout(
            String sessionId, String workspaceId, String planId, boolean completed, String refusedReason) {}

    /** The workspace with its plan and subscription, if {@code userId} is its owner. */
    public Future<Optional<Owned>> owned(String workspaceId, String userId) {
        return sql.preparedQuery("SELECT w.workspace_id, w.plan_id, s.customer_id, s.subscription_id, "
                        + "s.plan_id AS sub_plan_id, s.status FROM accounts.workspaces w "
                        + "JOIN accounts.memberships m ON m.workspace_id = w.workspace_id AND m.user_id = $2 "
                        + "AND m.role = 'owner' "
                        + "LEFT JOIN accounts.subscriptions s ON s.workspace_id = w.workspace_id WHERE "
                        + "w.workspace_id = $1")
                .execute(Tuple.of(workspaceId, userId))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    var subscription = row.getString("subscription_id") == null
                            ? Optional.<Subscription>empty()
                            : Optional.of(Subscription.from(row));
                    return Optional.of(
                            new Owned(row.getString("workspace_id"), row.getString("plan_id"), subscription));
                });
    }

    public Future<Void> insertCheckout(
            String sessionId, String workspaceId, String planId, String requestedBy, String url) {
        return sql.preparedQuery(
                        "INSERT INTO accounts.plan_checkouts (session_id, workspace_id, plan_id, requested_by, "
                                + "url) VALUES ($1, $2, $3, $4, $5)")
                .execute(Tuple.of(sessionId, workspaceId, planId, requestedBy, url))
                .mapEmpty();
    }

    public Future<Optional<PlanCheckout>> checkout(String sessionId) {
        return sql.preparedQuery("SELECT session_id, workspace_id, plan_id, completed_at, refused_reason "
                        + "FROM accounts.plan_checkouts "
                        + "WHERE session_id = $1")
                .execute(Tuple.of(sessionId))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new PlanCheckout(
                            row.getString("session_id"),
                            row.getString("workspace_id"),
                            row.getString("plan_id"),
                            row.getValue("completed_at") != null,
                            row.getString("refused_reason")));
                });
    }

    /** The workspace's current subscription, if any. */
    public Future<Optional<Subscription>> ofWorkspace(String workspaceId) {
        return one("workspace_id = $1", workspaceId);
    }

    /** The workspace whose current subscription this is; empty for any other (an ended or replaced one). */
    public Future<Optional<Subscription>> bySubscription(String subscriptionId) {
        return one("subscription_id = $1", subscriptionId);
    }

    private Future<Optional<Subscription>> one(String where, String value) {
        return sql.preparedQuery("SELECT workspace_id, customer_id, subscription_id, plan_id AS sub_plan_id, status "
                        + "FROM accounts.subscriptions WHERE " + where)
                .execute(Tuple.of(value))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(Subscription.from(rows.iterator().next())));
    }

    /** Marks the checkout completed but refused, and why; false if it was completed already. */
    public Future<Boolean> refuseCheckout(String sessionId, String reason) {
        return sql.preparedQuery("UPDATE accounts.plan_checkouts SET completed_at = now(), refused_reason = $2 "
                        + "WHERE session_id = $1 AND completed_at IS NULL")
                .execute(Tuple.of(sessionId, reason))
                .map(rows -> rows.rowCount() == 1);
    }

    /**
     * Why plan changes of workspaces {@code userId} owns were refused in the last 30 days, newest first (at most 5).
     */
    public Future<java.util.List<String>> recentRefusals(String userId) {
        return sql.preparedQuery("SELECT c.refused_reason FROM accounts.plan_checkouts c JOIN accounts.memberships m "
                        + "ON m.workspace_id = c.workspace_id AND m.user_id = $1 AND m.role = 'owner' "
                        + "WHERE c.refused_reason IS NOT NULL AND c.completed_at > now() - interval '30 days' "
                        + "ORDER BY c.completed_at DESC LIMIT 5")
                .execute(Tuple.of(userId))
                .map(rows -> {
                    var reasons = new java.util.ArrayList<String>();
                    rows.forEach(row -> reasons.add(row.getString("refused_reason")));
                    return reasons;
                });
    }

    /** Marks the checkout completed; false if it was already (a webhook delivered again). */
    public Future<Boolean> completeCheckout(String sessionId) {
        return sql.preparedQuery("UPDATE accounts.plan_checkouts SET completed_at = now() WHERE session_id = $1 "
                        + "AND completed_at IS NULL")
                .execute(Tuple.of(sessionId))
                .map(rows -> rows.rowCount() == 1);
    }

    /** Makes {@code subscription} the workspace's current one, on its plan. */
    public Future<Void> subscribe(Subscription subscription) {
        return sql.preparedQuery(
                        "INSERT INTO accounts.subscriptions (workspace_id, customer_id, subscription_id, plan_id, "
                                + "status) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (workspace_id) DO UPDATE SET "
                                + "customer_id = $2, "
                                + "subscription_id = $3, plan_id = $4, status = $5, updated_at = now()")
                .execute(Tuple.of(
                        subscription.workspaceId(),
                        subscription.customerId(),
                        subscription.subscriptionId(),
                        subscription.planId(),
                        subscription.status()))
                .mapEmpty();
    }

    /** The workspace no longer has a subscription. */
    public Future<Void> unsubscribe(String workspaceId) {
        return sql.preparedQuery("DELETE FROM accounts.subscriptions WHERE workspace_id = $1")
                .execute(Tuple.of(workspaceId))
                .mapEmpty();
    }

    /** Puts the workspace on {@code planId}; its analyses, lists, members and credits stay as they are. */
    public Future<Void> setPlan(String workspaceId, String planId) {
        return sql.preparedQuery("UPDATE accounts.workspaces SET plan_id = $2 WHERE workspace_id = $1")
                .execute(Tuple.of(workspaceId, planId))
                .onComplete(done -> AccountChanges.written(sql))
                .mapEmpty();
    }
}
