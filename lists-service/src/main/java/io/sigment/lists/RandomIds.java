package io.sigment.lists;

import java.security.SecureRandom;
import java.util.Base64;

/** Identifiers and share tokens from a CSPRNG, URL-safe (Base64url without padding). */
public final class RandomIds {
  private static final SecureRandom RANDOM = new SecureRandom();
  private static final Base64.Encoder URL_SAFE = Base64.getUrlEncoder().withoutPadding();
  /** 256 random bits: the only secret of a public link, so it must be unguessable. */
  private static final int TOKEN_BYTES = 32;
  private static final int ID_BYTES = 12;

  private RandomIds() {
  }

  public static String listId() {
    return "lst_" + random(ID_BYTES);
  }

  public static String linkId() {
    return "lnk_" + random(ID_BYTES);
  }

  public static String shareToken() {
    return random(TOKEN_BYTES);
  }

  private static String random(int bytes) {
    var buffer = new byte[bytes];
    RANDOM.nextBytes(buffer);
    return URL_SAFE.encodeToString(buffer);
  }
}
