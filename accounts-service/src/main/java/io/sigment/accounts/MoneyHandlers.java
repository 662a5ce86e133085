package io.sigment.accounts;

import io.sigment.accounts.account.AccountOverview;
import io.sigment.accounts.account.CostQuotes;
import io.sigment.accounts.account.CreditHistory;
import io.sigment.accounts.account.WorkspaceCredits;
import io.sigment.accounts.account.WorkspaceCreditsStore;
import io.sigment.accounts.ledger.CreditMetrics;
import io.sigment.accounts.ledger.HoldSettlement;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.accounts.ledger.OpenHolds;
import io.sigment.accounts.ledger.SpendAuthorization;
import io.sigment.accounts.members.MembersStore;
import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.plans.PlanChanges;
import io.sigment.accounts.plans.PlanChangesStore;
import io.sigment.accounts.plans.PlanSubscriptions;
import io.sigment.accounts.plans.SeatCheck;
import io.sigment.accounts.plans.StripeSubscriptions;
import io.sigment.accounts.plans.SubscriptionsStore;
import io.sigment.accounts.topup.CheckoutCompletion;
import io.sigment.accounts.topup.CheckoutProvider;
import io.sigment.accounts.topup.CheckoutSessionsStore;
import io.sigment.accounts.topup.SandboxCheckout;
import io.sigment.accounts.topup.SandboxPayments;
import io.sigment.accounts.topup.StripeApi;
import io.sigment.accounts.topup.StripeCheckout;
import io.sigment.accounts.topup.StripeWebhooks;
import io.sigment.accounts.topup.TopUpLinks;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.bus.Action;
import io.sigment.common.ops.Metrics;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.Map;

/** Credits: holds and their settlement, balances and quotes, plans, top-ups and payments (Stripe or the sandbox). */
final class MoneyHandlers {
    private MoneyHandlers() {}

    static Map<AccountsAction, Action> build(Vertx vertx, Config config, Pool pool, Catalog catalog, Clock clock) {
        long cap = config.integer(Setting.AGENT_DAILY_CAP);
        var ledger = new LedgerStore(pool, new CreditMetrics(Metrics.registryOf(vertx)));
        var sessions = new CheckoutSessionsStore(pool);
        var spend = new SpendAuthorization(ledger, catalog, clock, cap);
        var holds = new HoldSettlement(ledger, clock);
        var credits = new WorkspaceCredits(new WorkspaceCreditsStore(pool), catalog, clock, cap);
        var account = new AccountOverview(credits, catalog, clock);
        var history = new CreditHistory(ledger);
        var quotes = new CostQuotes(credits, catalog);
        var stripeKey = config.optional(Setting.STRIPE_SECRET_KEY);
        var sandboxOn = stripeKey.isEmpty() && config.bool(Setting.SANDBOX_PAYMENTS);
        var stripe = stripeKey
                .map(key -> new StripeApi(vertx, key, config.get(Setting.STRIPE_API_BASE)))
                .orElse(null);
        CheckoutProvider checkout = stripe != null
                ? new StripeCheckout(stripe, config.publicBaseUrl())
                : sandboxOn ? new SandboxCheckout(config.publicBaseUrl()) : null;
        var links = new TopUpLinks(sessions, catalog, checkout);
        var completion = new CheckoutCompletion(ledger, sessions, clock);
        var subscriptions = new SubscriptionsStore(pool);
        var seats = new SeatCheck(new MembersStore(pool), clock);
        var stripeSubscriptions = stripe == null ? null : new StripeSubscriptions(stripe, config.publicBaseUrl());
        var planSubscriptions = stripeSubscriptions == null
                ? null
                : new PlanSubscriptions(subscriptions, stripeSubscriptions, catalog.plans(), seats);
        var webhooks = new StripeWebhooks(
                config.optional(Setting.STRIPE_WEBHOOK_SECRET), completion, clock, planSubscriptions);
        var sandbox = new SandboxPayments(completion, sandboxOn);
        var planChanges = new PlanChanges(
                new PlanChangesStore(pool), sandboxOn, subscriptions, stripeSubscriptions, seats, catalog.plans());
        return Map.ofEntries(
                Map.entry(AccountsAction.LIST_PLANS, planChanges::list),
                Map.entry(
                        AccountsAction.PRICE_LIST,
                        (caller, args) ->
                                Future.succeededFuture(catalog.prices().table().toJson())),
                Map.entry(AccountsAction.CHANGE_PLAN, planChanges::change),
                Map.entry(AccountsAction.AUTHORIZE, spend::authorize),
                Map.entry(AccountsAction.CAPTURE, holds::capture),
                Map.entry(AccountsAction.RELEASE, holds::release),
                Map.entry(AccountsAction.REFUND, holds::refund),
                Map.entry(AccountsAction.LIST_OPEN_HOLDS, new OpenHolds(ledger, clock)::list),
                Map.entry(AccountsAction.GET_ACCOUNT, account::get),
                Map.entry(AccountsAction.QUOTE_COST, quotes::quote),
                Map.entry(AccountsAction.GET_CREDIT_HISTORY, history::list),
                Map.entry(AccountsAction.GET_TOPUP_LINK, links::create),
                Map.entry(AccountsAction.STRIPE_WEBHOOK, webhooks::receive),
                Map.entry(AccountsAction.SANDBOX_CHECKOUT, sandbox::show),
                Map.entry(AccountsAction.COMPLETE_SANDBOX_CHECKOUT, sandbox::complete));
    }
}
