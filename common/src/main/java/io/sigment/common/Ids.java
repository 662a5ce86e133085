package io.sigment.common;

import java.math.BigInteger;
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
  private static final BigInteger BASE = BigInteger.valueOf(ALPHABET.length());
  private static final SecureRandom RANDOM = new SecureRandom();

  private Ids() {
  }

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
    return value != null && value.startsWith(prefix) && value.length() == prefix.length() + length(bytes)
        && value.substring(prefix.length()).chars().allMatch(c -> ALPHABET.indexOf(c) >= 0);
  }

  private static String base62(byte[] bytes) {
    var value = new BigInteger(1, bytes);
    var body = new StringBuilder();
    while (value.signum() > 0) {
      var division = value.divideAndRemainder(BASE);
      body.append(ALPHABET.charAt(division[1].intValue()));
      value = division[0];
    }
    while (body.length() < length(bytes.length)) body.append('0');
    return body.reverse().toString();
  }
}
