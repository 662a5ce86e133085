package io.sigment.gateway.payments;

import io.vertx.core.Future;
import io.vertx.ext.web.RoutingContext;

/**
 * Who may complete a sandbox checkout: the person signed in to the Sigment app as the owner of the checkout's
 * workspace. An agent credential is never a reason to complete one: the page is for a browser, and its form is
 * CSRF-protected ({@link CheckoutCsrf}).
 *
 * <p>Once the app's sign-in sessions are wired, the gateway passes
 * {@code (ctx, ws) -> appSessions.current(ctx).map(s -> s.filter(a -> a.isOwnerOf(ws)).isPresent())}. Until then
 * {@link #PAGE_HOLDER} stands in; it only ever runs where sandbox payments were switched on explicitly
 * ({@code SIGMENT_SANDBOX_PAYMENTS=true}, which {@code ./sigment up} sets and no Kubernetes overlay does):
 * accounts-service refuses every sandbox completion otherwise.
 */
@FunctionalInterface
public interface CheckoutApprover {
  /** Succeeds with true when the browser behind {@code ctx} may complete a checkout of {@code workspaceId}. */
  Future<Boolean> mayComplete(RoutingContext ctx, String workspaceId);

  /** The browser that opened the page (it holds the page's CSRF token): the local stand-in for a signed-in owner. */
  CheckoutApprover PAGE_HOLDER = (ctx, workspaceId) -> Future.succeededFuture(true);
}
