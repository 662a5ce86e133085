package io.sigment.accounts.keys;

import java.security.MessageDigest;
import java.util.HexFormat;

/** {@code ak_} + 32 random bytes in base62 (43 characters); only its SHA-256 is ever stored. */
public final class ApiKeyFormat {
  public static final String PREFIX = "ak_";

  private ApiKeyFormat() {
  }

  public static String newKey() {
    return SecretTokens.newToken(PREFIX);
  }

  public static boolean looksLikeKey(String token) {
    return token != null && token.length() == PREFIX.length() + SecretTokens.BODY_LENGTH && token.startsWith(PREFIX)
        && token.substring(PREFIX.length()).chars().allMatch(c -> SecretTokens.ALPHABET.indexOf(c) >= 0);
  }

  public static byte[] hash(String key) {
    return SecretTokens.hash(key);
  }

  /** Compares two hashes in time independent of where they differ (no timing hint about a stored hash). */
  public static boolean sameHash(byte[] a, byte[] b) {
    return a != null && b != null && MessageDigest.isEqual(a, b);
  }

  public static String hashHex(String key) {
    return HexFormat.of().formatHex(hash(key));
  }

  /** What may be shown after creation: the prefix and first 4 characters of the body. */
  public static String displayPrefix(String key) {
    return key.substring(0, PREFIX.length() + 4);
  }

  public static String last4(String key) {
    return key.substring(key.length() - 4);
  }
}
