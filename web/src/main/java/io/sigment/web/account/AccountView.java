package io.sigment.web.account;

import io.sigment.common.api.accounts.EmailAddressView;
import io.sigment.web.app.AppDates;
import io.sigment.web.app.SignedInHeader;

/**
 * The person's account page ({@code account/account.jte}, issue 39 item 2): their sign-in email, marked unverified
 * with a button that mails a verification link; a change of address waiting for its link ({@code pendingEmail} null
 * when none), cancellable; the form for a new address ({@code typed}: what the person wrote last). {@code notice}
 * and {@code error} are null when the page has none.
 */
public record AccountView(
        SignedInHeader who,
        String csrf,
        String email,
        boolean verified,
        String pendingEmail,
        String pendingUntil,
        String notice,
        String error,
        String typed) {

    public static AccountView of(
            SignedInHeader who, EmailAddressView address, String notice, String error, String typed, String csrf) {
        return new AccountView(
                who,
                csrf,
                address.email(),
                address.verified(),
                address.pendingEmail(),
                AppDates.minute(address.pendingExpiresAt()),
                notice,
                error,
                typed);
    }
}
