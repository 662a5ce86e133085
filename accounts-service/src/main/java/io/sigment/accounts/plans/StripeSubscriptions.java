package io.sigment.accounts.plans;

import com.stripe.net.RequestOptions;
import com.stripe.param.InvoicePaymentListParams;
import com.stripe.param.RefundCreateParams;
import com.stripe.param.SubscriptionCancelParams;
import com.stripe.param.checkout.SessionCreateParams;
import io.sigment.accounts.topup.CheckoutProvider;
import io.sigment.accounts.topup.StripeApi;
import io.sigment.common.api.accounts.PlanOffer;
import io.vertx.core.Future;

/**
 * A paid plan as a Stripe subscription: a Checkout Session in subscription mode (the plan's monthly price,
 * workspace and plan in the session's and the subscription's metadata), and the cancellation of a subscription
 * the workspace no longer wants.
 */
public final class StripeSubscriptions {
    private static final String CURRENCY = "usd";
    private static final String COULD_NOT = "change the subscription";

    private final StripeApi stripe;
    private final String publicBaseUrl;

    public StripeSubscriptions(StripeApi stripe, String publicBaseUrl) {
        this.stripe = stripe;
        this.publicBaseUrl = publicBaseUrl;
    }

    /** A checkout for {@code plan} (one of {@code list_plans}); {@code customerId} the workspace's, or null. */
    public Future<CheckoutProvider.Session> checkout(String workspaceId, PlanOffer plan, String customerId) {
        var planId = plan.planId();
        var params = SessionCreateParams.builder()
                .setMode(SessionCreateParams.Mode.SUBSCRIPTION)
                .setSuccessUrl(publicBaseUrl + "/app/plans?checkout=done")
                .setCancelUrl(publicBaseUrl + "/app/plans?checkout=cancelled")
                .setClientReferenceId(workspaceId)
                .putMetadata("workspace_id", workspaceId)
                .putMetadata("plan_id", planId)
                .setSubscriptionData(SessionCreateParams.SubscriptionData.builder()
                        .putMetadata("workspace_id", workspaceId)
                        .putMetadata("plan_id", planId)
                        .build())
                .addLineItem(SessionCreateParams.LineItem.builder()
                        .setQuantity(1L)
                        .setPriceData(SessionCreateParams.LineItem.PriceData.builder()
                                .setCurrency(CURRENCY)
                                .setUnitAmount(plan.monthlyUsd() * 100L)
                                .setRecurring(SessionCreateParams.LineItem.PriceData.Recurring.builder()
                                        .setInterval(SessionCreateParams.LineItem.PriceData.Recurring.Interval.MONTH)
                                        .build())
                                .setProductData(SessionCreateParams.LineItem.PriceData.ProductData.builder()
                                        .setName("Sigment " + plan.name() + " plan")
                                        .build())
                                .build())
                        .build());
        if (customerId != null) params.setCustomer(customerId);
        return stripe.blocking("stripe subscription checkout failed", workspaceId, COULD_NOT, client -> {
            var session = client.v1().checkout().sessions().create(params.build());
            return new CheckoutProvider.Session(session.getId(), session.getUrl());
        });
    }

    /**
     * A plan change refused at payment: its new subscription ends now (no proration: nothing of it was used) and
     * every paid payment of its first invoice is refunded in full. Each refund carries an idempotency key, so a
     * webhook delivered again refunds nothing twice.
     */
    public Future<Void> refuse(String workspaceId, String subscriptionId, String invoiceId) {
        return stripe.blocking(
                "stripe refund of a refused plan change failed",
                workspaceId,
                "refund the refused plan " + "change",
                client -> {
                    var subscription = client.v1().subscriptions().retrieve(subscriptionId);
                    if (!"canceled".equals(subscription.getStatus())) {
                        client.v1()
                                .subscriptions()
                                .cancel(
                                        subscriptionId,
                                        SubscriptionCancelParams.builder()
                                                .setProrate(false)
                                                .build());
                    }
                    if (invoiceId == null) return null;
                    var payments = client.v1()
                            .invoicePayments()
                            .list(InvoicePaymentListParams.builder()
                                    .setInvoice(invoiceId)
                                    .build());
                    for (var payment : payments.getData()) {
                        var intent = payment.getPayment() == null
                                ? null
                                : payment.getPayment().getPaymentIntent();
                        if (intent == null || !"paid".equals(payment.getStatus())) continue;
                        client.v1()
                                .refunds()
                                .create(
                                        RefundCreateParams.builder()
                                                .setPaymentIntent(intent)
                                                .putMetadata("workspace_id", workspaceId)
                                                .putMetadata("reason", "plan_change_refused")
                                                .build(),
                                        RequestOptions.builder()
                                                .setIdempotencyKey("refuse-plan-" + invoiceId + "-" + intent)
                                                .build());
                    }
                    return null;
                });
    }

    /** Ends the subscription now, crediting its unused time (Stripe's proration) to the customer's balance. */
    public Future<Void> cancel(String workspaceId, String subscriptionId) {
        return stripe.blocking("stripe subscription cancel failed", workspaceId, COULD_NOT, client -> {
            client.v1()
                    .subscriptions()
                    .cancel(
                            subscriptionId,
                            SubscriptionCancelParams.builder().setProrate(true).build());
            return null;
        });
    }
}
