package io.sigment.emulator.http;

import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.Mix;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.Post;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.regex.Pattern;

/**
 * TikTok actors shaped like the public Apify (clockworks) actors: profile videos with {@code authorMeta},
 * video comments, user search. TikTok does not show who liked a video, so engagers are commenters.
 */
final class TikTokActors {
    static final String PROFILE = "clockworks~tiktok-profile-scraper";
    static final String COMMENTS = "clockworks~tiktok-comments-scraper";
    static final String SEARCH = "clockworks~tiktok-user-search-scraper";
    static final String VIDEOS = "clockworks~tiktok-scraper";
    private static final Pattern VIDEO_URL = Pattern.compile("/video/(\\d+)");

    private final PlatformWorld world;

    TikTokActors(PlatformWorld world) {
        this.world = world;
    }

    ApifyApi register(ApifyApi api) {
        return api.actor(PROFILE, this::profileVideos)
                .actor(COMMENTS, this::comments)
                .actor(SEARCH, this::search)
                .actor(VIDEOS, this::videoSearch);
    }

    private JsonArray profileVideos(JsonObject input) {
        int limit = Actor.limit(input, "resultsPerPage", 10);
        var items = new JsonArray();
        for (var name : Actor.requiredArray(input, "profiles")) {
            world.byHandle(String.valueOf(name)).ifPresent(c -> {
                for (var p : c.posts().subList(0, Math.min(limit, c.posts().size()))) items.add(video(c, p));
            });
        }
        return items;
    }

    private JsonObject authorMeta(Creator c) {
        return new JsonObject()
                .put("id", c.id())
                .put("name", c.handle())
                .put("nickName", c.name())
                .put("profileUrl", "https://www.tiktok.com/@" + c.handle())
                .put("verified", c.verified())
                .put("signature", c.bio())
                .put("region", c.country())
                .put("language", c.language())
                .put("avatar", "https://p16.emulator.invalid/" + c.id() + ".jpeg")
                .put("fans", c.followers())
                .put("following", c.following())
                .put("heart", c.followers() * 9)
                .put("video", c.mediaCount());
    }

    private JsonObject video(Creator c, Post p) {
        var engagers = world.engagers(p);
        var hashtags = new JsonArray();
        for (var tag : p.hashtags()) hashtags.add(new JsonObject().put("name", tag));
        return new JsonObject()
                .put("id", p.id())
                .put("text", p.caption())
                .put("createTime", p.publishedAt())
                .put("createTimeISO", Replies.isoMillis(p.publishedAt()))
                .put("authorMeta", authorMeta(c))
                .put("webVideoUrl", url(c, p))
                .put("playCount", p.impressions())
                .put("diggCount", p.impressions() / 12)
                .put("shareCount", p.impressions() / 300)
                .put("commentCount", engagers.totalComments())
                .put("collectCount", p.impressions() / 200)
                .put("hashtags", hashtags)
                .put("videoMeta", new JsonObject().put("duration", p.durationSeconds()));
    }

    private JsonArray comments(JsonObject input) {
        int limit = Actor.limit(input, "commentsPerPost", 100);
        var items = new JsonArray();
        for (var url : Actor.requiredArray(input, "postURLs")) {
            var m = VIDEO_URL.matcher(String.valueOf(url));
            if (!m.find()) continue;
            world.post(m.group(1)).ifPresent(p -> {
                var threads = world.commentsInListOrder(p);
                for (var t : threads.subList(0, Math.min(limit, threads.size()))) {
                    items.add(new JsonObject()
                            .put(
                                    "cid",
                                    String.valueOf(
                                            7_400_000_000_000_000_000L + (Mix.hash(p.key(), t.person(), t.n()) >>> 4)))
                            .put("text", "need this 😍")
                            .put("diggCount", t.likes())
                            .put("replyCommentTotal", 0)
                            .put("createTime", t.at())
                            .put("createTimeISO", Replies.isoMillis(t.at()))
                            .put("uniqueId", world.ids().personHandle(t.person()))
                            .put("uid", world.ids().personId(t.person()))
                            .put("videoWebUrl", url(world.creatorOf(p), p)));
                }
            });
        }
        return items;
    }

    private JsonArray search(JsonObject input) {
        var queries = Actor.requiredArray(input, "searchQueries");
        int limit = Actor.limit(input, "resultsPerPage", 10);
        var items = new JsonArray();
        for (var q : queries) {
            for (var c : world.search(String.valueOf(q), limit))
                items.add(authorMeta(c).put("searchQuery", q));
        }
        return items;
    }

    /** Videos by hashtag ({@code hashtags}) and by keyword ({@code searchQueries}), {@code resultsPerPage} each. */
    private JsonArray videoSearch(JsonObject input) {
        int limit = Actor.limit(input, "resultsPerPage", 10);
        var hashtags = input.getJsonArray("hashtags", new JsonArray());
        var queries = input.getJsonArray("searchQueries", new JsonArray());
        if (hashtags.isEmpty() && queries.isEmpty()) {
            throw new Actor.InvalidInput("Input is not valid: one of input.hashtags, input.searchQueries is required");
        }
        var items = new JsonArray();
        for (var tag : hashtags) {
            for (var p : world.searchPosts(String.valueOf(tag), true, limit)) {
                items.add(video(world.creatorOf(p), p).put("searchHashtag", new JsonObject().put("name", tag)));
            }
        }
        for (var q : queries) {
            for (var p : world.searchPosts(String.valueOf(q), false, limit)) {
                items.add(video(world.creatorOf(p), p).put("searchQuery", q));
            }
        }
        return items;
    }

    static String url(Creator c, Post p) {
        return "https://www.tiktok.com/@" + c.handle() + "/video/" + p.id();
    }
}
