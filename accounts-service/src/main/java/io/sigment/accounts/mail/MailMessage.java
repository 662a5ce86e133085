package io.sigment.accounts.mail;

import java.util.Objects;

/**
 * One message to one address, rendered ({@link MailTemplates#render}) and ready for {@link Outbox#enqueue}.
 * {@code accountId}: the account whose action causes it (counted against its send limit), or null when no account
 * exists yet (a sign-up): then only the recipient's limit applies.
 */
public record MailMessage(MailKind kind, String to, String accountId, String subject, String text, String html) {
    public MailMessage {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(to);
        Objects.requireNonNull(subject);
        Objects.requireNonNull(text);
        Objects.requireNonNull(html);
    }
}
