package io.sigment.scraper.platform;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads the scraping provider's dataset items (Apify actors' output fields) into our records, and a run of several
 * posts back into each post's items. Running the actors is {@link ProviderRuns}'.
 */
final class ProviderItems {
    private static final Pattern INSTAGRAM_POST =
            Pattern.compile("instagram\\.com/(?:[^/]+/)?(?:p|reel|reels|tv)/([A-Za-z0-9_-]+)");
    private static final Pattern TIKTOK_VIDEO = Pattern.compile("/video/(\\d+)");

    private final Platform platform;

    ProviderItems(Platform platform) {
        this.platform = platform;
    }

    Profile profile(JsonObject item) {
        if (platform == Platform.TIKTOK) return tiktokAuthor(item.getJsonObject("authorMeta", item));
        return new Profile(
                platform,
                item.getString("id"),
                item.getString("username"),
                item.getString("fullName"),
                item.getString("biography"),
                item.getLong("followersCount"),
                null,
                null,
                item.getLong("postsCount"),
                "https://www.instagram.com/" + item.getString("username") + "/");
    }

    Profile searchResult(JsonObject item) {
        return profile(item);
    }

    private Profile tiktokAuthor(JsonObject meta) {
        return new Profile(
                platform,
                String.valueOf(meta.getValue("id")),
                meta.getString("name"),
                meta.getString("nickName"),
                meta.getString("signature"),
                meta.getLong("fans"),
                meta.getString("region"),
                meta.getString("language"),
                meta.getLong("video"),
                "https://www.tiktok.com/@" + meta.getString("name"));
    }

    PostInfo post(JsonObject item) {
        if (platform == Platform.TIKTOK) {
            return new PostInfo(
                    String.valueOf(item.getValue("id")),
                    item.getString("webVideoUrl"),
                    Instant.parse(item.getString("createTimeISO")),
                    item.getLong("playCount", 0L),
                    PostInfo.total(item.getLong("diggCount")),
                    PostInfo.total(item.getLong("commentCount")),
                    false);
        }
        long views = item.getLong("videoPlayCount", item.getLong("videoViewCount", 0L));
        return new PostInfo(
                item.getString("id"),
                item.getString("url"),
                Instant.parse(item.getString("timestamp")),
                views,
                PostInfo.total(item.getLong("likesCount")),
                PostInfo.total(item.getLong("commentsCount")),
                false);
    }

    FoundPost foundPost(JsonObject item) {
        if (platform == Platform.TIKTOK) {
            var meta = item.getJsonObject("authorMeta", new JsonObject());
            var tags = item.getJsonArray("hashtags", new JsonArray()).stream()
                    .map(t -> t instanceof JsonObject o ? o.getString("name") : String.valueOf(t))
                    .toList();
            return new FoundPost(
                    String.valueOf(item.getValue("id")),
                    String.valueOf(meta.getValue("id")),
                    meta.getString("name"),
                    meta.getString("nickName"),
                    meta.getLong("fans"),
                    meta.getString("signature"),
                    item.getString("text", ""),
                    tags,
                    item.getLong("playCount", 0L),
                    item.getLong("diggCount", 0L),
                    item.getLong("commentCount", 0L));
        }
        var tags = item.getJsonArray("hashtags", new JsonArray()).stream()
                .map(String::valueOf)
                .toList();
        return new FoundPost(
                item.getString("id"),
                String.valueOf(item.getValue("ownerId")),
                item.getString("ownerUsername"),
                item.getString("ownerFullName"),
                null,
                null,
                item.getString("caption", ""),
                tags,
                item.getLong("videoPlayCount", item.getLong("videoViewCount", 0L)),
                item.getLong("likesCount", 0L),
                item.getLong("commentsCount", 0L));
    }

    Engager liker(JsonObject item) {
        return new Engager(String.valueOf(item.getValue("id")), Engager.Kind.LIKE, 1);
    }

    Engager commenter(JsonObject item) {
        if (platform == Platform.TIKTOK) {
            return new Engager(String.valueOf(item.getValue("uid")), Engager.Kind.COMMENT, 1);
        }
        var owner = item.getJsonObject("owner", new JsonObject());
        var id = owner.getValue("id") != null ? String.valueOf(owner.getValue("id")) : item.getString("ownerUsername");
        return new Engager(id, Engager.Kind.COMMENT, 1);
    }

    /** A run's items but those that report an error instead of a result (a profile not found). */
    static Stream<JsonObject> found(JsonArray run) {
        return run.stream().map(JsonObject.class::cast).filter(item -> !item.containsKey("error"));
    }

    /** A run of several posts split back per post, by {@link #postKey}: each item names its post. */
    Map<String, List<JsonObject>> perPost(String operation, List<PostInfo> posts, JsonArray found) {
        var out = new HashMap<String, List<JsonObject>>();
        var field = platform == Platform.TIKTOK ? "videoWebUrl" : "postUrl";
        var keys = new HashMap<String, String>(); // a post's items repeat its URL: match it once
        for (var value : found) {
            var item = (JsonObject) value;
            var url = item.getString(field);
            if (url == null && posts.size() > 1) {
                throw new PlatformFailure(
                        PlatformFailure.Reason.REJECTED,
                        "The scraping provider's " + platform.title() + " "
                                + operation + " items do not say which post they belong to (" + field
                                + "), so a run of several posts "
                                + "cannot be split: configure an actor whose items carry it.");
            }
            var key = keys.computeIfAbsent(url == null ? posts.get(0).url() : url, this::postKey);
            out.computeIfAbsent(key, k -> new ArrayList<>()).add(item);
        }
        return out;
    }

    /** What identifies a post in its URLs, whatever their form: the shortcode (Instagram), the video id (TikTok). */
    String postKey(String url) {
        var m = (platform == Platform.TIKTOK ? TIKTOK_VIDEO : INSTAGRAM_POST).matcher(url);
        return m.find() ? m.group(1) : url;
    }
}
