package io.sigment.web.team;

import io.sigment.web.AppTimes;

/**
 * The page of an open invitation link ({@code team/invitation.jte}): who invites whom to which workspace, and what the
 * browser's person can do: accept (signed in with the invited email), switch (signed in as {@code signedInAs},
 * someone else), or sign in or sign up (signed out, {@code signedInAs} null). {@code error}: the last form's failure,
 * or null.
 */
public record InvitationView(String csrf, String token, String workspaceName, String invitedBy, String email,
                             String expires, String signedInAs, String error) {

  public static InvitationView of(String csrf, String token, io.sigment.common.api.accounts.InvitationView invitation,
                                  String signedInAs, String error) {
    return new InvitationView(csrf, token, invitation.workspaceName(), invitation.invitedBy(), invitation.email(),
        AppTimes.minute(invitation.expiresAt()), signedInAs, error);
  }

  /** Signed in as the invited address: the accept button. */
  public boolean invited() {
    return signedInAs != null && signedInAs.equalsIgnoreCase(email);
  }
}
