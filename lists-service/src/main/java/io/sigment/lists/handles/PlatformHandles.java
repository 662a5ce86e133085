package io.sigment.lists.handles;

import io.sigment.common.Handle;
import io.sigment.common.Platform;
import java.util.Optional;
import java.util.regex.Pattern;

/** Each platform's handle syntax, the stored form of a member, and its public profile URL. */
public final class PlatformHandles {
    private static final Pattern INSTAGRAM = Pattern.compile("[a-z0-9._]{1,30}");
    private static final Pattern YOUTUBE = Pattern.compile("[a-z0-9._-]{3,30}");
    private static final Pattern TIKTOK = Pattern.compile("[a-z0-9._]{2,24}");
    private static final Pattern YOUTUBE_CHANNEL_ID = Pattern.compile("UC[A-Za-z0-9_-]{22}");

    private PlatformHandles() {}

    /** What a valid member looks like on this platform, for messages. */
    public static String rule(Platform platform) {
        return switch (platform) {
            case INSTAGRAM -> "1-30 characters: a-z, 0-9, '.', '_'";
            case YOUTUBE ->
                "an @handle of 3-30 characters (a-z, 0-9, '.', '_', '-') or a channel id (UC + 22 characters)";
            case TIKTOK -> "2-24 characters: a-z, 0-9, '.', '_'";
        };
    }

    /** The stored form of {@code raw} (surrounding spaces and one leading @ removed, case rule applied), if valid. */
    public static Optional<String> normalize(Platform platform, String raw) {
        var handle = Handle.of(raw);
        var hadAt = raw.strip().startsWith("@");
        var bare = handle.text();
        if (platform == Platform.YOUTUBE
                && !hadAt
                && YOUTUBE_CHANNEL_ID.matcher(bare).matches()) return Optional.of(bare);
        var lower = handle.key();
        var syntax = switch (platform) {
            case INSTAGRAM -> INSTAGRAM;
            case YOUTUBE -> YOUTUBE;
            case TIKTOK -> TIKTOK;
        };
        return syntax.matcher(lower).matches() ? Optional.of(lower) : Optional.empty();
    }

    /** The public profile of a stored member. */
    public static String profileUrl(Platform platform, String member) {
        return switch (platform) {
            case INSTAGRAM -> "https://www.instagram.com/" + member + "/";
            case TIKTOK -> "https://www.tiktok.com/@" + member;
            case YOUTUBE ->
                YOUTUBE_CHANNEL_ID.matcher(member).matches()
                        ? "https://www.youtube.com/channel/" + member
                        : "https://www.youtube.com/@" + member;
        };
    }
}
