package io.sigment.accounts.topup;

import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.CheckoutCompleted;
import io.sigment.common.api.accounts.CheckoutRef;
import io.sigment.common.api.accounts.SandboxCheckoutView;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/**
 * The sandbox checkout page's two actions: {@code sandbox_checkout} (what the page shows) and
 * {@code complete_sandbox_checkout} (its button). Only sandbox sessions, and only while no Stripe key is
 * configured: with real payments on, no page can hand out free credits.
 */
public final class SandboxPayments {
    private final CheckoutCompletion completion;
    private final boolean enabled;

    public SandboxPayments(CheckoutCompletion completion, boolean enabled) {
        this.completion = completion;
        this.enabled = enabled;
    }

    public Future<JsonObject> show(Caller caller, JsonObject args) {
        return session(args)
                .map(session -> new SandboxCheckoutView(
                                session.sessionId(),
                                session.workspaceId(),
                                session.packageId(),
                                session.credits(),
                                String.format(
                                        "%s %d.%02d",
                                        session.currency().toUpperCase(),
                                        session.priceCents() / 100,
                                        session.priceCents() % 100),
                                session.completedAt() != null)
                        .toJson());
    }

    public Future<JsonObject> complete(Caller caller, JsonObject args) {
        return session(args).compose(completion::complete).map(CheckoutCompleted::toJson);
    }

    private Future<CheckoutSessionsStore.StoredSession> session(JsonObject args) {
        var id = CheckoutRef.fromJson(args).sessionId();
        if (!enabled || !id.startsWith(SandboxCheckout.PREFIX)) return Future.failedFuture(notFound());
        return completion
                .find(id)
                .compose(found -> found.filter(s -> s.provider().equals("sandbox"))
                        .map(Future::succeededFuture)
                        .orElseGet(() -> Future.failedFuture(notFound())));
    }

    private static ToolError notFound() {
        return ToolError.notFound("This sandbox checkout does not exist, or real payments are configured.");
    }
}
