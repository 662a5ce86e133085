package io.sigment.emulator.world;

/** The platforms the emulator speaks for. */
public enum Platform {
  INSTAGRAM, YOUTUBE, TIKTOK;

  public String key() {
    return name().toLowerCase();
  }

  public static Platform parse(String key) {
    for (var p : values()) if (p.key().equalsIgnoreCase(key)) return p;
    throw new IllegalArgumentException("unknown platform " + key);
  }
}
