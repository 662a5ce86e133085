package io.sigment.scraper.platform;

import io.sigment.common.Platform;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which scraping-provider actor serves which operation, e.g. {@code instagram.likers}. Defaults are the actor
 * ids the emulator serves (public Apify actors where one exists); {@code SIGMENT_SCRAPER_ACTORS} overrides them.
 */
final class Actors {
    static final Map<String, String> DEFAULTS = Map.of(
            "instagram.profile", "apify~instagram-profile-scraper",
            "instagram.posts", "apify~instagram-post-scraper",
            "instagram.comments", "apify~instagram-comment-scraper",
            "instagram.likers", "emulator~instagram-post-likers",
            "instagram.search", "apify~instagram-search-scraper",
            "instagram.hashtag", "apify~instagram-hashtag-scraper",
            "tiktok.profile", "clockworks~tiktok-profile-scraper",
            "tiktok.comments", "clockworks~tiktok-comments-scraper",
            "tiktok.search", "clockworks~tiktok-user-search-scraper",
            "tiktok.videos", "clockworks~tiktok-scraper");

    private final Map<String, String> ids;

    Actors(List<String> overrides) {
        ids = new HashMap<>(DEFAULTS);
        for (var entry : overrides) {
            var parts = entry.split("=", 2);
            if (parts.length != 2 || !DEFAULTS.containsKey(parts[0].trim())) {
                throw new IllegalArgumentException("SIGMENT_SCRAPER_ACTORS: '" + entry
                        + "' is not operation=actorId with an " + "operation among " + DEFAULTS.keySet());
            }
            ids.put(parts[0].trim(), parts[1].trim().replace('/', '~'));
        }
    }

    String id(Platform platform, String operation) {
        return ids.get(platform.key() + "." + operation);
    }
}
