package io.sigment.lists.sharelinks;

import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The secret part of a public link's URL. A token is HMAC-SHA256 of the link id under
 * {@code SIGMENT_SHARE_TOKEN_SECRET}; the database keeps only the token's SHA-256, so a copy of it opens nothing,
 * yet the service can show an active link's URL again (share_creator_list reuses a list's link). A link whose
 * stored hash the secret does not reproduce (made before tokens were derived, or under another secret) still opens
 * by its old URL; shared again, it keeps its id and gets a token this secret reproduces, and both URLs open it.
 */
public final class ShareTokens {
    private static final String ALGORITHM = "HmacSHA256";
    private static final int MIN_SECRET_CHARS = 32;
    /** The stand-in for an unset secret: one per process, so every verticle instance here agrees. */
    private static final String PROCESS_SECRET = Ids.random("", Ids.SECRET_BYTES);

    private final SecretKeySpec key;
    private final String publicBaseUrl;

    /** An empty secret (development only: production config refuses it) becomes a random one for this process. */
    public ShareTokens(String secret, String publicBaseUrl) {
        var effective = secret.isEmpty() ? PROCESS_SECRET : secret;
        if (effective.length() < MIN_SECRET_CHARS) {
            throw new IllegalArgumentException(
                    "SIGMENT_SHARE_TOKEN_SECRET must have at least " + MIN_SECRET_CHARS + " characters");
        }
        this.key = new SecretKeySpec(effective.getBytes(StandardCharsets.UTF_8), ALGORITHM);
        this.publicBaseUrl = publicBaseUrl;
    }

    /** The token of {@code linkId}: 43 URL-safe characters. */
    String tokenOf(String linkId) {
        try {
            var mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return Base64.getUrlEncoder()
                    .withoutPadding()
                    .encodeToString(mac.doFinal(linkId.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 unavailable", e);
        }
    }

    /** What the database stores of a token, and looks it up by. */
    static String hashOf(String token) {
        return Credentials.sha256Hex(token);
    }

    /** The stored hash of a new link's token. */
    String hashFor(String linkId) {
        return hashOf(tokenOf(linkId));
    }

    /** True when this secret reproduces the link's token, so its URL can be shown again. */
    boolean shows(ShareLink link) {
        return url(link).isPresent();
    }

    /** The link's public URL, when this secret reproduces its stored hash. */
    Optional<String> url(ShareLink link) {
        var token = tokenOf(link.linkId());
        return MessageDigest.isEqual(
                        hashOf(token).getBytes(StandardCharsets.US_ASCII),
                        link.tokenSha256().getBytes(StandardCharsets.US_ASCII))
                ? Optional.of(publicBaseUrl + "/s/" + token)
                : Optional.empty();
    }
}
