package io.sigment.web.team;

import io.sigment.web.app.AppDates;

/**
 * The page of an open invitation link ({@code team/invitation.jte}): who invites whom to which workspace, and what the
 * browser's person can do: accept (signed in with the invited email), switch (signed in as {@code signedInAs},
 * someone else), or sign in or sign up (signed out, {@code signedInAs} null). {@code error}: the last form's failure,
 * or null.
 */
public record InvitationView(
        String csrf,
        String token,
        String workspaceName,
        String invitedBy,
        String email,
        String expires,
        String signedInAs,
        String error) {

    public static InvitationView of(
            String csrf,
            String token,
            io.sigment.common.api.accounts.InvitationView invitation,
            String signedInAs,
            String error) {
        return new InvitationView(
                csrf,
                token,
                invitation.workspaceName(),
                invitation.invitedBy(),
                invitation.email(),
                AppDates.minute(invitation.expiresAt()),
                signedInAs,
                error);
    }

    /** Signed in as the invited address: the accept button. */
    public boolean invited() {
        return signedInAs != null && signedInAs.equalsIgnoreCase(email);
    }

    /** The page of a link that cannot be used ({@code status}: expired, used, cancelled, unknown): why, what to do. */
    public record Unusable(int httpStatus, String title, String text) {
        public static Unusable of(String status) {
            return switch (status) {
                case "expired" ->
                    new Unusable(
                            410,
                            "Invitation expired",
                            "This invitation link expired. Ask the workspace's owner for a new one.");
                case "used" ->
                    new Unusable(
                            410,
                            "Invitation already used",
                            "This invitation link was already used: each "
                                    + "link works once. If you accepted it, the workspace is in your app.");
                case "cancelled" ->
                    new Unusable(
                            410,
                            "Invitation replaced",
                            "The workspace's owner replaced or cancelled this invitation. Ask them for the current "
                                    + "link.");
                default ->
                    new Unusable(
                            "unknown".equals(status) ? 404 : 410,
                            "Invitation not found",
                            "This is not an invitation link. Check that the whole link was copied.");
            };
        }
    }
}
