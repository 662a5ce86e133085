package io.sigment.common.api.accounts;

import io.sigment.common.Caller;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The money path of accounts-service as other services call it: a hold as the agent ({@code authorize}), then its
 * capture, release or refund by the service that did the work, the sweep of holds whose work is gone, the
 * Stripe webhooks the gateway passes on, the sandbox checkout page's two calls, the plans and a person's plan
 * change, the price table.
 */
public final class AccountsClient {
    private final ServiceClient bus;

    public AccountsClient(ServiceClient bus) {
        this.bus = bus;
    }

    /**
     * Holds a price as {@code agent} (accounts checks plan, daily cap and balance).
     */
    public Future<HoldAuthorization> authorize(Caller agent, HoldRequest request) {
        return bus.request(AccountsAction.AUTHORIZE, agent, request.toJson()).map(HoldAuthorization::fromJson);
    }

    /**
     * Charges the hold (the work is done); {@code service} is the settling service's caller in the hold's workspace.
     */
    public Future<HoldSettled> capture(Caller service, String holdId) {
        return bus.request(AccountsAction.CAPTURE, service, new HoldRef(holdId).toJson())
                .map(HoldSettled::fromJson);
    }

    /** Frees a hold never charged. */
    public Future<HoldSettled> release(Caller service, String holdId) {
        return bus.request(AccountsAction.RELEASE, service, new HoldRef(holdId).toJson())
                .map(HoldSettled::fromJson);
    }

    /** Returns the credits: releases a hold never charged, refunds a charged one. */
    public Future<HoldSettled> refund(Caller service, String holdId) {
        return bus.request(AccountsAction.REFUND, service, new HoldRef(holdId).toJson())
                .map(HoldSettled::fromJson);
    }

    public Future<List<OpenHold>> openHolds(Caller service, OpenHoldsQuery query) {
        return bus.request(AccountsAction.LIST_OPEN_HOLDS, service, query.toJson())
                .map(reply -> OpenHoldList.fromJson(reply).holds());
    }

    /**
     * Passes on a Stripe webhook delivery; a refusal (bad signature) is INVALID_ARGUMENTS. The gateway answers Stripe
     * itself, so accounts' reply is not read.
     */
    public Future<Void> stripeWebhook(Caller gateway, StripeDelivery delivery) {
        return bus.request(AccountsAction.STRIPE_WEBHOOK, gateway, delivery.toJson())
                .mapEmpty();
    }

    /** The price table, which the app's pages show instead of restating a price. */
    public Future<PriceTable> prices(Caller caller) {
        return bus.request(AccountsAction.PRICE_LIST, caller, new JsonObject()).map(PriceTable::fromJson);
    }

    /** Every plan and how a change is paid on this deployment, as {@code person} sees the plans page. */
    public Future<PlanList> listPlans(Caller person) {
        return bus.request(AccountsAction.LIST_PLANS, person, new ActingPerson(person.userId()).toJson())
                .map(PlanList::fromJson);
    }

    /** The signed-in {@code person} moves {@code workspaceId}, which they own, to {@code planId}. */
    public Future<PlanChange> changePlan(Caller person, String workspaceId, String planId) {
        return bus.request(
                        AccountsAction.CHANGE_PLAN,
                        person,
                        new PlanChoice(workspaceId, planId)
                                .toJson()
                                .mergeIn(new ActingPerson(person.userId()).toJson()))
                .map(PlanChange::fromJson);
    }

    /** What the sandbox checkout page shows; NOT_FOUND unless it is a sandbox session and the sandbox is on. */
    public Future<SandboxCheckoutView> sandboxCheckout(Caller caller, CheckoutRef checkout) {
        return bus.request(AccountsAction.SANDBOX_CHECKOUT, caller, checkout.toJson())
                .map(SandboxCheckoutView::fromJson);
    }

    /** The sandbox page's button: credits the session once; a second completion replies {@code credited} false. */
    public Future<CheckoutCompleted> completeSandboxCheckout(Caller caller, CheckoutRef checkout) {
        return bus.request(AccountsAction.COMPLETE_SANDBOX_CHECKOUT, caller, checkout.toJson())
                .map(CheckoutCompleted::fromJson);
    }
}
