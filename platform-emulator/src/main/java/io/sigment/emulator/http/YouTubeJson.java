package io.sigment.emulator.http;

import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.Identities;
import io.sigment.emulator.world.Mix;
import io.sigment.emulator.world.Post;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Set;

/** The YouTube Data API v3 resources (channel, search result, playlist item, video, comment thread). */
final class YouTubeJson {
    private static final String[] COMMENTS = {
        "Great video!",
        "This helped a lot, thanks",
        "Been waiting for this one",
        "Can you do a follow-up?",
        "Best channel on this",
        "Saving this for later",
        "Love the editing",
        "Tried it today, worked",
        "First time here, subscribed",
        "Underrated channel"
    };

    private YouTubeJson() {}

    static JsonObject list(String kind, JsonArray items, int total, int perPage, String nextPageToken) {
        var body =
                new JsonObject().put("kind", "youtube#" + kind + "ListResponse").put("etag", etag(kind + total));
        if (nextPageToken != null) body.put("nextPageToken", nextPageToken);
        body.put("pageInfo", new JsonObject().put("totalResults", total).put("resultsPerPage", perPage));
        if (!items.isEmpty()) body.put("items", items);
        return body;
    }

    static JsonObject channel(Creator c, Set<String> parts, long totalViews) {
        var item = new JsonObject()
                .put("kind", "youtube#channel")
                .put("etag", etag(c.id()))
                .put("id", c.id());
        if (parts.contains("snippet")) {
            item.put(
                    "snippet",
                    new JsonObject()
                            .put("title", c.name())
                            .put("description", c.bio())
                            .put("customUrl", "@" + c.handle().toLowerCase())
                            .put("publishedAt", Replies.iso(c.createdAt()))
                            .put("thumbnails", thumbnails("https://yt3.emulator.invalid/" + c.id() + ".jpg"))
                            .put("defaultLanguage", c.language())
                            .put("country", c.country()));
        }
        if (parts.contains("contentDetails")) {
            item.put(
                    "contentDetails",
                    new JsonObject()
                            .put(
                                    "relatedPlaylists",
                                    new JsonObject().put("likes", "").put("uploads", c.uploadsPlaylistId())));
        }
        if (parts.contains("statistics")) {
            item.put(
                    "statistics",
                    new JsonObject()
                            .put("viewCount", String.valueOf(totalViews))
                            .put("subscriberCount", String.valueOf(c.followers()))
                            .put("hiddenSubscriberCount", false)
                            .put("videoCount", String.valueOf(c.mediaCount())));
        }
        return item;
    }

    /** An ordinary person's channel, as {@code channels?forHandle=} shows it: their id and handle, no videos. */
    static JsonObject personChannel(Identities ids, int person, Set<String> parts) {
        var id = ids.personId(person);
        var item = new JsonObject()
                .put("kind", "youtube#channel")
                .put("etag", etag(id))
                .put("id", id);
        if (parts.contains("snippet")) {
            item.put(
                    "snippet",
                    new JsonObject()
                            .put("title", ids.personName(person))
                            .put("description", "")
                            .put("customUrl", "@" + ids.personHandle(person).toLowerCase())
                            .put("publishedAt", "2016-03-01T00:00:00Z")
                            .put("thumbnails", thumbnails("https://yt3.emulator.invalid/" + id + ".jpg")));
        }
        if (parts.contains("contentDetails")) {
            item.put(
                    "contentDetails",
                    new JsonObject()
                            .put(
                                    "relatedPlaylists",
                                    new JsonObject().put("likes", "").put("uploads", "UU" + id.substring(2))));
        }
        if (parts.contains("statistics")) {
            item.put(
                    "statistics",
                    new JsonObject()
                            .put("viewCount", "0")
                            .put("subscriberCount", "0")
                            .put("hiddenSubscriberCount", false)
                            .put("videoCount", "0"));
        }
        return item;
    }

    static JsonObject searchResult(Creator c) {
        var snippet = new JsonObject()
                .put("publishedAt", Replies.iso(c.createdAt()))
                .put("channelId", c.id())
                .put("title", c.name())
                .put("description", c.bio())
                .put("thumbnails", thumbnails("https://yt3.emulator.invalid/" + c.id() + ".jpg"))
                .put("channelTitle", c.name())
                .put("liveBroadcastContent", "none")
                .put("publishTime", Replies.iso(c.createdAt()));
        return new JsonObject()
                .put("kind", "youtube#searchResult")
                .put("etag", etag("s" + c.id()))
                .put("id", new JsonObject().put("kind", "youtube#channel").put("channelId", c.id()))
                .put("snippet", snippet);
    }

    static JsonObject videoSearchResult(Creator c, Post p) {
        var snippet = new JsonObject()
                .put("publishedAt", Replies.iso(p.publishedAt()))
                .put("channelId", c.id())
                .put("title", p.caption())
                .put("description", p.caption())
                .put("thumbnails", thumbnails("https://i.ytimg.emulator.invalid/vi/" + p.id() + "/default.jpg"))
                .put("channelTitle", c.name())
                .put("liveBroadcastContent", "none")
                .put("publishTime", Replies.iso(p.publishedAt()));
        return new JsonObject()
                .put("kind", "youtube#searchResult")
                .put("etag", etag("s" + p.id()))
                .put("id", new JsonObject().put("kind", "youtube#video").put("videoId", p.id()))
                .put("snippet", snippet);
    }

    static JsonObject playlistItem(Creator c, Post p, Set<String> parts) {
        var item = new JsonObject()
                .put("kind", "youtube#playlistItem")
                .put("etag", etag("pi" + p.id()))
                .put("id", "UExp" + Long.toHexString(Mix.hash(p.key(), 7)));
        if (parts.contains("snippet")) {
            item.put(
                    "snippet",
                    new JsonObject()
                            .put("publishedAt", Replies.iso(p.publishedAt()))
                            .put("channelId", c.id())
                            .put("title", p.caption())
                            .put("description", p.caption())
                            .put("channelTitle", c.name())
                            .put("playlistId", c.uploadsPlaylistId())
                            .put("position", p.position())
                            .put(
                                    "resourceId",
                                    new JsonObject()
                                            .put("kind", "youtube#video")
                                            .put("videoId", p.id()))
                            .put("videoOwnerChannelTitle", c.name())
                            .put("videoOwnerChannelId", c.id()));
        }
        if (parts.contains("contentDetails")) {
            item.put(
                    "contentDetails",
                    new JsonObject().put("videoId", p.id()).put("videoPublishedAt", Replies.iso(p.publishedAt())));
        }
        return item;
    }

    static JsonObject video(Creator c, Post p, long comments, Set<String> parts) {
        var item = new JsonObject()
                .put("kind", "youtube#video")
                .put("etag", etag("v" + p.id()))
                .put("id", p.id());
        if (parts.contains("snippet")) {
            item.put(
                    "snippet",
                    new JsonObject()
                            .put("publishedAt", Replies.iso(p.publishedAt()))
                            .put("channelId", c.id())
                            .put("title", p.caption())
                            .put("description", p.caption())
                            .put("channelTitle", c.name())
                            .put("tags", new JsonArray(p.hashtags()))
                            .put("categoryId", "22"));
        }
        if (parts.contains("contentDetails")) {
            item.put(
                    "contentDetails",
                    new JsonObject()
                            .put("duration", "PT" + p.durationSeconds() / 60 + "M" + p.durationSeconds() % 60 + "S"));
        }
        if (parts.contains("statistics")) {
            var stats = new JsonObject()
                    .put("viewCount", String.valueOf(p.impressions()))
                    .put("likeCount", String.valueOf(p.impressions() * 3 / 100))
                    .put("favoriteCount", "0");
            if (!p.commentsDisabled()) stats.put("commentCount", String.valueOf(comments));
            item.put("statistics", stats);
        }
        return item;
    }

    /** One top-level comment by {@code person} (the {@code n}th by them on this video). */
    static JsonObject commentThread(Creator c, Post p, Identities ids, int person, int n, long at) {
        var threadId = "Ugx" + Long.toHexString(Mix.hash(p.key(), person, n));
        var text = COMMENTS[(int) ((Mix.hash(person, p.key(), n) >>> 1) % COMMENTS.length)];
        var handle = ids.personHandle(person);
        var comment = new JsonObject()
                .put("channelId", c.id())
                .put("videoId", p.id())
                .put("textDisplay", text)
                .put("textOriginal", text)
                .put("authorDisplayName", "@" + handle)
                .put("authorProfileImageUrl", "https://yt3.emulator.invalid/" + handle + ".jpg")
                .put("authorChannelUrl", "http://www.youtube.com/@" + handle)
                .put("authorChannelId", new JsonObject().put("value", ids.personId(person)))
                .put("canRate", true)
                .put("viewerRating", "none")
                .put("likeCount", (int) (Mix.hash(person, n) >>> 60))
                .put("publishedAt", Replies.iso(at))
                .put("updatedAt", Replies.iso(at));
        var top = new JsonObject()
                .put("kind", "youtube#comment")
                .put("etag", etag(threadId))
                .put("id", threadId)
                .put("snippet", comment);
        return new JsonObject()
                .put("kind", "youtube#commentThread")
                .put("etag", etag("t" + threadId))
                .put("id", threadId)
                .put(
                        "snippet",
                        new JsonObject()
                                .put("channelId", c.id())
                                .put("videoId", p.id())
                                .put("topLevelComment", top)
                                .put("canReply", true)
                                .put("totalReplyCount", 0)
                                .put("isPublic", true));
    }

    private static JsonObject thumbnails(String url) {
        return new JsonObject()
                .put(
                        "default",
                        new JsonObject().put("url", url).put("width", 88).put("height", 88));
    }

    private static String etag(String of) {
        return Long.toHexString(Mix.mix(of.hashCode()));
    }
}
