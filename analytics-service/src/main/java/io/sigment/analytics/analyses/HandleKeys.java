package io.sigment.analytics.analyses;

import java.util.Locale;

/** Handles compared as the pricing rules compare them: case-insensitively, without a leading {@code @}. */
public final class HandleKeys {
  private HandleKeys() {
  }

  public static String of(String handle) {
    var trimmed = handle.strip();
    return (trimmed.startsWith("@") ? trimmed.substring(1) : trimmed).toLowerCase(Locale.ROOT);
  }
}
