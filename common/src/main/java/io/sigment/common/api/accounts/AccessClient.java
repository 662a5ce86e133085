package io.sigment.common.api.accounts;

import io.sigment.common.Caller;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/**
 * Who may use Sigment, as the gateway asks accounts-service: bearer credentials (by hash), the OAuth authorization
 * server's decisions, the app's sign-in sessions and invitation links. Each reply the gateway reads is a record of
 * this package; the answers of client registration and the token endpoint stay JSON: they are RFC 7591 and RFC 6749
 * messages the gateway passes on to the OAuth client as they are.
 */
public final class AccessClient {
    private final ServiceClient bus;

    public AccessClient(ServiceClient bus) {
        this.bus = bus;
    }

    public Future<TokenVerification> verifyOAuthToken(Caller caller, TokenCheck check) {
        return bus.request(AccountsAction.VERIFY_OAUTH_TOKEN, caller, check.toJson())
                .map(TokenVerification::fromJson);
    }

    public Future<ApiKeyVerification> verifyApiKey(Caller caller, ApiKeyCheck check) {
        return bus.request(AccountsAction.VERIFY_API_KEY, caller, check.toJson())
                .map(ApiKeyVerification::fromJson);
    }

    public Future<TokenVerification> verifyExternalToken(Caller caller, ExternalIdentity identity) {
        return bus.request(AccountsAction.VERIFY_EXTERNAL_TOKEN, caller, identity.toJson())
                .map(TokenVerification::fromJson);
    }

    public Future<JsonObject> registerClient(Caller caller, ClientRegistration registration) {
        return bus.request(AccountsAction.OAUTH_REGISTER, caller, registration.toJson());
    }

    public Future<ClientDescription> client(Caller caller, ClientLookup lookup, Duration timeout) {
        return bus.request(AccountsAction.OAUTH_CLIENT, caller, lookup.toJson(), timeout)
                .map(ClientDescription::fromJson);
    }

    public Future<IssuedCode> issueCode(Caller caller, CodeRequest request) {
        return bus.request(AccountsAction.OAUTH_ISSUE_CODE, caller, request.toJson())
                .map(IssuedCode::fromJson);
    }

    public Future<TokenAnswer> token(Caller caller, TokenGrant grant) {
        return bus.request(AccountsAction.OAUTH_TOKEN, caller, grant.toJson()).map(TokenAnswer::fromJson);
    }

    public Future<RevokedGrant> revoke(Caller caller, Revocation revocation) {
        return bus.request(AccountsAction.OAUTH_REVOKE, caller, revocation.toJson())
                .map(RevokedGrant::fromJson);
    }

    public Future<SignInOutcome> signIn(Caller caller, SignInRequest request) {
        return bus.request(AccountsAction.SIGN_IN, caller, request.toJson()).map(SignInOutcome::fromJson);
    }

    public Future<SessionView> session(Caller caller, SessionRef session) {
        return bus.request(AccountsAction.APP_SESSION, caller, session.toJson()).map(SessionView::fromJson);
    }

    public Future<Void> signOut(Caller caller, SessionRef session) {
        return bus.request(AccountsAction.SIGN_OUT, caller, session.toJson()).mapEmpty();
    }

    /** Mails a password reset link to {@code request}'s address if an account has it; the same answer either way. */
    public Future<Void> requestPasswordReset(Caller caller, PasswordResetRequest request) {
        return bus.request(AccountsAction.REQUEST_PASSWORD_RESET, caller, request.toJson())
                .mapEmpty();
    }

    public Future<SignInLinkView> showSignInLink(Caller caller, SignInLinkToken link) {
        return bus.request(AccountsAction.SHOW_SIGN_IN_LINK, caller, link.toJson())
                .map(SignInLinkView::fromJson);
    }

    /** Sets the new password of a reset link's account, ends its sessions and sign-in locks; the link is used up. */
    public Future<Void> resetPassword(Caller caller, SignInLinkToken link) {
        return bus.request(AccountsAction.RESET_PASSWORD, caller, link.toJson()).mapEmpty();
    }

    /** Clears every sign-in lock of an unlock link's account; the link is used up. */
    public Future<Void> unlockSignIn(Caller caller, SignInLinkToken link) {
        return bus.request(AccountsAction.UNLOCK_SIGN_IN, caller, link.toJson()).mapEmpty();
    }

    /** The signed-in {@code person}'s address, whether it is verified, and its pending change. */
    public Future<EmailAddressView> showEmailAddress(Caller person) {
        return asPerson(AccountsAction.SHOW_EMAIL_ADDRESS, person, new JsonObject())
                .map(EmailAddressView::fromJson);
    }

    /** Mails the signed-in {@code person}'s unverified address a new verification link (the outbox's limits hold). */
    public Future<Void> resendVerification(Caller person) {
        return asPerson(AccountsAction.RESEND_VERIFICATION, person, new JsonObject())
                .mapEmpty();
    }

    /** Mails {@code change}'s new address a link that, once opened, makes it the signed-in {@code person}'s address. */
    public Future<Void> changeEmail(Caller person, EmailChange change) {
        return asPerson(AccountsAction.CHANGE_EMAIL, person, change.toJson()).mapEmpty();
    }

    /** Cancels the signed-in {@code person}'s pending change of address: its links stop working. */
    public Future<Void> cancelEmailChange(Caller person) {
        return asPerson(AccountsAction.CANCEL_EMAIL_CHANGE, person, new JsonObject())
                .mapEmpty();
    }

    /** A mailed address link's status, purpose (verify or change) and the address it proves; nothing is used up. */
    public Future<SignInLinkView> showEmailLink(Caller caller, SignInLinkToken link) {
        return bus.request(AccountsAction.SHOW_EMAIL_LINK, caller, link.toJson())
                .map(SignInLinkView::fromJson);
    }

    /** Uses a mailed address link (verify or change): verifies the address or makes it the account's. No session. */
    public Future<ConfirmedAddress> confirmEmail(Caller caller, SignInLinkToken link) {
        return bus.request(AccountsAction.CONFIRM_EMAIL, caller, link.toJson()).map(ConfirmedAddress::fromJson);
    }

    public Future<InvitationView> showInvitation(Caller caller, InvitationToken invitation) {
        return bus.request(AccountsAction.SHOW_INVITATION, caller, invitation.toJson())
                .map(InvitationView::fromJson);
    }

    /**
     * The signed-in {@code person} creates an API key named {@code name} acting in {@code workspaceId} only (null: the
     * workspace the person acts in).
     */
    public Future<NewApiKey> createApiKey(Caller person, String name, String workspaceId) {
        return asPerson(AccountsAction.CREATE_API_KEY, person, new ApiKeyCreation(name, workspaceId).toJson())
                .map(NewApiKey::fromJson);
    }

    /** The owner {@code person} lets the members of {@code workspaceId} create API keys, or not. */
    public Future<MembersCreateKeysSet> setMembersCreateKeys(Caller person, String workspaceId, boolean allowed) {
        return asPerson(
                        AccountsAction.SET_MEMBERS_CREATE_KEYS,
                        person,
                        new MembersCreateKeys(workspaceId, allowed).toJson())
                .map(MembersCreateKeysSet::fromJson);
    }

    /** The AI agents of the signed-in {@code person} and of their workspaces' members, with their state in each. */
    public Future<AgentList> listAgents(Caller person) {
        return asPerson(AccountsAction.LIST_AGENTS, person, new JsonObject()).map(AgentList::fromJson);
    }

    /** The API keys of the signed-in {@code person}, as prefix and last 4 characters. */
    public Future<ApiKeyList> listApiKeys(Caller person) {
        return asPerson(AccountsAction.LIST_API_KEYS, person, new JsonObject()).map(ApiKeyList::fromJson);
    }

    /** The signed-in {@code person} creates a workspace named {@code name}, on the Free plan, as its owner. */
    public Future<CreatedWorkspace> createWorkspace(Caller person, String name) {
        return asPerson(AccountsAction.CREATE_WORKSPACE, person, new WorkspaceCreation(name).toJson())
                .map(CreatedWorkspace::fromJson);
    }

    /** The people of {@code workspaceId} as the signed-in {@code person}, one of them, sees them. */
    public Future<MemberList> listMembers(Caller person, String workspaceId) {
        return asPerson(AccountsAction.LIST_MEMBERS, person, new WorkspaceRef(workspaceId).toJson())
                .map(MemberList::fromJson);
    }

    /** The signed-in {@code person}, owner of {@code workspaceId}, invites {@code email} to it. */
    public Future<NewInvitation> inviteMember(Caller person, String workspaceId, String email) {
        return asPerson(AccountsAction.INVITE_MEMBER, person, new MemberInvitation(workspaceId, email).toJson())
                .map(NewInvitation::fromJson);
    }

    /** The signed-in {@code person}, owner of {@code workspaceId}, cancels its open invitation {@code invitationId}. */
    public Future<Void> cancelInvitation(Caller person, String workspaceId, String invitationId) {
        return asPerson(
                        AccountsAction.CANCEL_INVITATION,
                        person,
                        new InvitationCancellation(workspaceId, invitationId).toJson())
                .mapEmpty();
    }

    /** The signed-in {@code person}, owner of {@code workspaceId}, removes the member {@code memberUserId} from it. */
    public Future<Void> removeMember(Caller person, String workspaceId, String memberUserId) {
        return asPerson(AccountsAction.REMOVE_MEMBER, person, new MemberRemoval(workspaceId, memberUserId).toJson())
                .mapEmpty();
    }

    /** The signed-in {@code person}, a member of {@code workspaceId} (never its owner), leaves it. */
    public Future<Void> leaveWorkspace(Caller person, String workspaceId) {
        return asPerson(AccountsAction.LEAVE_WORKSPACE, person, new WorkspaceRef(workspaceId).toJson())
                .mapEmpty();
    }

    /**
     * The signed-in {@code person} approves ({@code approve}) or revokes the agent {@code agentId} in {@code workspaceId}
     * (null: every workspace they decide on).
     */
    public Future<DecidedAgent> decideAgent(Caller person, boolean approve, String agentId, String workspaceId) {
        return asPerson(
                        approve ? AccountsAction.APPROVE_AGENT : AccountsAction.REVOKE_AGENT,
                        person,
                        new AgentDecision(agentId, workspaceId).toJson())
                .map(DecidedAgent::fromJson);
    }

    /** The signed-in {@code person} joins the invitation's workspace (accounts reads them as {@code user_id}). */
    public Future<JoinedWorkspace> acceptInvitation(Caller person, InvitationToken invitation) {
        return asPerson(AccountsAction.ACCEPT_INVITATION, person, invitation.toJson())
                .map(JoinedWorkspace::fromJson);
    }

    public Future<JoinedWorkspace> signUpInvited(Caller caller, InvitedSignUp signUp) {
        return bus.request(AccountsAction.SIGN_UP_INVITED, caller, signUp.toJson())
                .map(JoinedWorkspace::fromJson);
    }

    /**
     * Mails a sign-up link to {@code form}'s email (or, when an account has that email, a note saying so); the reply is
     * the same either way, so it tells nothing about who has an account.
     */
    public Future<Void> requestSignUp(Caller caller, SignUpForm form) {
        return bus.request(AccountsAction.REQUEST_SIGN_UP, caller, form.toJson())
                .mapEmpty();
    }

    /** Creates the account of a mailed sign-up link (and its own workspace on the Free plan); then it signs in. */
    public Future<JoinedWorkspace> confirmSignUp(Caller caller, SignUpForm form) {
        return bus.request(AccountsAction.CONFIRM_SIGN_UP, caller, form.toJson())
                .map(JoinedWorkspace::fromJson);
    }

    /** Asks accounts as the signed-in {@code person}: accounts reads who asks from their {@link ActingPerson}. */
    private Future<JsonObject> asPerson(AccountsAction action, Caller person, JsonObject args) {
        return bus.request(action, person, args.mergeIn(new ActingPerson(person.userId()).toJson()));
    }
}
