package io.sigment.accounts.topup;

import io.sigment.accounts.plans.Catalog;
import io.sigment.common.Caller;
import io.sigment.common.ToolError;
import io.sigment.common.api.accounts.TopUpLink;
import io.sigment.common.api.accounts.TopUpRequest;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.Objects;

/**
 * {@code get_topup_link}: a checkout page where the human user buys a credit package; agents cannot pay. Without a
 * provider (no Stripe key and the sandbox not switched on) it says plainly that top-ups are not configured.
 */
public final class TopUpLinks {
    private final CheckoutSessionsStore sessions;
    private final Catalog catalog;
    private final CheckoutProvider provider;

    /** {@code provider} is null when this deployment has none. */
    public TopUpLinks(CheckoutSessionsStore sessions, Catalog catalog, CheckoutProvider provider) {
        this.sessions = sessions;
        this.catalog = catalog;
        this.provider = provider;
    }

    public Future<JsonObject> create(Caller caller, JsonObject args) {
        if (caller.workspaceId() == null) {
            return Future.failedFuture(ToolError.workspaceNotFound());
        }
        if (provider == null) return Future.failedFuture(ToolError.topUpsNotConfigured());
        var packageId = TopUpRequest.fromJson(args).packageId();
        var creditPackage = catalog.creditPackage(Objects.requireNonNullElse(packageId, "starter"));
        return provider.create(caller.workspaceId(), creditPackage)
                .compose(session -> sessions.insert(
                                new CheckoutSessionsStore.StoredSession(
                                        session.id(),
                                        caller.workspaceId(),
                                        creditPackage.id(),
                                        creditPackage.credits(),
                                        creditPackage.priceCents(),
                                        creditPackage.currency(),
                                        provider.name(),
                                        session.url(),
                                        null),
                                caller.userId())
                        .map(v -> {
                            var sandbox = provider.name().equals("sandbox");
                            return new TopUpLink(
                                            session.url(),
                                            creditPackage.offer(),
                                            caller.workspaceId(),
                                            sandbox,
                                            (sandbox
                                                            ? "Sandbox checkout (no real payment; this Sigment has no "
                                                                    + "payment "
                                                                    + "provider configured). "
                                                            : "")
                                                    + "Give this URL to the user: they pay in their browser, agents "
                                                    + "cannot pay. The "
                                                    + creditPackage.credits()
                                                    + " credits are added to the workspace once the payment completes; "
                                                    + "check with get_account.")
                                    .toJson();
                        }));
    }
}
