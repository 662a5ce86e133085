package io.sigment.gateway.payments;

import io.sigment.common.bus.ServiceClient;
import io.sigment.gateway.http.RequestBodies;
import io.sigment.web.checkout.CheckoutApprover;
import io.sigment.web.checkout.CheckoutPages;
import io.vertx.ext.web.Router;

/**
 * The gateway's payment routes: Stripe's webhook here; the checkout pages (sandbox checkout, Stripe's return pages)
 * are the web module's, their form bodies read here first.
 */
public final class PaymentRoutes {
    private static final long MAX_WEBHOOK_BYTES = 262_144;
    private static final long MAX_FORM_BYTES = 4_096;

    private PaymentRoutes() {}

    public static void mount(Router router, ServiceClient accounts, CheckoutApprover approver) {
        router.post("/webhooks/stripe")
                .handler(RequestBodies.upTo(MAX_WEBHOOK_BYTES))
                .handler(new StripeWebhookForwarder(accounts));
        router.post("/checkout/sandbox/:session/complete").handler(RequestBodies.upTo(MAX_FORM_BYTES));
        new CheckoutPages(accounts, approver).mount(router);
    }
}
