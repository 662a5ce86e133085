package io.sigment.system.accounts;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.ledger.TopUpCredits;
import io.sigment.common.db.Postgres;
import io.sigment.system.testing.BrowserSession;
import io.sigment.system.testing.FakeStripe;
import io.sigment.system.testing.McpHttp;
import io.sigment.system.testing.TestAccounts;
import io.vertx.core.json.JsonObject;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Plan upgrades and downgrades through Stripe, with Stripe faked only at its HTTP boundary: the owner, signed in
 * to the app, chooses a plan on the plans page (a CSRF-protected form) and is sent to a Checkout Session in
 * subscription mode that the real stripe-java client created; the plan changes only when Stripe's signed
 * webhook says so ({@code checkout.session.completed}, {@code customer.subscription.deleted}), once per event
 * however often it is delivered; Pro → Team cancels the Pro subscription; Free cancels the subscription and
 * keeps the workspace's credits; nobody but the owner starts a change.
 */
@Tag("stack")
class StripePlanSubscriptionsTest extends StripeStackTest {
    /** The user signed in to the app in a browser of their own. */
    private static BrowserSession signedIn(TestAccounts.TestUser user) {
        var password = TestAccounts.password(runtime.vertx(), runtime.config(), user);
        var browser = new BrowserSession(gateway);
        assertThat(browser.signIn(TestAccounts.email(user), password).status()).isEqualTo(303);
        return browser;
    }

    /** Chooses {@code planId} as the plans page's form does, with the app's CSRF token. */
    private static BrowserSession.Page choose(BrowserSession browser, String planId) {
        assertThat(browser.get("/app/plans").status()).isEqualTo(200);
        return browser.postForm("/app/plans", Map.of("csrf", csrf(browser), "plan_id", planId));
    }

    /** The CSRF token of the app's forms (the dashboard always has some). */
    private static String csrf(BrowserSession browser) {
        return browser.get("/app").hiddenFields().get("csrf");
    }

    private static String plan(TestAccounts.TestUser user) {
        return new McpHttp(gateway + "/mcp", user.apiKey())
                .ok("get_account", new JsonObject())
                .getJsonObject("workspace")
                .getJsonObject("plan")
                .getString("plan_id");
    }

    private static McpHttp.Reply deliver(String payload) {
        return deliver(payload, FakeStripe.signature(payload, WEBHOOK_SECRET, System.currentTimeMillis() / 1000));
    }

    private static String sessionOf(BrowserSession.Page redirect) {
        assertThat(redirect.status()).as(redirect.body()).isEqualTo(303);
        assertThat(redirect.location()).startsWith("https://checkout.stripe.com/c/pay/cs_test_fake");
        return redirect.location().substring(redirect.location().lastIndexOf('/') + 1);
    }

    @Test
    void the_owner_upgrades_through_a_subscription_checkout_moves_to_team_and_downgrades_to_free_keeping_credits() {
        var user = TestAccounts.newUser(runtime.vertx(), runtime.config(), 1);
        var workspace = user.workspaceIds().get(0);
        var browser = signedIn(user);
        assertThat(browser.get("/app/plans").body())
                .contains("paid through Stripe")
                .contains("Upgrade to Pro");

        var pro = sessionOf(choose(browser, "pro"));
        var sent = stripe.received().get(stripe.received().size() - 1);
        assertThat(sent.authorization()).isEqualTo("Bearer sk_test_fake_key");
        assertThat(sent.form())
                .containsEntry("mode", "subscription")
                .containsEntry("line_items[0][price_data][unit_amount]", "4900")
                .containsEntry("line_items[0][price_data][currency]", "usd")
                .containsEntry("line_items[0][price_data][recurring][interval]", "month")
                .containsEntry("line_items[0][quantity]", "1")
                .containsEntry("metadata[workspace_id]", workspace)
                .containsEntry("metadata[plan_id]", "pro")
                .containsEntry("subscription_data[metadata][workspace_id]", workspace)
                .containsEntry("subscription_data[metadata][plan_id]", "pro")
                .containsEntry("client_reference_id", workspace)
                .doesNotContainKey("customer");
        assertThat(plan(user)).as("nothing changes before Stripe confirms").isEqualTo("free");

        var paid = FakeStripe.subscriptionCompletedEvent(pro, "cus_plans_1", "sub_pro_1", 4900);
        for (int delivery = 0; delivery < 3; delivery++) {
            var reply = deliver(paid);
            assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        }
        assertThat(plan(user)).isEqualTo("pro");

        var team = sessionOf(choose(browser, "team"));
        assertThat(stripe.received().get(stripe.received().size() - 1).form())
                .as("the workspace's Stripe customer pays for the next plan")
                .containsEntry("customer", "cus_plans_1")
                .containsEntry("subscription_data[metadata][plan_id]", "team")
                .containsEntry("line_items[0][price_data][unit_amount]", "14900");
        assertThat(deliver(FakeStripe.subscriptionCompletedEvent(team, "cus_plans_1", "sub_team_1", 14900))
                        .status())
                .isEqualTo(200);
        assertThat(plan(user)).isEqualTo("team");
        assertThat(stripe.cancelled()).as("Pro ends when Team begins").contains("sub_pro_1");
        assertThat(deliver(FakeStripe.subscriptionEvent(
                                "customer.subscription.deleted",
                                "sub_pro_1",
                                "cus_plans_1",
                                "canceled",
                                new JsonObject()))
                        .status())
                .isEqualTo(200);
        assertThat(plan(user))
                .as("the replaced subscription's end changes nothing")
                .isEqualTo("team");

        topUp(workspace, 70);
        var downgrade = choose(browser, "free");
        assertThat(downgrade.status()).isEqualTo(303);
        assertThat(downgrade.location()).isEqualTo("/app/plans");
        assertThat(stripe.cancelled()).contains("sub_team_1");
        assertThat(plan(user)).as("Team until Stripe confirms the cancellation").isEqualTo("team");
        assertThat(deliver(FakeStripe.subscriptionEvent(
                                "customer.subscription.deleted",
                                "sub_team_1",
                                "cus_plans_1",
                                "canceled",
                                new JsonObject()))
                        .status())
                .isEqualTo(200);
        assertThat(plan(user)).isEqualTo("free");
        assertThat(new McpHttp(gateway + "/mcp", user.apiKey())
                        .ok("get_account", new JsonObject())
                        .getJsonObject("credits")
                        .getLong("balance"))
                .as("a downgrade keeps the credits")
                .isEqualTo(70);
    }

    private static void topUp(String workspace, long credits) {
        var pool = Postgres.pool(runtime.vertx(), runtime.config(), "test-plans");
        try {
            new LedgerStore(pool)
                    .inTransaction(ledger -> new TopUpCredits(Clock.systemUTC())
                            .credit(ledger, workspace, credits, "test", "test top-up", "test:plans:" + workspace))
                    .await();
        } finally {
            pool.close();
        }
    }

    @Test
    void a_subscription_that_stripe_marks_unpaid_for_good_moves_the_workspace_to_free() {
        var user = TestAccounts.newUser(runtime.vertx(), runtime.config(), 1);
        var browser = signedIn(user);
        var session = sessionOf(choose(browser, "pro"));
        deliver(FakeStripe.subscriptionCompletedEvent(session, "cus_plans_2", "sub_pro_2", 4900));
        assertThat(plan(user)).isEqualTo("pro");
        var metadata = new JsonObject().put("plan_id", "pro");
        assertThat(deliver(FakeStripe.subscriptionEvent(
                                "customer.subscription.updated", "sub_pro_2", "cus_plans_2", "past_due", metadata))
                        .status())
                .isEqualTo(200);
        assertThat(plan(user))
                .as("past_due: Stripe is still retrying the payment")
                .isEqualTo("pro");
        assertThat(deliver(FakeStripe.subscriptionEvent(
                                "customer.subscription.updated", "sub_pro_2", "cus_plans_2", "unpaid", metadata))
                        .status())
                .isEqualTo(200);
        assertThat(plan(user)).isEqualTo("free");
    }

    @Test
    void only_the_owner_with_the_pages_csrf_token_starts_a_change_and_only_signed_events_apply() {
        var owner = TestAccounts.newUser(runtime.vertx(), runtime.config(), 1);
        var workspace = owner.workspaceIds().get(0);
        var member = TestAccounts.newUser(runtime.vertx(), runtime.config(), 1);
        var pool = Postgres.pool(runtime.vertx(), runtime.config(), "test-plans");
        try {
            new IdentityStore(pool)
                    .ensureMember(workspace, member.userId(), "member")
                    .await();
        } finally {
            pool.close();
        }
        var checkouts = stripe.received().size();
        var memberBrowser = signedIn(member);
        assertThat(memberBrowser
                        .postForm(
                                "/app/workspaces/switch",
                                Map.of("csrf", csrf(memberBrowser), "workspace_id", workspace))
                        .status())
                .isEqualTo(303);
        assertThat(memberBrowser.get("/app/plans").body())
                .as("no plan buttons for a member")
                .doesNotContain("Upgrade to");
        var refused = choose(memberBrowser, "pro");
        assertThat(refused.status()).as("a member is not the owner").isEqualTo(404);
        assertThat(refused.body()).contains("Only the workspace");
        var ownerBrowser = signedIn(owner);
        var noToken = ownerBrowser.postForm("/app/plans", Map.of("plan_id", "pro"));
        assertThat(noToken.status()).as("no CSRF token").isEqualTo(403);
        assertThat(stripe.received()).as("no checkout created").hasSize(checkouts);

        var session = sessionOf(choose(ownerBrowser, "pro"));
        var event = FakeStripe.subscriptionCompletedEvent(session, "cus_plans_3", "sub_pro_3", 4900);
        var now = System.currentTimeMillis() / 1000;
        assertThat(deliver(event, FakeStripe.signature(event, "whsec_wrong_secret", now))
                        .status())
                .isEqualTo(400);
        assertThat(deliver(event, FakeStripe.signature(event, WEBHOOK_SECRET, now - 3600))
                        .status())
                .isEqualTo(400);
        assertThat(plan(owner)).isEqualTo("free");
        assertThat(deliver(FakeStripe.subscriptionEvent(
                                "customer.subscription.deleted",
                                "sub_someone_else",
                                "cus_x",
                                "canceled",
                                new JsonObject()))
                        .status())
                .as("not this service's subscription")
                .isEqualTo(200);
        assertThat(deliver(event).status()).isEqualTo(200);
        assertThat(plan(owner)).isEqualTo("pro");
    }

    /**
     * Issue 40, M1: Team, the owner invites one person and opens a Pro checkout (Pro seats only the owner); the payment
     * arrives; the change is refused under the workspace's lock, the new subscription ended and its payment refunded,
     * once however often Stripe delivers it; the workspace stays on Team and the owner reads why on the plans page.
     * While the checkout is open no one else can be invited.
     */
    @Test
    void a_paid_downgrade_that_no_longer_fits_is_refused_refunded_and_explained_to_the_owner() {
        var user = TestAccounts.newUser(runtime.vertx(), runtime.config(), 1);
        var workspace = user.workspaceIds().get(0);
        var browser = signedIn(user);
        var team = sessionOf(choose(browser, "team"));
        assertThat(deliver(FakeStripe.subscriptionCompletedEvent(team, "cus_m1", "sub_team_m1", 14900))
                        .status())
                .isEqualTo(200);
        assertThat(plan(user)).isEqualTo("team");
        assertThat(invite(browser, "first-" + user.userId() + "@example.com")).contains("Invitation mailed to");

        var pro = sessionOf(choose(browser, "pro"));
        assertThat(invite(browser, "second-" + user.userId() + "@example.com"))
                .contains("is waiting for its payment, so no one can be invited");

        var paid = FakeStripe.subscriptionCompletedEvent(pro, "cus_m1", "sub_pro_m1", 4900);
        for (int delivery = 0; delivery < 2; delivery++)
            assertThat(deliver(paid).status()).isEqualTo(200);
        assertThat(plan(user)).isEqualTo("team");
        assertThat(stripe.cancelled()).contains("sub_pro_m1").doesNotContain("sub_team_m1");
        assertThat(stripe.refunds())
                .filteredOn(r -> "pi_in_sub_pro_m1".equals(r.form().get("payment_intent")))
                .hasSize(1)
                .allSatisfy(r -> assertThat(r.form()).containsEntry("metadata[workspace_id]", workspace));
        assertThat(browser.get("/app/plans").body())
                .contains("The change to the Pro plan was refused and its payment "
                        + "refunded: Pro allows only the owner and the workspace had 2 people and open invitations when the payment "
                        + "arrived.");
    }

    private static String invite(BrowserSession browser, String email) {
        assertThat(browser.get("/app/members").status()).isEqualTo(200);
        return browser.postForm("/app/members/invite", Map.of("csrf", csrf(browser), "email", email))
                .body();
    }
}
