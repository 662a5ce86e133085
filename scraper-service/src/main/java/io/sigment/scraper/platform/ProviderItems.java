package io.sigment.scraper.platform;

import io.sigment.common.Platform;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;

/** Reads the scraping provider's dataset items (Apify actors' output fields) into our records. */
final class ProviderItems {
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
}
