package io.sigment.web.signin;

/**
 * What the sign-in templates ({@code signin/*.jte}) show. {@code csrf} is the form's CSRF token; {@code error} and
 * {@code notice} are null when the page has none.
 */
public final class SignInViews {
    private SignInViews() {}

    /** {@code /app/sign-in}: the form, a notice after a mailed link was used, or why the last try failed. */
    public record SignIn(String csrf, String returnTo, String email, String error, String notice) {}

    /** {@code /app/sign-up}: an email and a password. */
    public record SignUp(String csrf, String email, String error) {}

    /** {@code /app/sign-up/<token>}: the same password again. */
    public record ConfirmSignUp(String csrf, String token, String error) {}

    /** {@code /app/forgot-password}: an address to mail a reset link to. */
    public record ForgotPassword(String csrf, String email, String error) {}

    /** {@code /app/reset-password/<token>} of an open link: a new password for {@code email}. */
    public record ResetPassword(String csrf, String token, String email, String error) {}

    /** {@code /app/unlock/<token>} of an open link: the button that unlocks {@code email}'s sign-in. */
    public record Unlock(String csrf, String token, String email, String error) {}

    /**
     * {@code /app/confirm-email/<token>} of an open link: confirm {@code email} as the account's address, or as its new
     * one ({@code change}).
     */
    public record ConfirmAddress(String csrf, String token, String email, boolean change, String error) {
        public String title() {
            return change ? "Confirm your new email" : "Confirm your email";
        }

        public String button() {
            return change ? "Use this address" : "Confirm this address";
        }
    }

    /** After an address link's button: {@code email} is verified, or is the account's sign-in email now. */
    public record AddressConfirmed(String email, boolean change) {}

    /** "Check your mail" after a sign-up or a reset request ({@code email} as the person wrote it). */
    public record MailSent(String email) {}

    /** A page that only says something (an error, a refusal): its title, also its heading, and a sentence. */
    public record Message(String title, String text) {}
}
