package io.sigment.common;

import java.security.SecureRandom;

/**
 * The one generator of opaque ids and secret tokens: a prefix, then {@code bytes} random bytes from a CSPRNG
 * written in base62 (digits and ASCII letters, so ids are URL-, log- and double-click-safe). The caller picks
 * the length for the use: {@link #ID_BYTES} for ids, {@link #SECRET_BYTES} for anything that is the only
 * proof of access (API keys, share tokens).
 */
public final class Ids {
    /** 128 random bits: ids that must never collide (22 characters). */
    public static final int ID_BYTES = 16;
    /** 256 random bits: secrets that must be unguessable (43 characters). */
    public static final int SECRET_BYTES = 32;

    public static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    private static final SecureRandom RANDOM = new SecureRandom();

    private Ids() {}

    /** {@code prefix} + {@link #ID_BYTES} random bytes in base62, e.g. {@code Ids.random("lst_")}. */
    public static String random(String prefix) {
        return random(prefix, ID_BYTES);
    }

    /** {@code prefix} + {@code bytes} random bytes in base62, always {@link #length(int)} characters after it. */
    public static String random(String prefix, int bytes) {
        var buffer = new byte[bytes];
        RANDOM.nextBytes(buffer);
        return prefix + base62(buffer);
    }

    /** The base62 length of {@code bytes} random bytes: ceil(8 * bytes / log2(62)). */
    public static int length(int bytes) {
        return (int) Math.ceil(bytes * 8 / (Math.log(62) / Math.log(2)));
    }

    /** True if {@code value} is {@code prefix} then exactly the base62 body {@link #random(String, int)} makes. */
    public static boolean matches(String value, String prefix, int bytes) {
        return value != null
                && value.startsWith(prefix)
                && value.length() == prefix.length() + length(bytes)
                && value.substring(prefix.length()).chars().allMatch(c -> ALPHABET.indexOf(c) >= 0);
    }

    /**
     * {@code bytes} as one unsigned big-endian number in base62, left-padded with '0' to {@link #length(int)}: long
     * division of the bytes by 62 in place, one digit per pass (an id per request made a BigInteger per digit).
     */
    static String base62(byte[] bytes) {
        var remaining = bytes.clone();
        var body = new char[length(bytes.length)];
        var at = body.length;
        var first = 0;
        while (first < remaining.length) {
            var remainder = 0;
            for (int i = first; i < remaining.length; i++) {
                var current = remainder * 256 + (remaining[i] & 0xff);
                remaining[i] = (byte) (current / 62);
                remainder = current % 62;
            }
            body[--at] = ALPHABET.charAt(remainder);
            while (first < remaining.length && remaining[first] == 0) first++;
        }
        while (at > 0) body[--at] = '0';
        return new String(body);
    }
}
