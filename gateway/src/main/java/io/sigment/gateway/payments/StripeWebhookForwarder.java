package io.sigment.gateway.payments;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.AccountsClient;
import io.sigment.common.api.accounts.StripeDelivery;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Handler;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/**
 * {@code POST /webhooks/stripe}: the raw body and {@code Stripe-Signature} go to accounts-service, which
 * verifies and credits. 200 when handled (or deliberately ignored), 400 when the signature does not verify
 * (nothing credited), 503 when accounts did not answer (Stripe delivers again later).
 */
final class StripeWebhookForwarder implements Handler<RoutingContext> {
    private final AccountsClient accounts;

    StripeWebhookForwarder(ServiceClient accounts) {
        this.accounts = new AccountsClient(accounts);
    }

    @Override
    public void handle(RoutingContext ctx) {
        var delivery =
                new StripeDelivery(ctx.body().asString("UTF-8"), ctx.request().getHeader("Stripe-Signature"));
        var caller = Caller.system(Ids.random("stripe-"));
        accounts.stripeWebhook(caller, delivery).onComplete(result -> {
            var response = ctx.response().putHeader("Content-Type", "application/json");
            if (result.succeeded()) {
                response.end(new JsonObject().put("received", true).encode());
            } else if (result.cause() instanceof ToolError error && error.kind() == ToolError.Kind.INVALID_ARGUMENTS) {
                response.setStatusCode(400)
                        .end(new JsonObject().put("error", error.getMessage()).encode());
            } else {
                response.setStatusCode(503)
                        .end(new JsonObject().put("error", "try again later").encode());
            }
        });
    }
}
