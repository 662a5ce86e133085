package io.sigment.accounts;

import io.sigment.accounts.account.AccountOverview;
import io.sigment.accounts.account.CostQuotes;
import io.sigment.accounts.account.CreditHistory;
import io.sigment.accounts.account.PricingFacts;
import io.sigment.accounts.account.WorkspaceCredits;
import io.sigment.accounts.account.WorkspaceCreditsStore;
import io.sigment.accounts.agents.Agents;
import io.sigment.accounts.agents.AgentsStore;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.members.Members;
import io.sigment.accounts.members.MembersStore;
import io.sigment.accounts.plans.PlanChanges;
import io.sigment.accounts.plans.PlanChangesStore;
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
import io.sigment.accounts.topup.StripeCheckout;
import io.sigment.accounts.topup.StripeWebhooks;
import io.sigment.accounts.topup.TopUpLinks;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.bus.ServiceClient;
import io.sigment.common.db.Postgres;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/** Binds {@code sigment.accounts}: maps actions to handlers, nothing else. */
public final class AccountsVerticle extends VerticleBase {
  private static final Duration PRICING_FACTS_TIMEOUT = Duration.ofSeconds(2);

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

  private Map<String, io.sigment.common.bus.Action> actions(Catalog catalog) {
    long cap = config.integer(Setting.AGENT_DAILY_CAP);
    var ledger = new LedgerStore(pool, new CreditMetrics(Metrics.registryOf(vertx)));
    var sessions = new CheckoutSessionsStore(pool);
    var apiKeys = new ApiKeys(vertx, new ApiKeysStore(pool), clock);
    var spend = new SpendAuthorization(ledger, catalog, clock, cap);
    var holds = new HoldSettlement(ledger, clock);
    var credits = new WorkspaceCredits(new WorkspaceCreditsStore(pool), catalog, clock, cap);
    var account = new AccountOverview(credits, catalog);
    var history = new CreditHistory(ledger);
    var facts = new PricingFacts(new ServiceClient(vertx, PRICING_FACTS_TIMEOUT), PRICING_FACTS_TIMEOUT);
    var quotes = new CostQuotes(credits, catalog, facts);
    var stripeKey = config.optional(Setting.STRIPE_SECRET_KEY);
    var sandboxOn = stripeKey.isEmpty() && Boolean.parseBoolean(config.get(Setting.SANDBOX_PAYMENTS));
    CheckoutProvider checkout = stripeKey.<CheckoutProvider>map(key -> new StripeCheckout(vertx, key,
            config.get(Setting.STRIPE_API_BASE), config.publicBaseUrl()))
        .orElse(sandboxOn ? new SandboxCheckout(config.publicBaseUrl()) : null);
    var links = new TopUpLinks(sessions, catalog, checkout);
    var completion = new CheckoutCompletion(ledger, sessions, clock);
    var webhooks = new StripeWebhooks(config.optional(Setting.STRIPE_WEBHOOK_SECRET), completion, clock);
    var sandbox = new SandboxPayments(completion, sandboxOn);
    var oauth = new OAuthStore(pool);
    var agentsStore = new AgentsStore(pool);
    var identities = new IdentityStore(pool);
    var workspaces = new Workspaces(identities);
    var planChanges = new PlanChanges(new PlanChangesStore(pool), sandboxOn);
    var registrations = new ClientRegistrations(oauth,
        new MetadataDocuments(vertx, Boolean.parseBoolean(config.get(Setting.CIMD_ALLOW_LOOPBACK))), clock,
        config.integer(Setting.CIMD_CLIENTS_PER_HOUR));
    var codes = new AuthorizationCodes(oauth, clock, config.mcpUrl());
    var tokens = new TokenExchange(oauth, vertx.eventBus(), clock, config.mcpUrl());
    var accessTokens = new AccessTokens(oauth, vertx.eventBus(), agentsStore, identities, clock, config.authUrl());
    var agents = new Agents(agentsStore, vertx.eventBus());
    var signIn = new SignIn(vertx, new SessionsStore(pool), identities, clock);
    var members = new Members(vertx, new MembersStore(pool), catalog, clock, config.publicBaseUrl());
    return Map.ofEntries(
        Map.entry("oauth_register", registrations::register),
        Map.entry("oauth_client", registrations::describe),
        Map.entry("oauth_issue_code", codes::issue),
        Map.entry("oauth_token", tokens::exchange),
        Map.entry("oauth_revoke", accessTokens::revoke),
        Map.entry("verify_oauth_token", accessTokens::verify),
        Map.entry("verify_external_token", new ExternalIdentities(oauth, accessTokens)::verify),
        Map.entry("create_workspace", workspaces::create),
        Map.entry("list_plans", planChanges::list),
        Map.entry("change_plan", planChanges::change),
        Map.entry("rename_workspace", workspaces::rename),
        Map.entry("list_members", members::list),
        Map.entry("invite_member", members::invite),
        Map.entry("cancel_invitation", members::cancel),
        Map.entry("remove_member", members::remove),
        Map.entry("show_invitation", members::show),
        Map.entry("accept_invitation", members::accept),
        Map.entry("sign_up_invited", members::signUp),
        Map.entry("list_agents", agents::list),
        Map.entry("approve_agent", agents::approve),
        Map.entry("revoke_agent", agents::revoke),
        Map.entry("sign_in", signIn::signIn),
        Map.entry("app_session", signIn::session),
        Map.entry("sign_out", signIn::signOut),
        Map.entry("verify_api_key", apiKeys::verify),
        Map.entry("create_api_key", apiKeys::create),
        Map.entry("list_api_keys", apiKeys::list),
        Map.entry("revoke_api_key", apiKeys::revoke),
        Map.entry("authorize", spend::authorize),
        Map.entry("capture", holds::capture),
        Map.entry("release", holds::release),
        Map.entry("refund", holds::refund),
        Map.entry("list_open_holds", new OpenHolds(ledger, clock)::list),
        Map.entry("get_account", account::get),
        Map.entry("quote_cost", quotes::quote),
        Map.entry("get_credit_history", history::list),
        Map.entry("get_topup_link", links::create),
        Map.entry("stripe_webhook", webhooks::receive),
        Map.entry("sandbox_checkout", sandbox::show),
        Map.entry("complete_sandbox_checkout", sandbox::complete));
  }

  @Override
  public Future<?> stop() {
    return pool.close();
  }
}
