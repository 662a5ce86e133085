package io.sigment.web.work;

import io.sigment.common.Platform;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/** What the work pages' links and words share: an id as a path segment, a platform's name. */
public final class WorkLinks {
    private WorkLinks() {}

    /** {@code value} as a path segment or query value (the template escapes it for the attribute). */
    public static String segment(String value) {
        return URLEncoder.encode(String.valueOf(value), StandardCharsets.UTF_8);
    }

    /** "instagram" → "Instagram"; an unknown key as it is. */
    public static String platformName(String platform) {
        return Platform.find(platform).map(Platform::title).orElse(String.valueOf(platform));
    }
}
