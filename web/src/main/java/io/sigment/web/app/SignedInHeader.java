package io.sigment.web.app;

/**
 * The right of an app page's header ({@code app/who.jte}): the person's address, a link to their account page,
 * marked when unverified, and the sign-out form with its CSRF token.
 */
public record SignedInHeader(String email, boolean verified, String csrf) {
    public static SignedInHeader of(AppSession session, String csrf) {
        return new SignedInHeader(session.email(), session.emailVerified(), csrf);
    }
}
