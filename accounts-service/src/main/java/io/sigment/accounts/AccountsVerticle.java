package io.sigment.accounts;

import io.sigment.accounts.account.AccountOverview;
import io.sigment.accounts.account.CostQuotes;
import io.sigment.accounts.account.CreditHistory;
import io.sigment.accounts.account.WorkspaceCredits;
import io.sigment.accounts.account.WorkspaceCreditsStore;
import io.sigment.accounts.agents.Agents;
import io.sigment.accounts.agents.AgentsStore;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.members.Members;
import io.sigment.accounts.members.MembersStore;
import io.sigment.accounts.plans.PlanChanges;
import io.sigment.accounts.plans.PlanChangesStore;
import io.sigment.accounts.plans.PlanSubscriptions;
import io.sigment.accounts.plans.StripeSubscriptions;
import io.sigment.accounts.plans.SubscriptionsStore;
import io.sigment.accounts.workspaces.Workspaces;
import io.sigment.accounts.keys.ApiKeys;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.accounts.ledger.HoldSettlement;
import io.sigment.accounts.ledger.CreditMetrics;
import io.sigment.accounts.ledger.LedgerStore;
import io.sigment.common.ops.Metrics;
import io.sigment.accounts.ledger.OpenHolds;
import io.sigment.accounts.ledger.SpendAuthorization;
import io.sigment.accounts.oauth.AccessTokens;
import io.sigment.accounts.oauth.AuthorizationCodes;
import io.sigment.accounts.oauth.ClientRegistrations;
import io.sigment.accounts.oauth.ExternalIdentities;
import io.sigment.accounts.oauth.MetadataDocuments;
import io.sigment.accounts.oauth.OAuthStore;
import io.sigment.accounts.oauth.TokenExchange;
import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.plans.CatalogStore;
import io.sigment.accounts.signin.SessionsStore;
import io.sigment.accounts.signin.SignIn;
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
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.db.Postgres;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.Map;

/** Binds {@code sigment.accounts}: maps actions to handlers, nothing else. */
public final class AccountsVerticle extends VerticleBase {
  private final Config config;
  private final Clock clock;
  private Pool pool;

  public AccountsVerticle(Config config) {
    this(config, Clock.systemUTC());
  }

  /** With the clock that decides "today" for the daily agent cap and stamps ledger entries (tests move it). */
  public AccountsVerticle(Config config, Clock clock) {
    this.config = config;
    this.clock = clock;
  }

  @Override
  public Future<?> start() {
    var mail = Members.mailSetting(config.get(Setting.INVITE_EMAILS));
    if (mail.isPresent()) return Future.failedFuture(new IllegalStateException(mail.get()));
    pool = Postgres.pool(vertx, config, "accounts");
    return new CatalogStore(pool).load().compose(catalog -> ServiceAddress.ACCOUNTS.bind(vertx, actions(catalog)));
  }

  private Map<AccountsAction, io.sigment.common.bus.Action> actions(Catalog catalog) {
    long cap = config.integer(Setting.AGENT_DAILY_CAP);
    var ledger = new LedgerStore(pool, new CreditMetrics(Metrics.registryOf(vertx)));
    var sessions = new CheckoutSessionsStore(pool);
    var apiKeys = new ApiKeys(vertx, new ApiKeysStore(pool), clock);
    var spend = new SpendAuthorization(ledger, catalog, clock, cap);
    var holds = new HoldSettlement(ledger, clock);
    var credits = new WorkspaceCredits(new WorkspaceCreditsStore(pool), catalog, clock, cap);
    var account = new AccountOverview(credits, catalog);
    var history = new CreditHistory(ledger);
    var quotes = new CostQuotes(credits, catalog);
    var stripeKey = config.optional(Setting.STRIPE_SECRET_KEY);
    var sandboxOn = stripeKey.isEmpty() && config.bool(Setting.SANDBOX_PAYMENTS);
    var stripe = stripeKey.map(key -> new StripeApi(vertx, key, config.get(Setting.STRIPE_API_BASE))).orElse(null);
    CheckoutProvider checkout = stripe != null ? new StripeCheckout(stripe, config.publicBaseUrl())
        : sandboxOn ? new SandboxCheckout(config.publicBaseUrl()) : null;
    var links = new TopUpLinks(sessions, catalog, checkout);
    var completion = new CheckoutCompletion(ledger, sessions, clock);
    var subscriptions = new SubscriptionsStore(pool);
    var stripeSubscriptions = stripe == null ? null : new StripeSubscriptions(stripe, config.publicBaseUrl());
    var planSubscriptions = stripeSubscriptions == null ? null
        : new PlanSubscriptions(subscriptions, stripeSubscriptions, catalog.plans().keySet());
    var webhooks = new StripeWebhooks(config.optional(Setting.STRIPE_WEBHOOK_SECRET), completion, clock,
        planSubscriptions);
    var sandbox = new SandboxPayments(completion, sandboxOn);
    var oauth = new OAuthStore(pool);
    var agentsStore = new AgentsStore(pool);
    var identities = new IdentityStore(pool);
    var workspaces = new Workspaces(identities);
    var planChanges = new PlanChanges(new PlanChangesStore(pool), sandboxOn, subscriptions, stripeSubscriptions);
    var registrations = new ClientRegistrations(oauth,
        new MetadataDocuments(vertx, config.bool(Setting.CIMD_ALLOW_LOOPBACK)), clock,
        config.integer(Setting.CIMD_CLIENTS_PER_HOUR));
    var codes = new AuthorizationCodes(oauth, clock, config.mcpUrl());
    var tokens = new TokenExchange(oauth, vertx.eventBus(), clock, config.mcpUrl());
    var accessTokens = new AccessTokens(oauth, vertx.eventBus(), agentsStore, identities, clock, config.authUrl());
    var agents = new Agents(agentsStore, vertx.eventBus());
    var signIn = new SignIn(vertx, new SessionsStore(pool), identities, clock);
    var members = new Members(vertx, new MembersStore(pool), catalog, clock, config.publicBaseUrl());
    return Map.ofEntries(
        Map.entry(AccountsAction.OAUTH_REGISTER, registrations::register),
        Map.entry(AccountsAction.OAUTH_CLIENT, registrations::describe),
        Map.entry(AccountsAction.OAUTH_ISSUE_CODE, codes::issue),
        Map.entry(AccountsAction.OAUTH_TOKEN, tokens::exchange),
        Map.entry(AccountsAction.OAUTH_REVOKE, accessTokens::revoke),
        Map.entry(AccountsAction.VERIFY_OAUTH_TOKEN, accessTokens::verify),
        Map.entry(AccountsAction.VERIFY_EXTERNAL_TOKEN, new ExternalIdentities(oauth, accessTokens)::verify),
        Map.entry(AccountsAction.CREATE_WORKSPACE, workspaces::create),
        Map.entry(AccountsAction.LIST_PLANS, planChanges::list),
        Map.entry(AccountsAction.CHANGE_PLAN, planChanges::change),
        Map.entry(AccountsAction.RENAME_WORKSPACE, workspaces::rename),
        Map.entry(AccountsAction.LIST_MEMBERS, members::list),
        Map.entry(AccountsAction.INVITE_MEMBER, members::invite),
        Map.entry(AccountsAction.CANCEL_INVITATION, members::cancel),
        Map.entry(AccountsAction.REMOVE_MEMBER, members::remove),
        Map.entry(AccountsAction.LEAVE_WORKSPACE, members::leave),
        Map.entry(AccountsAction.SHOW_INVITATION, members::show),
        Map.entry(AccountsAction.ACCEPT_INVITATION, members::accept),
        Map.entry(AccountsAction.SIGN_UP_INVITED, members::signUp),
        Map.entry(AccountsAction.LIST_AGENTS, agents::list),
        Map.entry(AccountsAction.APPROVE_AGENT, agents::approve),
        Map.entry(AccountsAction.REVOKE_AGENT, agents::revoke),
        Map.entry(AccountsAction.SIGN_IN, signIn::signIn),
        Map.entry(AccountsAction.APP_SESSION, signIn::session),
        Map.entry(AccountsAction.SIGN_OUT, signIn::signOut),
        Map.entry(AccountsAction.VERIFY_API_KEY, apiKeys::verify),
        Map.entry(AccountsAction.CREATE_API_KEY, apiKeys::create),
        Map.entry(AccountsAction.LIST_API_KEYS, apiKeys::list),
        Map.entry(AccountsAction.REVOKE_API_KEY, apiKeys::revoke),
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

  @Override
  public Future<?> stop() {
    return pool.close();
  }
}
