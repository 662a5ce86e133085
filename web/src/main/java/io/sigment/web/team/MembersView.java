package io.sigment.web.team;

import io.sigment.common.api.accounts.MemberList;
import io.sigment.common.api.accounts.NewInvitation;
import io.sigment.web.app.AppDates;
import java.util.List;

/**
 * The members page of the workspace the app acts in ({@code team/members.jte}): who is in it and their role; for its
 * owner the invite form, that an invitation was just mailed, the open invitations (never their links) and the remove
 * buttons; for a member the leave button. {@code error} and {@code invited} are null when the page has none.
 */
public record MembersView(
        String signedInAs,
        String csrf,
        String planName,
        int maxMembers,
        boolean owner,
        String error,
        Invited invited,
        List<Member> members,
        List<Invitation> invitations) {

    /** A person in the workspace; {@code removable} by the owner who is looking. */
    public record Member(String userId, String name, String email, String role, String since, boolean removable) {}

    /** The invitation just mailed: the link went to the invited address only, nobody else ever holds it. */
    public record Invited(String email, String until) {}

    /** An open invitation, with its cancel button. */
    public record Invitation(String invitationId, String email, String expires) {}

    /** {@code created}: an invitation just mailed, or null; {@code error}: a refusal to show, or null. */
    public static MembersView of(
            String signedInAs, MemberList reply, NewInvitation created, String error, String csrf) {
        var members = reply.members().stream()
                .map(member -> new Member(
                        member.userId(),
                        member.name(),
                        member.email(),
                        member.role(),
                        AppDates.minute(member.joinedAt()).substring(0, 10),
                        reply.owner() && "member".equals(member.role())))
                .toList();
        var invitations = reply.openInvitations().stream()
                .map(open -> new Invitation(open.invitationId(), open.email(), AppDates.minute(open.expiresAt())))
                .toList();
        return new MembersView(
                signedInAs,
                csrf,
                reply.planName(),
                reply.maxMembers(),
                reply.owner(),
                error,
                created == null ? null : new Invited(created.email(), AppDates.minute(created.expiresAt())),
                members,
                invitations);
    }

    /** The plan allows the owner alone. */
    public boolean ownerAlone() {
        return maxMembers <= 1;
    }
}
