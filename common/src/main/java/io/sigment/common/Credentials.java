package io.sigment.common;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The one hashing of credentials (API keys): SHA-256 of the UTF-8 text. Only the hash is stored or sent on
 * the bus; the gateway looks keys up by {@link #sha256Hex} and accounts stores {@link #sha256}.
 */
public final class Credentials {
    /** Cloned for each hashing: cheaper than looking the algorithm up among the security providers every time. */
    private static final MessageDigest SHA_256 = sha256Digest();

    private Credentials() {}

    public static byte[] sha256(String credential) {
        MessageDigest digest;
        try {
            digest = (MessageDigest) SHA_256.clone();
        } catch (CloneNotSupportedException notCloneable) {
            digest = sha256Digest();
        }
        return digest.digest(credential.getBytes(StandardCharsets.UTF_8));
    }

    private static MessageDigest sha256Digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@link #sha256} as 64 lowercase hex characters. */
    public static String sha256Hex(String credential) {
        return HexFormat.of().formatHex(sha256(credential));
    }

    /** Compares two hashes in time independent of where they differ (no timing hint about a stored hash). */
    public static boolean sameHash(byte[] a, byte[] b) {
        return a != null && b != null && MessageDigest.isEqual(a, b);
    }
}
