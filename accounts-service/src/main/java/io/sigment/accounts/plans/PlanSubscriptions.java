package io.sigment.accounts.plans;

import io.sigment.common.ops.Log;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Logger;

/**
 * What Stripe's subscription events do to a workspace's plan (each already verified by its signature). A
 * completed subscription checkout puts the workspace on the checkout's plan once, and ends the subscription it
 * replaces, unless the plan no longer seats the workspace's people and open invitations ({@link SeatCheck}, under
 * the workspace's lock): then it is refused and refunded; an update of the workspace's current subscription follows its
 * status (active: the plan in its
 * metadata; ended or unpaid for good: Free); its deletion puts the workspace on Free. Events of any other
 * subscription (one replaced or never ours) change nothing. A plan change keeps every analysis, list and credit.
 */
public final class PlanSubscriptions {
    private static final Logger LOG = Logger.getLogger(PlanSubscriptions.class.getName());
    static final String FREE = "free";
    private static final Set<String> LIVE = Set.of("active", "trialing");
    private static final Set<String> ENDED = Set.of("canceled", "unpaid", "incomplete_expired");

    private final SubscriptionsStore store;
    private final StripeSubscriptions stripe;
    private final Map<String, Plan> plans;
    private final SeatCheck seats;

    public PlanSubscriptions(
            SubscriptionsStore store, StripeSubscriptions stripe, Map<String, Plan> plans, SeatCheck seats) {
        this.store = store;
        this.stripe = stripe;
        this.plans = Map.copyOf(plans);
        this.seats = seats;
    }

    /** {@code checkout.session.completed} of a session in subscription mode. */
    public Future<JsonObject> completed(JsonObject session) {
        var sessionId = session.getString("id", "");
        var subscriptionId = idOf(session.getValue("subscription"));
        var customerId = idOf(session.getValue("customer"));
        if (!"complete".equals(session.getString("status")) || subscriptionId == null || customerId == null) {
            return Future.succeededFuture(outcome(false, "checkout not complete"));
        }
        return store.checkout(sessionId).compose(found -> {
            if (found.isEmpty()) {
                Log.warn(LOG, "stripe subscription checkout unknown here", Map.of("session_id", sessionId), null);
                return Future.succeededFuture(outcome(false, "unknown checkout session"));
            }
            var checkout = found.get();
            var invoiceId = idOf(session.getValue("invoice"));
            if (checkout.refusedReason() != null) return refunded(checkout, subscriptionId, invoiceId);
            if (checkout.completed()) return Future.succeededFuture(outcome(false, "already applied"));
            var plan = plans.get(checkout.planId());
            // Seats first, under the workspace's lock: invitations stay refused while this checkout is open.
            return store.inTransaction(tx -> seats.misfit(tx, checkout.workspaceId(), plan)
                            .compose(misfit -> misfit.isEmpty()
                                    ? Future.succeededFuture(false)
                                    : tx.refuseCheckout(sessionId, misfit.get())))
                    .compose(refused -> refused
                            ? store.checkout(sessionId)
                                    .compose(again -> refunded(again.orElseThrow(), subscriptionId, invoiceId))
                            : apply(checkout, subscriptionId, customerId));
        });
    }

    /** A refused checkout: its new subscription ended and its payment refunded (again, harmlessly, on a redelivery). */
    private Future<JsonObject> refunded(
            SubscriptionsStore.PlanCheckout checkout, String subscriptionId, String invoiceId) {
        Log.warn(
                LOG,
                "plan change refused at payment: seats",
                Map.of(
                        "workspace_id",
                        checkout.workspaceId(),
                        "plan_id",
                        checkout.planId(),
                        "session_id",
                        checkout.sessionId()),
                null);
        return stripe.refuse(checkout.workspaceId(), subscriptionId, invoiceId)
                .map(v -> outcome(false, "refused: the plan no longer fits the workspace")
                        .put("refunded", true)
                        .put("workspace_id", checkout.workspaceId()));
    }

    private Future<JsonObject> apply(
            SubscriptionsStore.PlanCheckout checkout, String subscriptionId, String customerId) {
        var sessionId = checkout.sessionId();
        // The replaced subscription ends first: if Stripe cannot cancel it now, the webhook fails and comes again.
        return store.ofWorkspace(checkout.workspaceId())
                .compose(previous -> previous.isPresent()
                                && !previous.get().subscriptionId().equals(subscriptionId)
                        ? stripe.cancel(checkout.workspaceId(), previous.get().subscriptionId())
                        : Future.<Void>succeededFuture())
                .compose(v -> store.inTransaction(tx -> tx.completeCheckout(sessionId)
                        .compose(first -> !first
                                ? Future.succeededFuture(outcome(false, "already applied"))
                                : tx.subscribe(new SubscriptionsStore.Subscription(
                                                checkout.workspaceId(),
                                                customerId,
                                                subscriptionId,
                                                checkout.planId(),
                                                "active"))
                                        .compose(s -> tx.setPlan(checkout.workspaceId(), checkout.planId()))
                                        .map(s -> outcome(true, null)
                                                .put("workspace_id", checkout.workspaceId())
                                                .put("plan", checkout.planId())))));
    }

    /** {@code customer.subscription.updated}. */
    public Future<JsonObject> updated(JsonObject subscription) {
        var status = subscription.getString("status", "");
        var planId = subscription.getJsonObject("metadata", new JsonObject()).getString("plan_id");
        return current(subscription).compose(found -> {
            if (found.isEmpty()) return Future.succeededFuture(outcome(false, "not a current subscription"));
            var current = found.get();
            if (ENDED.contains(status)) return end(current);
            var plan = LIVE.contains(status) && planId != null && plans.containsKey(planId) && !FREE.equals(planId)
                    ? planId
                    : current.planId();
            // A plan with fewer seats than the workspace's people and open invitations is not applied: it keeps its
            // plan.
            return store.inTransaction(tx -> seats.misfit(tx, current.workspaceId(), plans.get(plan))
                    .compose(misfit -> {
                        var applied = misfit.isEmpty() ? plan : current.planId();
                        return tx.subscribe(new SubscriptionsStore.Subscription(
                                        current.workspaceId(),
                                        current.customerId(),
                                        current.subscriptionId(),
                                        applied,
                                        status))
                                .compose(v -> tx.setPlan(current.workspaceId(), applied))
                                .map(v -> outcome(true, misfit.orElse(null))
                                        .put("workspace_id", current.workspaceId())
                                        .put("plan", applied));
                    }));
        });
    }

    /** {@code customer.subscription.deleted}. */
    public Future<JsonObject> deleted(JsonObject subscription) {
        return current(subscription)
                .compose(found -> found.isEmpty()
                        ? Future.succeededFuture(outcome(false, "not a current subscription"))
                        : end(found.get()));
    }

    private Future<Optional<SubscriptionsStore.Subscription>> current(JsonObject subscription) {
        var id = subscription.getString("id");
        return id == null ? Future.succeededFuture(Optional.empty()) : store.bySubscription(id);
    }

    private Future<JsonObject> end(SubscriptionsStore.Subscription current) {
        return store.inTransaction(tx -> tx.unsubscribe(current.workspaceId())
                .compose(v -> tx.setPlan(current.workspaceId(), FREE))
                .map(v -> outcome(true, null)
                        .put("workspace_id", current.workspaceId())
                        .put("plan", FREE)));
    }

    /** A session's {@code customer} or {@code subscription}: an id, or the object when Stripe expanded it. */
    private static String idOf(Object field) {
        if (field instanceof String id) return id;
        return field instanceof JsonObject object ? object.getString("id") : null;
    }

    private static JsonObject outcome(boolean applied, String reason) {
        var reply = new JsonObject().put("received", true).put("plan_changed", applied);
        return reason == null ? reply : reply.put("reason", reason);
    }
}
