package io.sigment.accounts.plans;

import io.sigment.accounts.identity.ActingUser;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.ActingPerson;
import io.sigment.common.api.accounts.PlanChange;
import io.sigment.common.api.accounts.PlanChoice;
import io.sigment.common.api.accounts.PlanList;
import io.sigment.common.api.accounts.PlanOffer;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * The app's plans page ({@code list_plans}) and a workspace's upgrade or downgrade ({@code change_plan}, its owner
 * only; args {@code user_id} from the app session). With Stripe configured, a paid plan is bought through a Stripe
 * Checkout in subscription mode (the reply's {@code checkout_url}; the plan changes when Stripe's webhook says the
 * checkout completed) and Free cancels the subscription (the plan changes when Stripe's webhook says it ended).
 * Without Stripe, changes go through the sandbox where {@code SIGMENT_SANDBOX_PAYMENTS} is on, at once; with
 * neither they are refused, saying so. A downgrade keeps every analysis, list and credit; one to a plan with fewer
 * seats than the workspace has people is refused until the owner removed enough members (nobody is dropped silently).
 */
public final class PlanChanges {
    private static final String OWNER_ONLY = "Only the workspace's owner changes its plan.";

    private final PlanChangesStore store;
    private final boolean sandbox;
    private final SubscriptionsStore subscriptions;
    private final StripeSubscriptions stripe;
    private final SeatCheck seats;
    private final java.util.Map<String, Plan> plans;

    /** {@code stripe} null where no Stripe key is set. */
    public PlanChanges(
            PlanChangesStore store,
            boolean sandbox,
            SubscriptionsStore subscriptions,
            StripeSubscriptions stripe,
            SeatCheck seats,
            java.util.Map<String, Plan> plans) {
        this.seats = seats;
        this.plans = java.util.Map.copyOf(plans);
        this.store = store;
        this.sandbox = sandbox;
        this.subscriptions = subscriptions;
        this.stripe = stripe;
    }

    /**
     * {@code list_plans}: every plan, how changes are paid here ({@code billing}: stripe, sandbox or none), and
     * {@code notices}: why recent paid changes of the workspaces {@code user_id} owns were refused at payment.
     */
    public Future<JsonObject> list(Caller caller, JsonObject args) {
        var billing = stripe != null ? "stripe" : sandbox ? "sandbox" : "none";
        var userId = ActingPerson.fromJson(args).userId();
        var notices = userId == null
                ? Future.succeededFuture(java.util.List.<String>of())
                : subscriptions.recentRefusals(userId);
        return store.plans()
                .compose(offers -> notices.map(refused -> new PlanList(offers, sandbox, billing, refused).toJson()));
    }

    /** {@code change_plan}: args {@code user_id}, {@code workspace_id}, {@code plan_id}. */
    public Future<JsonObject> change(Caller caller, JsonObject args) {
        return decide(args).map(PlanChange::toJson);
    }

    private Future<PlanChange> decide(JsonObject args) {
        var userId = ActingUser.required(args);
        var choice = PlanChoice.fromJson(args);
        var workspaceId = choice.workspaceId();
        var planId = choice.planId();
        if (!sandbox && stripe == null) {
            return Future.failedFuture(ToolError.invalidArguments("plan_id: plan changes are not configured on this "
                    + "deployment (no Stripe subscriptions, sandbox payments off)"));
        }
        return store.plans().compose(plans -> {
            var plan = plans.stream().filter(p -> planId.equals(p.planId())).findFirst();
            if (plan.isEmpty()) {
                return Future.failedFuture(ToolError.invalidArguments("plan_id: must be one of "
                        + String.join(
                                ", ", plans.stream().map(PlanOffer::planId).toList())));
            }
            return store.occupancyIfOwned(workspaceId, userId).compose(seats -> {
                if (seats.isEmpty()) return Future.failedFuture(ToolError.notFound(OWNER_ONLY));
                var fewer = plan.get().maxMembers();
                if (fewer < seats.get().maxMembers() && seats.get().people() > fewer) {
                    return Future.failedFuture(
                            tooManyMembers(plan.get(), seats.get().people()));
                }
                return stripe == null
                        ? inSandbox(workspaceId, userId, planId)
                        : throughStripe(workspaceId, userId, plan.get());
            });
        });
    }

    /** A downgrade would leave more people in the workspace than the plan allows: refused, naming how many go first. */
    static ToolError tooManyMembers(PlanOffer plan, int members) {
        var seats = plan.maxMembers();
        var excess = members - seats;
        return ToolError.invalidArguments("plan_id: the " + plan.name() + " plan allows "
                + (seats == 1 ? "only the owner in a workspace" : "up to " + seats + " people in a workspace")
                + " and this one has "
                + members + ". Remove " + excess + (excess == 1 ? " member" : " members")
                + " on the members page first, "
                + "then change the plan");
    }

    /** At once, holding the workspace's row: its people and open invitations counted against the plan first. */
    private Future<PlanChange> inSandbox(String workspaceId, String userId, String planId) {
        var plan = plans.get(planId);
        return store.inTransaction(tx -> seats.misfit(tx, workspaceId, plan)
                        .compose(misfit -> misfit.isPresent()
                                ? Future.failedFuture(ToolError.invalidArguments("plan_id: " + plan.name() + " allows "
                                        + (plan.maxMembers() == 1
                                                ? "only the owner"
                                                : "up to " + plan.maxMembers() + " people")
                                        + " and the workspace has more people and open invitations. Remove members or "
                                        + "cancel invitations on "
                                        + "the members page first, then change the plan"))
                                : tx.changeOwned(workspaceId, userId, planId)))
                .compose(changed -> changed
                        ? Future.succeededFuture(PlanChange.done(workspaceId, planId))
                        : Future.failedFuture(ToolError.notFound(OWNER_ONLY)));
    }

    /** A paid plan: a subscription checkout. Free: the subscription cancelled (or, without one, Free at once). */
    private Future<PlanChange> throughStripe(String workspaceId, String userId, PlanOffer plan) {
        var planId = plan.planId();
        return subscriptions.owned(workspaceId, userId).compose(found -> {
            if (found.isEmpty()) return Future.failedFuture(ToolError.notFound(OWNER_ONLY));
            var owned = found.get();
            if (owned.planId().equals(planId)) {
                return Future.failedFuture(
                        ToolError.invalidArguments("plan_id: the workspace is already on " + plan.name()));
            }
            if (!plan.free()) {
                var customer = owned.subscription()
                        .map(SubscriptionsStore.Subscription::customerId)
                        .orElse(null);
                return stripe.checkout(workspaceId, plan, customer)
                        .compose(session -> subscriptions
                                .insertCheckout(session.id(), workspaceId, planId, userId, session.url())
                                .map(v -> new PlanChange(
                                        workspaceId, owned.planId(), planId, true, session.url(), null)));
            }
            if (owned.subscription().isEmpty()) {
                return subscriptions
                        .setPlan(workspaceId, planId)
                        .map(v -> new PlanChange(workspaceId, planId, planId, false, null, null));
            }
            return stripe.cancel(workspaceId, owned.subscription().get().subscriptionId())
                    .map(v -> new PlanChange(
                            workspaceId,
                            owned.planId(),
                            planId,
                            true,
                            null,
                            "The subscription is cancelled; "
                                    + "the workspace moves to " + plan.name()
                                    + " as soon as Stripe confirms it, keeping every "
                                    + "analysis, list and credit."));
        });
    }
}
