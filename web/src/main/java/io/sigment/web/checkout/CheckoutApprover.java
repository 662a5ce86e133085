package io.sigment.web.checkout;

import io.vertx.core.Future;
import io.vertx.ext.web.RoutingContext;
import java.util.Optional;

/**
 * Who may complete a sandbox checkout: the person signed in to the Sigment app as the owner of the checkout's
 * workspace. An agent credential is never a reason to complete one: the page is for a browser, and its form is
 * CSRF-protected with the app's token. The gateway passes
 * {@code (ctx, ws) -> appSessions.current(ctx).map(s -> s.map(a -> a.isOwnerOf(ws)))}.
 */
@FunctionalInterface
public interface CheckoutApprover {
    /**
     * Empty when nobody is signed in behind {@code ctx} (the page then asks to sign in); otherwise whether the
     * signed-in person owns {@code workspaceId}.
     */
    Future<Optional<Boolean>> ownerOf(RoutingContext ctx, String workspaceId);
}
