package io.sigment.accounts.identity;

import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;

/**
 * A mailed single-use link's secret, as sign-ups, sign-in links (reset, unlock) and address links share it: a random
 * token whose prefix says what it is for, of which only the SHA-256 ({@link #tokenHash}) is stored, an expiry, and a
 * status from the stored row ({@link #status}: used once it was opened, expired after {@code expiresAt}).
 */
public record OneTimeLink(String token, byte[] tokenHash, OffsetDateTime expiresAt) {
    public static final String OPEN = "open";
    public static final String USED = "used";
    public static final String EXPIRED = "expired";
    public static final String UNKNOWN = "unknown";

    /** A new link of {@code prefix} (e.g. {@code pwr_}) that expires {@code ttl} after {@code now}. */
    public static OneTimeLink issue(String prefix, Duration ttl, OffsetDateTime now) {
        var token = Ids.random(prefix, Ids.SECRET_BYTES);
        return new OneTimeLink(token, hash(token), now.plus(ttl));
    }

    /** What is stored of {@code token}, and looked up by. */
    public static byte[] hash(String token) {
        return Credentials.sha256(token);
    }

    /** Whether {@code token} could be a link of {@code prefix} (anything else is not looked up). */
    public static boolean wellFormed(String token, String prefix) {
        return token != null && Ids.matches(token, prefix, Ids.SECRET_BYTES);
    }

    /** {@link #USED}, {@link #EXPIRED} or {@link #OPEN}, of a stored link at {@code now}. */
    public static String status(OffsetDateTime expiresAt, OffsetDateTime usedAt, Instant now) {
        if (usedAt != null) return USED;
        return expiresAt.toInstant().isAfter(now) ? OPEN : EXPIRED;
    }

    /** The expiry as mails show it: {@code 2026-11-28 06:15} (UTC). */
    public String expiresText() {
        return expiresAt.toString().replace('T', ' ').substring(0, 16);
    }
}
