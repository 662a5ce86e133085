package io.sigment.web.account;

import io.sigment.web.app.AppSession;

/**
 * The right side of the app's header ({@code account/who.jte}): the person's address, a link to their account page,
 * marked when no mailed link proved it yet, and the sign-out button.
 */
public record Who(String email, boolean verified, String csrf) {
  public static Who of(AppSession session, String csrf) {
    return new Who(session.email(), session.emailVerified(), csrf);
  }
}
