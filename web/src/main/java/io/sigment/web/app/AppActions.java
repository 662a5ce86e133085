package io.sigment.web.app;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.api.WireCodec;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.api.accounts.ActingPerson;
import io.sigment.common.api.accounts.AgentList;
import io.sigment.common.api.accounts.ApiKeyList;
import io.sigment.common.api.accounts.ApiKeyRevocation;
import io.sigment.common.api.accounts.CreatedWorkspace;
import io.sigment.common.api.accounts.CreditHistoryList;
import io.sigment.common.api.accounts.DecidedAgent;
import io.sigment.common.api.accounts.GetAccountInput;
import io.sigment.common.api.accounts.GetCreditHistoryInput;
import io.sigment.common.api.accounts.MembersCreateKeysSet;
import io.sigment.common.api.accounts.NewApiKey;
import io.sigment.common.api.accounts.RevokedApiKey;
import io.sigment.common.api.accounts.TopUpLink;
import io.sigment.common.api.accounts.TopUpRequest;
import io.sigment.common.api.accounts.WorkspaceRename;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.function.Consumer;

/**
 * What a signed-in person can do in the app, always as themselves: the user id comes from the session, never
 * from the request. The pages and the REST API both go through here.
 */
public final class AppActions {
    private final ServiceClient accounts;
    private final AccessClient access;
    private final Consumer<String> forgetCredential;

    /** {@code forgetCredential} drops this gateway's cached state of a key or agent once a decision is stored. */
    public AppActions(ServiceClient accounts, Consumer<String> forgetCredential) {
        this.accounts = accounts;
        this.access = new AccessClient(accounts);
        this.forgetCredential = forgetCredential;
    }

    public Future<AgentList> agents(AppSession session) {
        return access.listAgents(caller(session));
    }

    /**
     * {@code decision} is {@code approve} or {@code revoke}; {@code workspaceId} (or null: every workspace the person
     * decides on) the workspace it is for: approval is per workspace, by its owner.
     */
    public Future<DecidedAgent> decideAgent(AppSession session, String agentId, String decision, String workspaceId) {
        return access.decideAgent(
                        caller(session),
                        "approve".equals(decision),
                        agentId,
                        workspaceId == null || workspaceId.isBlank() ? null : workspaceId)
                .onSuccess(reply -> forgetCredential.accept(agentId));
    }

    public Future<ApiKeyList> apiKeys(AppSession session) {
        return access.listApiKeys(caller(session));
    }

    /** A key acting in {@code workspaceId} only (null or blank: the workspace the app acts in). */
    public Future<NewApiKey> createApiKey(AppSession session, String name, String workspaceId) {
        return access.createApiKey(
                caller(session),
                name == null ? "" : name,
                workspaceId == null || workspaceId.isBlank() ? session.currentWorkspaceId() : workspaceId);
    }

    /** The owner lets the members of one of their workspaces create API keys, or not (accounts checks they own it). */
    public Future<MembersCreateKeysSet> setMembersCreateKeys(AppSession session, String workspaceId, boolean allowed) {
        return access.setMembersCreateKeys(caller(session), workspaceId == null ? "" : workspaceId, allowed);
    }

    public Future<RevokedApiKey> revokeApiKey(AppSession session, String keyId) {
        return ask(session, AccountsAction.REVOKE_API_KEY, new ApiKeyRevocation(keyId).toJson())
                .map(RevokedApiKey::fromJson)
                .onSuccess(reply -> forgetCredential.accept(keyId));
    }

    /** Balance, today's agent spend and plan of the workspace the app acts in. */
    public Future<AccountView> account(AppSession session) {
        return ask(session, AccountsAction.GET_ACCOUNT, WireCodec.toJson(new GetAccountInput(null)))
                .map(AccountView::fromJson);
    }

    /** Balance, today's agent spend and plan of one of the person's workspaces. */
    public Future<AccountView> account(AppSession session, String workspaceId) {
        return ask(
                        session.actingIn(workspaceId),
                        AccountsAction.GET_ACCOUNT,
                        WireCodec.toJson(new GetAccountInput(null)))
                .map(AccountView::fromJson);
    }

    public Future<CreatedWorkspace> createWorkspace(AppSession session, String name) {
        return access.createWorkspace(caller(session), name == null ? "" : name);
    }

    /** Renames one of the person's workspaces (accounts checks they own it); the page only goes back after it. */
    public Future<Void> renameWorkspace(AppSession session, String workspaceId, String name) {
        return ask(
                        session,
                        AccountsAction.RENAME_WORKSPACE,
                        new WorkspaceRename(workspaceId == null ? "" : workspaceId, name == null ? "" : name).toJson())
                .mapEmpty();
    }

    public Future<CreditHistoryList> creditHistory(AppSession session) {
        return ask(session, AccountsAction.GET_CREDIT_HISTORY, WireCodec.toJson(new GetCreditHistoryInput(20, null)))
                .map(CreditHistoryList::fromJson);
    }

    public Future<TopUpLink> topUpLink(AppSession session, String packageId) {
        return ask(
                        session,
                        AccountsAction.GET_TOPUP_LINK,
                        new TopUpRequest(packageId == null ? "starter" : packageId).toJson())
                .map(TopUpLink::fromJson);
    }

    /** Asks accounts-service as the signed-in person, in the workspace the app acts in. */
    private Future<JsonObject> ask(AppSession session, AccountsAction action, JsonObject args) {
        return accounts.request(action, caller(session), args.mergeIn(new ActingPerson(session.userId()).toJson()));
    }

    /** The signed-in person, in the workspace the app acts in. */
    static Caller caller(AppSession session) {
        return Caller.person(
                Ids.random("app-"), session.userId(), session.currentWorkspaceId(), session.workspaceIds());
    }
}
