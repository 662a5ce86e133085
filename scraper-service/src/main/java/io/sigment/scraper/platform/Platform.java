package io.sigment.scraper.platform;

import io.sigment.common.ToolError;

/** The platforms Sigment measures (the spec's platform enumeration). */
public enum Platform {
  INSTAGRAM("Instagram"), YOUTUBE("YouTube"), TIKTOK("TikTok");

  private final String title;

  Platform(String title) {
    this.title = title;
  }

  public String key() {
    return name().toLowerCase();
  }

  public String title() {
    return title;
  }

  /** The platform named by a tool argument; an agent-facing error otherwise. */
  public static Platform parse(Object value) {
    for (var p : values()) if (p.key().equals(value)) return p;
    throw ToolError.invalidArguments("platform: one of instagram, youtube, tiktok");
  }
}
