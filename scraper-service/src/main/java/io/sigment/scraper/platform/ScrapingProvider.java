package io.sigment.scraper.platform;

import io.sigment.common.Handle;
import io.sigment.common.Platform;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToLongFunction;

/**
 * Instagram and TikTok through a scraping provider with Apify's API: each operation runs an actor
 * synchronously ({@code POST /v2/acts/{actor}/run-sync-get-dataset-items}) and pages its dataset with
 * {@code offset}/{@code limit}. Instagram engagers are likers and commenters; TikTok shows only commenters.
 * A creator's posts share runs: one likers run and one comments run for all of them ({@link #engagers(List, int)}),
 * and on TikTok one run for the profile and its videos. This class says what to ask each actor and how to combine
 * the answers; running the actors is {@link ProviderRuns}', reading their items {@link ProviderItems}'.
 */
public final class ScrapingProvider implements PlatformSource {
    static final int PAGE = 1000;
    /** Items one run of several posts is planned to return at most: well within a synchronous run's 300 s. */
    static final int RUN_ITEMS = 25_000;

    private static final int PROFILES_PER_RUN = 50;

    private final Platform platform;
    private final ProviderRuns runs;
    private final ProviderItems items;
    private final int page;

    ScrapingProvider(Platform platform, PlatformHttp http, Actors actors, String base, String token, SpendMeter meter) {
        this(new ProviderRuns(platform, http, actors, base, token, meter, PAGE, RUN_ITEMS));
    }

    /**
     * On runs whose page and run size may differ from {@link #PAGE} and {@link #RUN_ITEMS}: tests of the boundaries.
     */
    ScrapingProvider(ProviderRuns runs) {
        this.platform = runs.platform();
        this.runs = runs;
        this.items = new ProviderItems(platform);
        this.page = runs.page();
    }

    @Override
    public Platform platform() {
        return platform;
    }

    @Override
    public Future<Optional<Profile>> profile(String handleOrId) {
        var handle = Handle.of(handleOrId).text();
        var input = platform == Platform.INSTAGRAM
                ? new JsonObject().put("usernames", new JsonArray().add(handle))
                : new JsonObject().put("profiles", new JsonArray().add(handle)).put("resultsPerPage", 1);
        return runs.run("profile", input, 0, 1)
                .map(found -> ProviderItems.found(found).findFirst().map(items::profile));
    }

    @Override
    public Future<List<PostInfo>> recentPosts(Profile creator, int count) {
        var input = platform == Platform.INSTAGRAM
                ? new JsonObject()
                        .put("username", new JsonArray().add(creator.handle()))
                        .put("resultsLimit", count)
                : new JsonObject()
                        .put("profiles", new JsonArray().add(creator.handle()))
                        .put("resultsPerPage", count);
        return runs.run(platform == Platform.INSTAGRAM ? "posts" : "profile", input, 0, count)
                .map(found -> found.stream()
                        .map(JsonObject.class::cast)
                        .map(items::post)
                        .limit(count)
                        .toList());
    }

    @Override
    public Future<List<Engager>> engagers(PostInfo post, int cap) {
        var people = new LinkedHashMap<String, Engager>();
        Future<Void> likers = Future.succeededFuture();
        if (platform == Platform.INSTAGRAM) {
            var input = new JsonObject()
                    .put("posts", new JsonArray().add(post.url()))
                    .put("resultsLimit", cap);
            likers = runs.pages("likers", input, cap, found -> {
                for (var item : found) {
                    var liker = items.liker((JsonObject) item);
                    if (people.size() < cap) people.putIfAbsent(liker.personId() + "/like", liker);
                }
                return people.size() < cap;
            });
        }
        return likers.compose(v -> commenters(post, cap)).map(commenters -> {
            commenters.forEach(c -> people.put(c.personId() + "/comment", c));
            return CappedEngagers.capDistinct(people, cap);
        });
    }

    /** Commenters with their number of comments; comments are paged until {@code cap} distinct people. */
    private Future<List<Engager>> commenters(PostInfo post, int cap) {
        if (post.commentsDisabled() || post.comments() == 0) return Future.succeededFuture(List.of());
        var commenters = new LinkedHashMap<String, Engager>();
        int maxComments = CappedEngagers.commentsToRead(cap);
        var input = platform == Platform.INSTAGRAM
                ? new JsonObject()
                        .put("directUrls", new JsonArray().add(post.url()))
                        .put("resultsLimit", maxComments)
                : new JsonObject()
                        .put("postURLs", new JsonArray().add(post.url()))
                        .put("commentsPerPost", maxComments);
        return runs.pages("comments", input, maxComments, found -> {
                    for (var item : found) {
                        var c = items.commenter((JsonObject) item);
                        var before = commenters.get(c.personId());
                        if (before == null && commenters.size() >= cap) continue;
                        commenters.put(
                                c.personId(),
                                new Engager(
                                        c.personId(), Engager.Kind.COMMENT, before == null ? 1 : before.count() + 1));
                    }
                    return commenters.size() < cap;
                })
                .map(v -> List.copyOf(commenters.values()));
    }

    /**
     * All posts' likers in one run and all their comments in one run (runs of several posts apply
     * {@code resultsLimit}/{@code commentsPerPost} to each post, and each item names its post), split back per post
     * and capped as {@link #engagers(PostInfo, int)} caps one post. More runs only when the posts' counts say one
     * would return more than {@link #RUN_ITEMS}; a post that alone would is paged as before.
     */
    @Override
    public Future<Void> engagers(List<PostInfo> posts, int cap, EngagersSink sink) {
        int toRead = CappedEngagers.commentsToRead(cap);
        var alone = posts.stream()
                .filter(p -> runs.tooLargeForARun(p.commentsToRead(toRead)))
                .toList();
        var together = posts.stream().filter(p -> !alone.contains(p)).toList();
        var likers = platform == Platform.INSTAGRAM
                ? itemsPerPost("likers", together, cap, p -> p.likesToRead(cap))
                : Future.succeededFuture(Map.<String, List<JsonObject>>of());
        var commented =
                together.stream().filter(p -> p.commentsToRead(toRead) > 0).toList();
        var comments = itemsPerPost("comments", commented, toRead, p -> p.commentsToRead(toRead));
        // Reading and capping up to a run's 25,000 items per post list: off the event loop, then each post to the sink.
        var batch = Future.all(likers, comments)
                .compose(fetched -> OffTheLoop.compute(() -> together.stream()
                        .map(post -> {
                            var key = items.postKey(post.url());
                            return CappedEngagers.of(
                                    likers.result().getOrDefault(key, List.of()).stream()
                                            .map(items::liker)
                                            .toList(),
                                    comments.result().getOrDefault(key, List.of()).stream()
                                            .map(items::commenter)
                                            .toList(),
                                    cap,
                                    page);
                        })
                        .toList()))
                .compose(capped -> {
                    var accepted = new ArrayList<Future<?>>(together.size());
                    for (int i = 0; i < together.size(); i++) accepted.add(sink.accept(together.get(i), capped.get(i)));
                    return Future.join(accepted);
                });
        var single = alone.stream()
                .map(post -> engagers(post, cap).compose(found -> sink.accept(post, found)))
                .toList();
        return Future.join(batch, Future.join(single)).mapEmpty();
    }

    /** Each post's items (by {@link ProviderItems#postKey}) from runs of as many posts as {@link #RUN_ITEMS} allows. */
    private Future<Map<String, List<JsonObject>>> itemsPerPost(
            String operation, List<PostInfo> posts, int perPost, ToLongFunction<PostInfo> expected) {
        var each = runs.runsOf(posts, expected).stream()
                .map(group -> runs.run(operation, batchInput(operation, group, perPost), 0, (int)
                                Math.min(Integer.MAX_VALUE, (long) group.size() * perPost))
                        .map(found -> items.perPost(operation, group, found)))
                .toList();
        return Future.all(each).map(all -> {
            var out = new HashMap<String, List<JsonObject>>();
            each.forEach(run -> out.putAll(run.result()));
            return out;
        });
    }

    private JsonObject batchInput(String operation, List<PostInfo> posts, int perPost) {
        var urls = new JsonArray(
                posts.stream().map(PostInfo::url).map(Object.class::cast).toList());
        if (operation.equals("likers"))
            return new JsonObject().put("posts", urls).put("resultsLimit", perPost);
        return platform == Platform.INSTAGRAM
                ? new JsonObject().put("directUrls", urls).put("resultsLimit", perPost)
                : new JsonObject().put("postURLs", urls).put("commentsPerPost", perPost);
    }

    /** TikTok's profile actor lists the videos, each with its author: one run gives the profile and the posts. */
    @Override
    public Future<Optional<ProfilePosts>> profileWithPosts(String handleOrId, int count) {
        if (platform != Platform.TIKTOK) return PlatformSource.super.profileWithPosts(handleOrId, count);
        var handle = Handle.of(handleOrId).text();
        var input =
                new JsonObject().put("profiles", new JsonArray().add(handle)).put("resultsPerPage", count);
        return runs.run("profile", input, 0, count).map(found -> {
            var videos = ProviderItems.found(found).toList();
            if (videos.isEmpty()) return Optional.<ProfilePosts>empty();
            return Optional.of(new ProfilePosts(
                    items.profile(videos.get(0)),
                    videos.stream().map(items::post).limit(count).toList()));
        });
    }

    @Override
    public Future<List<Profile>> search(String query, int limit) {
        var input = platform == Platform.INSTAGRAM
                ? new JsonObject()
                        .put("search", query)
                        .put("searchType", "user")
                        .put("searchLimit", limit)
                : new JsonObject()
                        .put("searchQueries", new JsonArray().add(query))
                        .put("resultsPerPage", limit);
        return runs.run("search", input, 0, limit)
                .map(found -> ProviderItems.found(found)
                        .map(items::searchResult)
                        .limit(limit)
                        .toList());
    }

    @Override
    public Future<PostSearch> searchPosts(String topic, int limit) {
        var compact = topic.replaceAll("[^\\p{L}\\p{N}]", "").toLowerCase(java.util.Locale.ROOT);
        if (platform == Platform.TIKTOK) {
            var input = new JsonObject()
                    .put("searchQueries", new JsonArray().add(topic))
                    .put("resultsPerPage", limit);
            if (!compact.isEmpty()) input.put("hashtags", new JsonArray().add(compact));
            return runs.run("videos", input, 0, 2 * limit)
                    .map(found -> new PostSearch(
                            found.stream()
                                    .map(JsonObject.class::cast)
                                    .map(items::foundPost)
                                    .toList(),
                            1,
                            0));
        }
        var keyword = runs.run(
                "hashtag",
                new JsonObject()
                        .put("hashtags", new JsonArray().add(topic))
                        .put("keywordSearch", true)
                        .put("resultsLimit", limit),
                0,
                limit);
        var hashtag = compact.isEmpty()
                ? Future.succeededFuture(new JsonArray())
                : runs.run(
                        "hashtag",
                        new JsonObject()
                                .put("hashtags", new JsonArray().add(compact))
                                .put("resultsLimit", limit),
                        0,
                        limit);
        return Future.all(keyword, hashtag).map(both -> {
            var posts = new LinkedHashMap<String, FoundPost>();
            for (var page : List.of(keyword.result(), hashtag.result())) {
                for (var item : page) {
                    var post = items.foundPost((JsonObject) item);
                    posts.putIfAbsent(post.postId(), post);
                }
            }
            return new PostSearch(List.copyOf(posts.values()), compact.isEmpty() ? 1 : 2, 0);
        });
    }

    /** Instagram's profile actor takes many usernames per run; TikTok's search results already carry profiles. */
    @Override
    public Future<List<Profile>> profiles(List<String> handlesOrIds) {
        if (platform != Platform.INSTAGRAM) return PlatformSource.super.profiles(handlesOrIds);
        var batches = new ArrayList<Future<JsonArray>>();
        for (int from = 0; from < handlesOrIds.size(); from += PROFILES_PER_RUN) {
            var batch = handlesOrIds.subList(from, Math.min(handlesOrIds.size(), from + PROFILES_PER_RUN));
            batches.add(runs.run(
                    "profile", new JsonObject().put("usernames", new JsonArray(List.copyOf(batch))), 0, batch.size()));
        }
        return Future.all(batches)
                .map(all -> batches.stream()
                        .flatMap(r -> ProviderItems.found(r.result()))
                        .map(items::profile)
                        .toList());
    }

    @Override
    public int profileCalls(int count) {
        return platform == Platform.INSTAGRAM ? (count + PROFILES_PER_RUN - 1) / PROFILES_PER_RUN : count;
    }
}
