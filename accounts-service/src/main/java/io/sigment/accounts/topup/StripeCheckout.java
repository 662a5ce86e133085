package io.sigment.accounts.topup;

import com.stripe.param.checkout.SessionCreateParams;
import io.sigment.accounts.plans.CreditPackage;
import io.vertx.core.Future;

/** A Stripe Checkout Session (payment mode) per top-up link. */
public final class StripeCheckout implements CheckoutProvider {
    private final StripeApi stripe;
    private final String publicBaseUrl;

    public StripeCheckout(StripeApi stripe, String publicBaseUrl) {
        this.stripe = stripe;
        this.publicBaseUrl = publicBaseUrl;
    }

    @Override
    public String name() {
        return "stripe";
    }

    @Override
    public Future<Session> create(String workspaceId, CreditPackage creditPackage) {
        var params = SessionCreateParams.builder()
                .setMode(SessionCreateParams.Mode.PAYMENT)
                .setSuccessUrl(publicBaseUrl + "/checkout/done?session_id={CHECKOUT_SESSION_ID}")
                .setCancelUrl(publicBaseUrl + "/checkout/cancelled")
                .setClientReferenceId(workspaceId)
                .putMetadata("workspace_id", workspaceId)
                .putMetadata("package_id", creditPackage.id())
                .addLineItem(SessionCreateParams.LineItem.builder()
                        .setQuantity(1L)
                        .setPriceData(SessionCreateParams.LineItem.PriceData.builder()
                                .setCurrency(creditPackage.currency())
                                .setUnitAmount((long) creditPackage.priceCents())
                                .setProductData(SessionCreateParams.LineItem.PriceData.ProductData.builder()
                                        .setName("Sigment credits: " + creditPackage.name() + " ("
                                                + creditPackage.credits() + " credits)")
                                        .build())
                                .build())
                        .build())
                .build();
        return stripe.blocking("stripe checkout failed", workspaceId, "create a checkout link", client -> {
            var session = client.v1().checkout().sessions().create(params);
            return new Session(session.getId(), session.getUrl());
        });
    }
}
