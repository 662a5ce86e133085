package io.sigment.accounts;

import io.sigment.accounts.address.AccountAddresses;
import io.sigment.accounts.address.AddressStore;
import io.sigment.accounts.agents.Agents;
import io.sigment.accounts.agents.AgentsStore;
import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.keys.ApiKeys;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.accounts.mail.MailTemplates;
import io.sigment.accounts.mail.Outbox;
import io.sigment.accounts.mail.OutboxStore;
import io.sigment.accounts.members.InvitationLinks;
import io.sigment.accounts.members.Members;
import io.sigment.accounts.members.MembersStore;
import io.sigment.accounts.oauth.AccessTokens;
import io.sigment.accounts.oauth.AuthorizationCodes;
import io.sigment.accounts.oauth.ClientRegistrations;
import io.sigment.accounts.oauth.ExternalIdentities;
import io.sigment.accounts.oauth.MetadataDocuments;
import io.sigment.accounts.oauth.OAuthStore;
import io.sigment.accounts.oauth.TokenExchange;
import io.sigment.accounts.plans.Catalog;
import io.sigment.accounts.signin.SessionsStore;
import io.sigment.accounts.signin.SignIn;
import io.sigment.accounts.signin.SignInLinks;
import io.sigment.accounts.signin.SignInLinksStore;
import io.sigment.accounts.signin.SignInSourcesStore;
import io.sigment.accounts.signup.SignUps;
import io.sigment.accounts.signup.SignUpsStore;
import io.sigment.accounts.workspaces.Workspaces;
import io.sigment.common.Config;
import io.sigment.common.Setting;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.bus.Action;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.Map;

/** Who may use Sigment: OAuth, bearer credentials, sign-in, API keys, agents, workspaces and their members. */
final class IdentityHandlers {
    private IdentityHandlers() {}

    static Map<AccountsAction, Action> build(Vertx vertx, Config config, Pool pool, Catalog catalog, Clock clock) {
        var outbox = new Outbox(
                new OutboxStore(pool),
                clock,
                config.integer(Setting.MAIL_PER_ADDRESS_PER_HOUR),
                config.integer(Setting.MAIL_PER_ACCOUNT_PER_HOUR));
        var templates = new MailTemplates();
        var oauth = new OAuthStore(pool);
        var agentsStore = new AgentsStore(pool);
        var identities = new IdentityStore(pool);
        var workspaces = new Workspaces(identities);
        var registrations = new ClientRegistrations(
                oauth,
                new MetadataDocuments(vertx, config.bool(Setting.CIMD_ALLOW_LOOPBACK)),
                clock,
                config.integer(Setting.CIMD_CLIENTS_PER_HOUR),
                config.integer(Setting.CIMD_CLIENTS_PER_SOURCE_PER_HOUR));
        var codes = new AuthorizationCodes(oauth, clock, config.mcpUrl());
        var tokens = new TokenExchange(oauth, vertx.eventBus(), clock, config.mcpUrl());
        var accessTokens = new AccessTokens(oauth, vertx.eventBus(), agentsStore, identities, clock, config.authUrl());
        var apiKeys = new ApiKeys(vertx, new ApiKeysStore(pool), clock);
        var agents = new Agents(agentsStore, vertx.eventBus());
        var sources = new SignInSourcesStore(pool);
        var sessions = new SessionsStore(pool);
        var linksStore = new SignInLinksStore(pool);
        var links =
                new SignInLinks(vertx, linksStore, sources, sessions, outbox, templates, config.publicBaseUrl(), clock);
        var addresses = new AccountAddresses(
                vertx, new AddressStore(pool), linksStore, outbox, templates, config.publicBaseUrl(), clock);
        var signIn = new SignIn(vertx, sessions, sources, identities, links, clock);
        var membersStore = new MembersStore(pool);
        var members = new Members(vertx, membersStore, catalog, clock, config.publicBaseUrl(), outbox, templates);
        var invitationLinks = new InvitationLinks(vertx, membersStore, catalog, clock);
        var signUps = new SignUps(
                vertx, new SignUpsStore(pool), identities, outbox, templates, clock, config.publicBaseUrl());
        return Map.ofEntries(
                Map.entry(AccountsAction.OAUTH_REGISTER, registrations::register),
                Map.entry(AccountsAction.OAUTH_CLIENT, registrations::describe),
                Map.entry(AccountsAction.OAUTH_ISSUE_CODE, codes::issue),
                Map.entry(AccountsAction.OAUTH_TOKEN, tokens::exchange),
                Map.entry(AccountsAction.OAUTH_REVOKE, accessTokens::revoke),
                Map.entry(AccountsAction.VERIFY_OAUTH_TOKEN, accessTokens::verify),
                Map.entry(AccountsAction.VERIFY_EXTERNAL_TOKEN, new ExternalIdentities(oauth, accessTokens)::verify),
                Map.entry(AccountsAction.CREATE_WORKSPACE, workspaces::create),
                Map.entry(AccountsAction.RENAME_WORKSPACE, workspaces::rename),
                Map.entry(AccountsAction.LIST_MEMBERS, members::list),
                Map.entry(AccountsAction.INVITE_MEMBER, members::invite),
                Map.entry(AccountsAction.CANCEL_INVITATION, members::cancel),
                Map.entry(AccountsAction.REMOVE_MEMBER, members::remove),
                Map.entry(AccountsAction.LEAVE_WORKSPACE, members::leave),
                Map.entry(AccountsAction.SHOW_INVITATION, invitationLinks::show),
                Map.entry(AccountsAction.ACCEPT_INVITATION, invitationLinks::accept),
                Map.entry(AccountsAction.SIGN_UP_INVITED, invitationLinks::signUp),
                Map.entry(AccountsAction.REQUEST_SIGN_UP, signUps::request),
                Map.entry(AccountsAction.CONFIRM_SIGN_UP, signUps::confirm),
                Map.entry(AccountsAction.LIST_AGENTS, agents::list),
                Map.entry(AccountsAction.APPROVE_AGENT, agents::approve),
                Map.entry(AccountsAction.REVOKE_AGENT, agents::revoke),
                Map.entry(AccountsAction.SIGN_IN, signIn::signIn),
                Map.entry(AccountsAction.APP_SESSION, signIn::session),
                Map.entry(AccountsAction.SIGN_OUT, signIn::signOut),
                Map.entry(AccountsAction.REQUEST_PASSWORD_RESET, links::requestReset),
                Map.entry(AccountsAction.SHOW_SIGN_IN_LINK, links::show),
                Map.entry(AccountsAction.RESET_PASSWORD, links::resetPassword),
                Map.entry(AccountsAction.UNLOCK_SIGN_IN, links::unlock),
                Map.entry(AccountsAction.SHOW_EMAIL_ADDRESS, addresses::show),
                Map.entry(AccountsAction.RESEND_VERIFICATION, addresses::resend),
                Map.entry(AccountsAction.CHANGE_EMAIL, addresses::change),
                Map.entry(AccountsAction.CANCEL_EMAIL_CHANGE, addresses::cancel),
                Map.entry(AccountsAction.SHOW_EMAIL_LINK, addresses::showLink),
                Map.entry(AccountsAction.CONFIRM_EMAIL, addresses::confirm),
                Map.entry(AccountsAction.VERIFY_API_KEY, apiKeys::verify),
                Map.entry(AccountsAction.CREATE_API_KEY, apiKeys::create),
                Map.entry(AccountsAction.LIST_API_KEYS, apiKeys::list),
                Map.entry(AccountsAction.REVOKE_API_KEY, apiKeys::revoke),
                Map.entry(AccountsAction.SET_MEMBERS_CREATE_KEYS, apiKeys::setMembersCreateKeys));
    }
}
