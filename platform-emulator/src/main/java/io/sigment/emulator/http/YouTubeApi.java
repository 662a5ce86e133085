package io.sigment.emulator.http;

import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.PlatformWorld;
import io.sigment.emulator.world.Post;
import io.vertx.core.json.JsonArray;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The YouTube Data API v3 subset Sigment uses, with Google's paths, parameters, JSON shapes, errors and quota
 * costs: {@code channels} (1 unit), {@code search} (100), {@code playlistItems} (1), {@code videos} (1),
 * {@code commentThreads} (1). Every call needs {@code key}.
 */
final class YouTubeApi {
    static final String BASE = "/youtube/v3";

    private final PlatformWorld world;
    private final String apiKey;
    private final YouTubeQuota quota;
    private final Usage usage;

    YouTubeApi(PlatformWorld world, String apiKey, long dailyQuota, Usage usage) {
        this.world = world;
        this.apiKey = apiKey;
        this.quota = new YouTubeQuota(dailyQuota);
        this.usage = usage;
    }

    void mount(Router router) {
        router.get(BASE + "/channels").handler(ctx -> charged(ctx, 1, this::channels));
        router.get(BASE + "/search").handler(ctx -> charged(ctx, 100, this::search));
        router.get(BASE + "/playlistItems").handler(ctx -> charged(ctx, 1, this::playlistItems));
        router.get(BASE + "/videos").handler(ctx -> charged(ctx, 1, this::videos));
        router.get(BASE + "/commentThreads").handler(ctx -> charged(ctx, 1, this::commentThreads));
    }

    private void charged(RoutingContext ctx, int cost, java.util.function.Consumer<RoutingContext> handler) {
        var key = ctx.request().getParam("key");
        if (key == null || key.isEmpty()) {
            Replies.google(ctx, 403, "forbidden", "global", "The request is missing a valid API key.");
        } else if (!key.equals(apiKey)) {
            Replies.badRequestGoogle(ctx, "API key not valid. Please pass a valid API key.");
        } else if (Faults.quotaExhausted(ctx) || !quota.charge(key, cost)) {
            Replies.googleQuotaExceeded(ctx);
        } else if (ctx.request().getParam("part") == null) {
            Replies.google(ctx, 400, "required", "global", "Required parameter: part");
        } else {
            usage.youtubeCall(key, cost);
            handler.accept(ctx);
        }
    }

    private void channels(RoutingContext ctx) {
        var ids = ctx.request().getParam("id");
        var handle = ctx.request().getParam("forHandle");
        List<Creator> found;
        if (ids != null) {
            found = Arrays.stream(ids.split(","))
                    .map(String::trim)
                    .map(world::byId)
                    .flatMap(Optional::stream)
                    .toList();
        } else if (handle != null) {
            found = world.byHandle(handle).stream().toList();
        } else {
            Replies.badRequestGoogle(ctx, "No filter selected. Expected one of: forHandle, forUsername, id, mine.");
            return;
        }
        var parts = parts(ctx);
        var items = new JsonArray();
        for (var c : found) {
            long views = c.posts().stream().mapToLong(Post::impressions).sum() * (c.mediaCount() / 30 + 1);
            items.add(YouTubeJson.channel(c, parts, views));
        }
        // Every commenter has a channel of their own (no videos): a handle that is no creator's may be a person's.
        var person = handle != null && found.isEmpty() ? world.personByHandle(handle) : java.util.OptionalInt.empty();
        if (person.isPresent()) items.add(YouTubeJson.personChannel(world.ids(), person.getAsInt(), parts));
        Replies.json(ctx, 200, YouTubeJson.list("channel", items, items.size(), 5, null));
    }

    private void search(RoutingContext ctx) {
        var q = ctx.request().getParam("q", "");
        var type = ctx.request().getParam("type", "video,channel,playlist");
        int max = maxResults(ctx, 5, 50);
        if (max < 0) return;
        // Channels first, then videos (keyword over titles and tags, newest first); at most 500 results, as Google.
        var channels = type.contains("channel") ? world.search(q, 500) : List.<Creator>of();
        var videos = type.contains("video") ? world.searchPosts(q, false, 500 - channels.size()) : List.<Post>of();
        int total = channels.size() + videos.size();
        page(ctx, "search", "q=" + q + "&type=" + type, total, max, (from, to) -> {
            var items = new JsonArray();
            for (int i = from; i < to; i++) {
                items.add(
                        i < channels.size()
                                ? YouTubeJson.searchResult(channels.get(i))
                                : YouTubeJson.videoSearchResult(
                                        world.creatorOf(videos.get(i - channels.size())),
                                        videos.get(i - channels.size())));
            }
            return items;
        });
    }

    private void playlistItems(RoutingContext ctx) {
        var playlistId = ctx.request().getParam("playlistId", "");
        var creator =
                playlistId.startsWith("UU") ? world.byId("UC" + playlistId.substring(2)) : Optional.<Creator>empty();
        if (creator.isEmpty()) {
            Replies.google(
                    ctx,
                    404,
                    "playlistNotFound",
                    "youtube.playlistItem",
                    "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.");
            return;
        }
        int max = maxResults(ctx, 5, 50);
        if (max < 0) return;
        var c = creator.get();
        var parts = parts(ctx);
        page(ctx, "playlistItem", playlistId, c.posts().size(), max, (from, to) -> {
            var items = new JsonArray();
            for (var p : c.posts().subList(from, to)) items.add(YouTubeJson.playlistItem(c, p, parts));
            return items;
        });
    }

    private void videos(RoutingContext ctx) {
        var ids = ctx.request().getParam("id", "");
        var parts = parts(ctx);
        var items = new JsonArray();
        for (var id : ids.split(",")) {
            world.post(id.trim())
                    .ifPresent(p -> items.add(YouTubeJson.video(
                            world.creatorOf(p), p, world.engagers(p).totalComments(), parts)));
        }
        Replies.json(ctx, 200, YouTubeJson.list("video", items, items.size(), items.size(), null));
    }

    private void commentThreads(RoutingContext ctx) {
        var post = world.post(ctx.request().getParam("videoId", ""));
        if (post.isEmpty()) {
            Replies.google(
                    ctx,
                    404,
                    "videoNotFound",
                    "youtube.commentThread",
                    "The video identified by the "
                            + "<code><a href=\"/youtube/v3/docs/commentThreads/list#videoId\">videoId</a></code> "
                            + "parameter could not be found.");
            return;
        }
        var p = post.get();
        if (p.commentsDisabled()) {
            Replies.google(
                    ctx,
                    403,
                    "commentsDisabled",
                    "youtube.commentThread",
                    "The video identified by the "
                            + "<code><a href=\"/youtube/v3/docs/commentThreads/list#videoId\">videoId</a></code> "
                            + "parameter has disabled comments.");
            return;
        }
        int max = maxResults(ctx, 20, 100);
        if (max < 0) return;
        var threads = world.commentsInListOrder(p);
        var c = world.creatorOf(p);
        page(ctx, "commentThread", p.id(), threads.size(), max, (from, to) -> {
            var items = new JsonArray();
            for (var t : threads.subList(from, to)) {
                items.add(YouTubeJson.commentThread(c, p, world.ids(), t.person(), t.n(), t.at()));
            }
            return items;
        });
    }

    private interface Slice {
        JsonArray items(int from, int to);
    }

    private void page(RoutingContext ctx, String kind, String list, int total, int max, Slice slice) {
        int from = PageToken.offset(list, ctx.request().getParam("pageToken"));
        if (from < 0 || from > total) {
            Replies.badRequestGoogle(ctx, "The request specifies an invalid page token.");
            return;
        }
        int to = Math.min(total, from + max);
        var next = to < total ? PageToken.of(list, to) : null;
        Replies.json(ctx, 200, YouTubeJson.list(kind, slice.items(from, to), total, max, next));
    }

    private static int maxResults(RoutingContext ctx, int defaultValue, int limit) {
        var text = ctx.request().getParam("maxResults");
        try {
            int value = text == null ? defaultValue : Integer.parseInt(text);
            if (value >= 0 && value <= limit) return value;
        } catch (NumberFormatException ignored) {
            // answered below
        }
        Replies.badRequestGoogle(ctx, "Invalid value for maxResults: must be between 0 and " + limit + ".");
        return -1;
    }

    private static Set<String> parts(RoutingContext ctx) {
        return new HashSet<>(
                new ArrayList<>(Arrays.asList(ctx.request().getParam("part", "").split(","))));
    }
}
