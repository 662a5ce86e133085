package io.sigment.web.team;

import io.sigment.common.Caller;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.AccessClient;
import io.sigment.common.api.accounts.InvitationToken;
import io.sigment.common.api.accounts.InvitationView;
import io.sigment.common.api.accounts.InvitedSignUp;
import io.sigment.common.api.accounts.JoinedWorkspace;
import io.sigment.common.api.accounts.MemberList;
import io.sigment.common.api.accounts.NewInvitation;
import io.sigment.common.bus.ServiceClient;
import io.sigment.web.app.AppSession;
import io.vertx.core.Future;
import java.util.function.Consumer;

/**
 * The members of the workspace the app acts in, and invitation links: what a signed-in person asks as themselves
 * (as {@link AppSession#caller}), and what an invitation's page asks before anyone is signed in (the link is the key).
 */
final class MemberActions {
    private final AccessClient accounts;
    private final Consumer<String> forgetUser;

    /** {@code forgetUser} drops this gateway's cached credentials of a removed member before the page answers. */
    MemberActions(ServiceClient accounts, Consumer<String> forgetUser) {
        this.accounts = new AccessClient(accounts);
        this.forgetUser = forgetUser;
    }

    Future<MemberList> list(AppSession session) {
        return accounts.listMembers(session.caller(), current(session));
    }

    Future<NewInvitation> invite(AppSession session, String email) {
        return accounts.inviteMember(session.caller(), current(session), email == null ? "" : email);
    }

    Future<Void> cancel(AppSession session, String invitationId) {
        return accounts.cancelInvitation(session.caller(), current(session), invitationId);
    }

    Future<Void> remove(AppSession session, String memberUserId) {
        return accounts.removeMember(session.caller(), current(session), memberUserId)
                .onSuccess(removed -> forgetUser.accept(memberUserId));
    }

    /** The person leaves the workspace the app acts in (a member; never its owner). */
    Future<Void> leave(AppSession session) {
        return accounts.leaveWorkspace(session.caller(), current(session))
                .onSuccess(left -> forgetUser.accept(session.userId()));
    }

    Future<JoinedWorkspace> accept(AppSession session, String token) {
        return accounts.acceptInvitation(session.caller(), new InvitationToken(token));
    }

    Future<InvitationView> show(String token) {
        return accounts.showInvitation(system(), new InvitationToken(token));
    }

    Future<JoinedWorkspace> signUp(String token, String name, String password) {
        return accounts.signUpInvited(
                system(), new InvitedSignUp(token, name == null ? "" : name, password == null ? "" : password));
    }

    private static Caller system() {
        return Caller.system(Ids.random("app-"));
    }

    private static String current(AppSession session) {
        return session.currentWorkspaceId() == null ? "" : session.currentWorkspaceId();
    }
}
