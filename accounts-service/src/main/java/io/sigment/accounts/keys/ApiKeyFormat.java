package io.sigment.accounts.keys;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;

/** {@code ak_} + 32 random bytes in base62 (43 characters); only its SHA-256 is ever stored. */
public final class ApiKeyFormat {
  public static final String PREFIX = "ak_";
  private static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  private static final int BODY_LENGTH = 43; // ceil(256 / log2(62))
  private static final SecureRandom RANDOM = new SecureRandom();

  private ApiKeyFormat() {
  }

  public static String newKey() {
    var bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    var value = new BigInteger(1, bytes);
    var body = new StringBuilder();
    var base = BigInteger.valueOf(ALPHABET.length());
    while (value.signum() > 0) {
      var division = value.divideAndRemainder(base);
      body.append(ALPHABET.charAt(division[1].intValue()));
      value = division[0];
    }
    while (body.length() < BODY_LENGTH) body.append('0');
    return PREFIX + body.reverse();
  }

  public static boolean looksLikeKey(String token) {
    return token != null && token.length() == PREFIX.length() + BODY_LENGTH && token.startsWith(PREFIX)
        && token.substring(PREFIX.length()).chars().allMatch(c -> ALPHABET.indexOf(c) >= 0);
  }

  public static byte[] hash(String key) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
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
