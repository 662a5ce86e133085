package io.sigment.accounts.identity;

import java.util.regex.Pattern;

/** What accounts takes for an email address (to invite, to sign up with): one {@code @}, a dotted domain, no spaces. */
public final class EmailAddresses {
    public static final int MAX_LENGTH = 254;
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");

    private EmailAddresses() {}

    public static boolean valid(String email) {
        return email.length() <= MAX_LENGTH && EMAIL.matcher(email).matches();
    }
}
