package io.sigment.accounts.mail;

import java.util.Locale;

/**
 * What a message is for; each kind has its templates {@code mail/<kind>.txt} (first line {@code Subject: ...}) and
 * {@code mail/<kind>.html} in accounts-service's resources ({@link MailTemplates}).
 */
public enum MailKind {
    /** A new account's address, before the account exists: {@code {{link}}}. */
    VERIFY_SIGN_UP,
    /** A sign-up asked for an address that has an account already: {@code {{sign_in}}}. */
    ACCOUNT_EXISTS,
    /** An account made before addresses were verified: {@code {{name}}}, {@code {{link}}}. */
    VERIFY_ADDRESS,
    /** A new address an account changes to, verified before it replaces the old: {@code {{name}}}, {@code {{link}}}. */
    CHANGE_ADDRESS,
    /** To the old address once a change replaced it: {@code {{name}}}, {@code {{old}}}, {@code {{new}}}. */
    ADDRESS_CHANGED,
    /**
     * An invitation to a workspace: {@code {{inviter}}}, {@code {{workspace}}}, {@code {{link}}}, {@code {{expires}}}.
     */
    INVITATION,
    /** "Forgot your password?": {@code {{name}}}, {@code {{link}}}, {@code {{expires}}}. */
    RESET_PASSWORD,
    /**
     * A source was first locked out of the account: {@code {{name}}}, {@code {{source}}}, {@code {{link}}}, {@code
     * {{expires}}}.
     */
    UNLOCK_SIGN_IN;

    /** The templates' file name without extension: {@code verify-sign-up}. */
    public String templateName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
