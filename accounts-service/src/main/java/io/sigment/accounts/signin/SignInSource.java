package io.sigment.accounts.signin;

import java.util.HexFormat;

/**
 * Where a sign-in attempt comes from, as its failures are counted: a browser that signed in to the account before
 * ({@code device:<hash>}), or else its client address's limit key ({@code address:<key>}, IPv6 by /64).
 * {@code device} is the hash of the browser's device cookie, when it sent one (known or not).
 */
record SignInSource(String key, byte[] device, boolean isDevice) {

    static SignInSource device(byte[] hash) {
        return new SignInSource("device:" + HexFormat.of().formatHex(hash), hash, true);
    }

    static SignInSource address(String client, byte[] unknownDevice) {
        return new SignInSource("address:" + (client.isBlank() ? "unknown" : client), unknownDevice, false);
    }

    /** The hash in a {@code device_sha256} field, or null when it is absent or not a SHA-256. */
    static byte[] deviceHash(String sha256Hex) {
        if (sha256Hex.length() != 64) return null;
        try {
            return HexFormat.of().parseHex(sha256Hex);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
