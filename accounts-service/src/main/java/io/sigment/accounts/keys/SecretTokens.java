package io.sigment.accounts.keys;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/**
 * Bearer secrets of every kind ({@code ak_} keys, {@code oat_} tokens, codes, sessions): a prefix and 32
 * random bytes in base62 (43 characters). Only their SHA-256 is ever stored.
 */
public final class SecretTokens {
  static final String ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  static final int BODY_LENGTH = 43; // ceil(256 / log2(62))
  private static final SecureRandom RANDOM = new SecureRandom();

  private SecretTokens() {
  }

  public static String newToken(String prefix) {
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
    return prefix + body.reverse();
  }

  public static byte[] hash(String token) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
