package io.sigment.accounts.topup;

import io.sigment.accounts.plans.CreditPackage;
import io.sigment.common.Ids;
import io.vertx.core.Future;

/**
 * Checkout without a payment provider (the {@code local} default): a page the gateway serves at
 * {@code /checkout/sandbox/<session>}, labelled "sandbox — no real payment", whose button completes the
 * session through the same crediting path as Stripe's webhook.
 */
public final class SandboxCheckout implements CheckoutProvider {
    public static final String PREFIX = "cs_sandbox_";

    private final String publicBaseUrl;

    public SandboxCheckout(String publicBaseUrl) {
        this.publicBaseUrl = publicBaseUrl;
    }

    @Override
    public String name() {
        return "sandbox";
    }

    @Override
    public Future<Session> create(String workspaceId, CreditPackage creditPackage) {
        var id = Ids.random(PREFIX, Ids.SECRET_BYTES);
        return Future.succeededFuture(new Session(id, publicBaseUrl + "/checkout/sandbox/" + id));
    }
}
