package io.sigment.accounts.keys;

import io.sigment.common.Ids;

/** {@code ak_} + 32 random bytes in base62 (43 characters); only its SHA-256 ({@code Credentials}) is ever stored. */
public final class ApiKeyFormat {
    public static final String PREFIX = "ak_";

    private ApiKeyFormat() {}

    public static String newKey() {
        return Ids.random(PREFIX, Ids.SECRET_BYTES);
    }

    public static boolean looksLikeKey(String token) {
        return Ids.matches(token, PREFIX, Ids.SECRET_BYTES);
    }

    /** What may be shown after creation: the prefix and first 4 characters of the body. */
    public static String displayPrefix(String key) {
        return key.substring(0, PREFIX.length() + 4);
    }

    public static String last4(String key) {
        return key.substring(key.length() - 4);
    }
}
