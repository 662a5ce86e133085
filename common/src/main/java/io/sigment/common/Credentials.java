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
    private Credentials() {}

    public static byte[] sha256(String credential) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(credential.getBytes(StandardCharsets.UTF_8));
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
