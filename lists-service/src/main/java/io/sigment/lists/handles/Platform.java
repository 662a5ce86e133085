package io.sigment.lists.handles;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The platforms a creator list can hold, each with its handle syntax, case rule and profile address.
 * Instagram and TikTok handles are case-insensitive (stored lowercase). A YouTube member is an @handle
 * (case-insensitive, stored lowercase without the @) or a channel id as search returns it ({@code UC} plus
 * 22 characters, case-sensitive, kept as given): a lowercased handle never starts with {@code UC}, so the
 * two cannot be confused.
 */
public enum Platform {
  INSTAGRAM("instagram", "Instagram", Pattern.compile("[a-z0-9._]{1,30}"),
      "1-30 characters: a-z, 0-9, '.', '_'"),
  YOUTUBE("youtube", "YouTube", Pattern.compile("[a-z0-9._-]{3,30}"),
      "an @handle of 3-30 characters (a-z, 0-9, '.', '_', '-') or a channel id (UC + 22 characters)"),
  TIKTOK("tiktok", "TikTok", Pattern.compile("[a-z0-9._]{2,24}"),
      "2-24 characters: a-z, 0-9, '.', '_'");

  private static final Pattern YOUTUBE_CHANNEL_ID = Pattern.compile("UC[A-Za-z0-9_-]{22}");

  private final String id;
  private final String displayName;
  private final Pattern handle;
  private final String rule;

  Platform(String id, String displayName, Pattern handle, String rule) {
    this.id = id;
    this.displayName = displayName;
    this.handle = handle;
    this.rule = rule;
  }

  public static Optional<Platform> of(String id) {
    return Arrays.stream(values()).filter(p -> p.id.equals(id)).findFirst();
  }

  public String id() {
    return id;
  }

  public String displayName() {
    return displayName;
  }

  /** What a valid member looks like on this platform, for messages. */
  public String rule() {
    return rule;
  }

  /** The stored form of {@code raw} (surrounding spaces and one leading @ removed, case rule applied), if valid. */
  public Optional<String> normalize(String raw) {
    var trimmed = raw.strip();
    var hadAt = trimmed.startsWith("@");
    var bare = hadAt ? trimmed.substring(1) : trimmed;
    if (this == YOUTUBE && !hadAt && YOUTUBE_CHANNEL_ID.matcher(bare).matches()) return Optional.of(bare);
    var lower = bare.toLowerCase(Locale.ROOT);
    return handle.matcher(lower).matches() ? Optional.of(lower) : Optional.empty();
  }

  /** The public profile of a stored member. */
  public String profileUrl(String member) {
    return switch (this) {
      case INSTAGRAM -> "https://www.instagram.com/" + member + "/";
      case TIKTOK -> "https://www.tiktok.com/@" + member;
      case YOUTUBE -> YOUTUBE_CHANNEL_ID.matcher(member).matches()
          ? "https://www.youtube.com/channel/" + member
          : "https://www.youtube.com/@" + member;
    };
  }
}
