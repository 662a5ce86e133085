package io.sigment.gateway.app;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.AccountsAction;
import io.sigment.common.api.accounts.InvitationToken;
import io.sigment.common.api.accounts.InvitationView;
import io.sigment.common.api.accounts.InvitedSignUp;
import io.sigment.common.api.accounts.JoinedWorkspace;
import io.sigment.common.api.accounts.MemberList;
import io.sigment.common.api.accounts.NewInvitation;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.function.Consumer;

/**
 * The members of the workspace the app acts in, and invitation links: what a signed-in person asks as themselves
 * ({@link AppActions#ask}), and what an invitation's page asks before anyone is signed in (the link is the key).
 */
final class MemberActions {
  private final AppActions actions;
  private final AccessClient accounts;
  private final Consumer<String> forgetUser;

  /** {@code forgetUser} drops this gateway's cached credentials of a removed member before the page answers. */
  MemberActions(AppActions actions, ServiceClient accounts, Consumer<String> forgetUser) {
    this.actions = actions;
    this.accounts = new AccessClient(accounts);
    this.forgetUser = forgetUser;
  }

  Future<MemberList> list(AppSession session) {
    return accounts.listMembers(AppActions.caller(session), current(session));
  }

  Future<NewInvitation> invite(AppSession session, String email) {
    return accounts.inviteMember(AppActions.caller(session), current(session), email == null ? "" : email);
  }

  Future<JsonObject> cancel(AppSession session, String invitationId) {
    return actions.ask(session, AccountsAction.CANCEL_INVITATION,
        inCurrent(session).put("invitation_id", invitationId));
  }

  Future<JsonObject> remove(AppSession session, String memberUserId) {
    return actions.ask(session, AccountsAction.REMOVE_MEMBER,
        inCurrent(session).put("member_user_id", memberUserId)).onSuccess(removed -> forgetUser.accept(memberUserId));
  }

  /** The person leaves the workspace the app acts in (a member; never its owner). */
  Future<JsonObject> leave(AppSession session) {
    return actions.ask(session, AccountsAction.LEAVE_WORKSPACE, inCurrent(session))
        .onSuccess(left -> forgetUser.accept(session.userId()));
  }

  Future<JoinedWorkspace> accept(AppSession session, String token) {
    return accounts.acceptInvitation(AppActions.caller(session), new InvitationToken(token));
  }

  Future<InvitationView> show(String token) {
    return accounts.showInvitation(system(), new InvitationToken(token));
  }

  Future<JoinedWorkspace> signUp(String token, String name, String password) {
    return accounts.signUpInvited(system(),
        new InvitedSignUp(token, name == null ? "" : name, password == null ? "" : password));
  }

  private static Caller system() {
    return Caller.system(Ids.random("app-"));
  }

  private static JsonObject inCurrent(AppSession session) {
    return new JsonObject().put("workspace_id", current(session));
  }

  private static String current(AppSession session) {
    return session.currentWorkspaceId() == null ? "" : session.currentWorkspaceId();
  }
}
