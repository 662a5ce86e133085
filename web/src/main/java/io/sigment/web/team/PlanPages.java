package io.sigment.web.team;

import io.sigment.common.api.accounts.AccountsClient;
import io.sigment.common.bus.ServiceClient;
import io.sigment.web.Csrf;
import io.sigment.web.FramedPages;
import io.sigment.web.app.SignedInRequests;
import io.sigment.web.signin.SignInSessions;
import io.vertx.ext.web.Router;

/**
 * {@code /app/plans}: what each plan allows and costs ({@link PlansView}); the owner of the workspace the app acts in
 * changes its plan (accounts checks they own it): at once in the sandbox, or through Stripe's Checkout for a paid
 * plan, whose webhook changes it once the payment is confirmed. Mounted after the app's pages, whose body handler
 * reads the forms.
 */
public final class PlanPages {
    private final SignedInRequests pages;
    private final AccountsClient accounts;

    public PlanPages(SignInSessions sessions, ServiceClient accounts) {
        this.pages = new SignedInRequests(sessions);
        this.accounts = new AccountsClient(accounts);
    }

    public void mount(Router router) {
        router.get("/app/plans")
                .handler(ctx -> pages.signedIn(
                        ctx,
                        (session, c) -> accounts.listPlans(session.caller()).map(plans -> {
                            FramedPages.send(c, 200, "team/plans.jte", PlansView.of(session, plans, Csrf.token(c)));
                            return null;
                        })));
        router.post("/app/plans")
                .handler(ctx -> pages.form(ctx, (session, c) -> {
                    var planId = c.request().getFormAttribute("plan_id");
                    return accounts.changePlan(
                                    session.caller(), session.currentWorkspaceId(), planId == null ? "" : planId)
                            .map(changed -> {
                                c.response()
                                        .setStatusCode(303)
                                        .putHeader(
                                                "Location",
                                                changed.checkoutUrl() == null ? "/app/plans" : changed.checkoutUrl())
                                        .end();
                                return null;
                            });
                }));
    }
}
