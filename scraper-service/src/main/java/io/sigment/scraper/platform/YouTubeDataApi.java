package io.sigment.scraper.platform;

import io.sigment.common.Handle;
import io.sigment.common.Platform;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * YouTube through the YouTube Data API v3: commenters are the only engagers it names. Costs in quota units:
 * channels, playlistItems, videos and commentThreads 1 per page, search 100.
 */
public final class YouTubeDataApi implements PlatformSource {
    private static final Pattern CHANNEL_ID = Pattern.compile("UC[A-Za-z0-9_-]{22}");

    private final PlatformHttp http;
    private final QuotaBudget quota;
    private final String base;
    private final String key;
    private final SpendMeter meter;

    YouTubeDataApi(PlatformHttp http, QuotaBudget quota, String base, String key, SpendMeter meter) {
        this.http = http;
        this.quota = quota;
        this.meter = meter;
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.key = key;
    }

    @Override
    public Platform platform() {
        return Platform.YOUTUBE;
    }

    @Override
    public Future<Optional<Profile>> profile(String handleOrId) {
        var filter = CHANNEL_ID.matcher(handleOrId).matches()
                ? Map.of("id", handleOrId)
                : Map.of("forHandle", "@" + Handle.of(handleOrId).text());
        var query = new LinkedHashMap<>(filter);
        query.put("part", "snippet,statistics,contentDetails");
        return get("channels", 1, query)
                .map(body -> body.getJsonArray("items", new JsonArray()).stream()
                        .map(JsonObject.class::cast)
                        .findFirst()
                        .map(YouTubeDataApi::toProfile));
    }

    @Override
    public Future<List<PostInfo>> recentPosts(Profile creator, int count) {
        var uploads = "UU" + creator.platformId().substring(2);
        return videoIds(uploads, count, null, new ArrayList<>()).compose(this::videos);
    }

    private Future<List<String>> videoIds(String playlist, int count, String pageToken, List<String> ids) {
        var query = new LinkedHashMap<String, String>();
        query.put("part", "contentDetails");
        query.put("playlistId", playlist);
        query.put("maxResults", String.valueOf(Math.min(50, count - ids.size())));
        if (pageToken != null) query.put("pageToken", pageToken);
        return get("playlistItems", 1, query).compose(body -> {
            for (var item : body.getJsonArray("items", new JsonArray())) {
                if (ids.size() < count)
                    ids.add(((JsonObject) item).getJsonObject("contentDetails").getString("videoId"));
            }
            var next = body.getString("nextPageToken");
            return next == null || ids.size() >= count
                    ? Future.succeededFuture(ids)
                    : videoIds(playlist, count, next, ids);
        });
    }

    private Future<List<PostInfo>> videos(List<String> ids) {
        return byIds("videos", "snippet,statistics", ids, YouTubeDataApi::toPost);
    }

    /** A {@code list} call by id, 50 ids a call (1 unit each), items mapped, in order. */
    private <T> Future<List<T>> byIds(
            String resource, String part, List<String> ids, java.util.function.Function<JsonObject, T> map) {
        var pages = new ArrayList<Future<List<T>>>();
        for (int from = 0; from < ids.size(); from += 50) {
            var query = new LinkedHashMap<String, String>();
            query.put("part", part);
            query.put("id", String.join(",", ids.subList(from, Math.min(ids.size(), from + 50))));
            pages.add(get(resource, 1, query)
                    .map(body -> body.getJsonArray("items", new JsonArray()).stream()
                            .map(JsonObject.class::cast)
                            .map(map)
                            .toList()));
        }
        return Future.all(pages)
                .map(all -> pages.stream().flatMap(p -> p.result().stream()).toList());
    }

    /** Pages of 100 top-level comments (1 unit each); a video whose statistics show no comments costs nothing. */
    @Override
    public Future<List<Engager>> engagers(PostInfo post, int cap) {
        if (post.commentsDisabled() || post.comments() == 0) return Future.succeededFuture(List.of());
        return commenters(post.platformPostId(), cap, null, new LinkedHashMap<>());
    }

    private Future<List<Engager>> commenters(String videoId, int cap, String pageToken, Map<String, Engager> seen) {
        var query = new LinkedHashMap<String, String>();
        query.put("part", "snippet");
        query.put("videoId", videoId);
        query.put("maxResults", "100");
        query.put("order", "time");
        if (pageToken != null) query.put("pageToken", pageToken);
        return call("commentThreads", 1, query).compose(result -> {
            if (result.status() == 403 && "commentsDisabled".equals(result.errorReason())) {
                return Future.succeededFuture(List.<Engager>of());
            }
            if (result.status() == 404) return Future.succeededFuture(List.<Engager>of());
            var body = checked(result);
            for (var item : body.getJsonArray("items", new JsonArray())) {
                var comment = ((JsonObject) item)
                        .getJsonObject("snippet")
                        .getJsonObject("topLevelComment")
                        .getJsonObject("snippet");
                var author = comment.getJsonObject("authorChannelId", new JsonObject())
                        .getString("value");
                if (author == null) continue;
                var before = seen.get(author);
                if (before == null && seen.size() >= cap) continue;
                seen.put(author, new Engager(author, Engager.Kind.COMMENT, before == null ? 1 : before.count() + 1));
            }
            var next = body.getString("nextPageToken");
            if (next == null || seen.size() >= cap) return Future.succeededFuture(List.copyOf(seen.values()));
            return commenters(videoId, cap, next, seen);
        });
    }

    @Override
    public Future<List<Profile>> search(String query, int limit) {
        var params = new LinkedHashMap<String, String>();
        params.put("part", "snippet");
        params.put("type", "channel");
        params.put("q", query);
        params.put("maxResults", String.valueOf(Math.min(50, limit)));
        return get("search", 100, params).compose(body -> {
            var ids = body.getJsonArray("items", new JsonArray()).stream()
                    .map(JsonObject.class::cast)
                    .map(item -> item.getJsonObject("id").getString("channelId"))
                    .toList();
            if (ids.isEmpty()) return Future.succeededFuture(List.<Profile>of());
            var channels = new LinkedHashMap<String, String>();
            channels.put("part", "snippet,statistics");
            channels.put("id", String.join(",", ids));
            return get("channels", 1, channels)
                    .map(found -> found.getJsonArray("items", new JsonArray()).stream()
                            .map(JsonObject.class::cast)
                            .map(YouTubeDataApi::toProfile)
                            .toList());
        });
    }

    /**
     * {@code search.list} for videos (100 units a page of 50), then their tags and counts from {@code videos.list}
     * (1 unit per 50).
     */
    @Override
    public Future<PostSearch> searchPosts(String topic, int limit) {
        return searchPages(topic, limit, null, new ArrayList<>(), 0)
                .compose(found -> byIds("videos", "snippet,statistics", found.ids(), YouTubeDataApi::toFoundPost)
                        .map(posts -> new PostSearch(
                                posts,
                                found.pages() + idCalls(found.ids().size()),
                                100 * found.pages() + idCalls(found.ids().size()))));
    }

    private record VideoIds(List<String> ids, int pages) {}

    private Future<VideoIds> searchPages(String topic, int limit, String pageToken, List<String> ids, int pages) {
        var params = new LinkedHashMap<String, String>();
        params.put("part", "id");
        params.put("type", "video");
        params.put("order", "date");
        params.put("q", topic);
        params.put("maxResults", "50");
        if (pageToken != null) params.put("pageToken", pageToken);
        return get("search", 100, params).compose(body -> {
            for (var item : body.getJsonArray("items", new JsonArray())) {
                if (ids.size() < limit)
                    ids.add(((JsonObject) item).getJsonObject("id").getString("videoId"));
            }
            var next = body.getString("nextPageToken");
            return next == null || ids.size() >= limit
                    ? Future.succeededFuture(new VideoIds(ids, pages + 1))
                    : searchPages(topic, limit, next, ids, pages + 1);
        });
    }

    /** {@code channels.list} by id, 50 a call (1 unit each). */
    @Override
    public Future<List<Profile>> profiles(List<String> handlesOrIds) {
        var ids = handlesOrIds.stream()
                .filter(h -> CHANNEL_ID.matcher(h).matches())
                .toList();
        var others = handlesOrIds.stream()
                .filter(h -> !CHANNEL_ID.matcher(h).matches())
                .toList();
        var byId = byIds("channels", "snippet,statistics", ids, YouTubeDataApi::toProfile);
        var byHandle = PlatformSource.super.profiles(others);
        return Future.all(byId, byHandle)
                .map(both -> java.util.stream.Stream.concat(byId.result().stream(), byHandle.result().stream())
                        .toList());
    }

    @Override
    public int profileCalls(int count) {
        return idCalls(count);
    }

    /** Calls (and units) {@link #byIds} makes for {@code count} ids. */
    private static int idCalls(int count) {
        return (count + 49) / 50;
    }

    private Future<JsonObject> get(String resource, int units, Map<String, String> query) {
        return call(resource, units, query).map(this::checked);
    }

    private Future<HttpResult> call(String resource, int units, Map<String, String> query) {
        var withKey = new LinkedHashMap<>(query);
        withKey.put("key", key);
        return quota.spend(units)
                .compose(v -> meter.spent(units))
                .compose(v -> http.get(base + "/" + resource, withKey));
    }

    private JsonObject checked(HttpResult result) {
        if (result.ok()) return result.json();
        var reason = result.errorReason();
        if (reason.equals("quotaExceeded") || reason.equals("dailyLimitExceeded")) {
            throw new PlatformFailure(
                    PlatformFailure.Reason.QUOTA,
                    "YouTube daily quota exceeded: Google refused further calls today (quotaExceeded). It resets at "
                            + "midnight Pacific time.");
        }
        throw new PlatformFailure(
                PlatformFailure.Reason.REJECTED,
                "YouTube refused the request: HTTP " + result.status() + " " + reason + " (" + result.errorMessage()
                        + ").");
    }

    private static Profile toProfile(JsonObject item) {
        var snippet = item.getJsonObject("snippet", new JsonObject());
        var stats = item.getJsonObject("statistics", new JsonObject());
        var handle =
                Handle.of(snippet.getString("customUrl", item.getString("id"))).text();
        return new Profile(
                Platform.YOUTUBE,
                item.getString("id"),
                handle,
                snippet.getString("title"),
                snippet.getString("description"),
                number(stats.getString("subscriberCount")),
                snippet.getString("country"),
                snippet.getString("defaultLanguage"),
                number(stats.getString("videoCount")),
                "https://www.youtube.com/channel/" + item.getString("id"));
    }

    private static FoundPost toFoundPost(JsonObject item) {
        var stats = item.getJsonObject("statistics", new JsonObject());
        var snippet = item.getJsonObject("snippet", new JsonObject());
        var tags = snippet.getJsonArray("tags", new JsonArray()).stream()
                .map(String::valueOf)
                .toList();
        return new FoundPost(
                item.getString("id"),
                snippet.getString("channelId"),
                null,
                snippet.getString("channelTitle"),
                null,
                null,
                snippet.getString("title", "") + " " + snippet.getString("description", ""),
                tags,
                orZero(stats.getString("viewCount")),
                orZero(stats.getString("likeCount")),
                orZero(stats.getString("commentCount")));
    }

    private static PostInfo toPost(JsonObject item) {
        var stats = item.getJsonObject("statistics", new JsonObject());
        var snippet = item.getJsonObject("snippet", new JsonObject());
        var comments = stats.getString("commentCount");
        return new PostInfo(
                item.getString("id"),
                "https://www.youtube.com/watch?v=" + item.getString("id"),
                Instant.parse(snippet.getString("publishedAt")),
                orZero(stats.getString("viewCount")),
                PostInfo.total(number(stats.getString("likeCount"))),
                orZero(comments),
                comments == null);
    }

    private static Long number(String text) {
        return text == null ? null : Long.parseLong(text);
    }

    private static long orZero(String text) {
        return text == null ? 0 : Long.parseLong(text);
    }
}
