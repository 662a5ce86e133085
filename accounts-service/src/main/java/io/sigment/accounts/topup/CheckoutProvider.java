package io.sigment.accounts.topup;

import io.sigment.accounts.plans.CreditPackage;
import io.vertx.core.Future;

/** Where a human pays for credits: Stripe Checkout, or the local sandbox page when no Stripe key is set. */
public interface CheckoutProvider {

    /** A payment page for one package, and the provider's id of it. */
    record Session(String id, String url) {}

    /** {@code stripe} or {@code sandbox}, as stored with the session. */
    String name();

    Future<Session> create(String workspaceId, CreditPackage creditPackage);
}
