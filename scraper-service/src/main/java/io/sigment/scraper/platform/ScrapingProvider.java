package io.sigment.scraper.platform;

import io.sigment.common.Platform;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Instagram and TikTok through a scraping provider with Apify's API: each operation runs an actor
 * synchronously ({@code POST /v2/acts/{actor}/run-sync-get-dataset-items}) and pages its dataset with
 * {@code offset}/{@code limit}. Instagram engagers are likers and commenters; TikTok shows only commenters.
 */
public final class ScrapingProvider implements PlatformSource {
  static final int PAGE = 1000;
  private static final int PROFILES_PER_RUN = 50;

  private final Platform platform;
  private final PlatformHttp http;
  private final Actors actors;
  private final String base;
  private final String token;
  private final ProviderItems items;
  private final SpendMeter meter;

  ScrapingProvider(Platform platform, PlatformHttp http, Actors actors, String base, String token, SpendMeter meter) {
    this.meter = meter;
    this.platform = platform;
    this.http = http;
    this.actors = actors;
    this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    this.token = token;
    this.items = new ProviderItems(platform);
  }

  @Override
  public Platform platform() {
    return platform;
  }

  @Override
  public Future<Optional<Profile>> profile(String handleOrId) {
    var handle = handleOrId.startsWith("@") ? handleOrId.substring(1) : handleOrId;
    var input = platform == Platform.INSTAGRAM
        ? new JsonObject().put("usernames", new JsonArray().add(handle))
        : new JsonObject().put("profiles", new JsonArray().add(handle)).put("resultsPerPage", 1);
    return run("profile", input, 0, 1).map(found -> found.stream().map(JsonObject.class::cast)
        .filter(item -> !item.containsKey("error")).findFirst().map(items::profile));
  }

  @Override
  public Future<List<PostInfo>> recentPosts(Profile creator, int count) {
    var input = platform == Platform.INSTAGRAM
        ? new JsonObject().put("username", new JsonArray().add(creator.handle())).put("resultsLimit", count)
        : new JsonObject().put("profiles", new JsonArray().add(creator.handle())).put("resultsPerPage", count);
    return run(platform == Platform.INSTAGRAM ? "posts" : "profile", input, 0, count)
        .map(found -> found.stream().map(JsonObject.class::cast).map(items::post).limit(count).toList());
  }

  @Override
  public Future<List<Engager>> engagers(PostInfo post, int cap) {
    var people = new LinkedHashMap<String, Engager>();
    Future<Void> likers = Future.succeededFuture();
    if (platform == Platform.INSTAGRAM) {
      var input = new JsonObject().put("posts", new JsonArray().add(post.url())).put("resultsLimit", cap);
      likers = pages("likers", input, cap, 0, found -> {
        for (var item : found) {
          var liker = items.liker((JsonObject) item);
          if (people.size() < cap) people.putIfAbsent(liker.personId() + "/like", liker);
        }
        return people.size() < cap;
      });
    }
    return likers.compose(v -> commenters(post, cap)).map(commenters -> {
      commenters.forEach(c -> people.put(c.personId() + "/comment", c));
      return capDistinct(people, cap);
    });
  }

  /** Commenters with their number of comments; comments are paged until {@code cap} distinct people. */
  private Future<List<Engager>> commenters(PostInfo post, int cap) {
    if (post.commentsDisabled() || post.comments() == 0) return Future.succeededFuture(List.of());
    var commenters = new LinkedHashMap<String, Engager>();
    int maxComments = 4 * cap;
    var input = platform == Platform.INSTAGRAM
        ? new JsonObject().put("directUrls", new JsonArray().add(post.url())).put("resultsLimit", maxComments)
        : new JsonObject().put("postURLs", new JsonArray().add(post.url())).put("commentsPerPost", maxComments);
    return pages("comments", input, maxComments, 0, found -> {
      for (var item : found) {
        var c = items.commenter((JsonObject) item);
        var before = commenters.get(c.personId());
        if (before == null && commenters.size() >= cap) continue;
        commenters.put(c.personId(), new Engager(c.personId(), c.handle(), Engager.Kind.COMMENT,
            before == null ? 1 : before.count() + 1));
      }
      return commenters.size() < cap;
    }).map(v -> List.copyOf(commenters.values()));
  }

  /** Keeps every engagement of the first {@code cap} distinct people. */
  private static List<Engager> capDistinct(Map<String, Engager> engagements, int cap) {
    var kept = new HashSet<String>();
    var out = new ArrayList<Engager>();
    for (var e : engagements.values()) {
      if (kept.contains(e.personId()) || kept.size() < cap) {
        kept.add(e.personId());
        out.add(e);
      }
    }
    return out;
  }

  @Override
  public Future<List<Profile>> search(String query, int limit) {
    var input = platform == Platform.INSTAGRAM
        ? new JsonObject().put("search", query).put("searchType", "user").put("searchLimit", limit)
        : new JsonObject().put("searchQueries", new JsonArray().add(query)).put("resultsPerPage", limit);
    return run("search", input, 0, limit).map(found -> found.stream().map(JsonObject.class::cast)
        .filter(item -> !item.containsKey("error")).map(items::searchResult).limit(limit).toList());
  }

  @Override
  public Future<PostSearch> searchPosts(String topic, int limit) {
    var compact = topic.replaceAll("[^\\p{L}\\p{N}]", "").toLowerCase(java.util.Locale.ROOT);
    if (platform == Platform.TIKTOK) {
      var input = new JsonObject().put("searchQueries", new JsonArray().add(topic)).put("resultsPerPage", limit);
      if (!compact.isEmpty()) input.put("hashtags", new JsonArray().add(compact));
      return run("videos", input, 0, 2 * limit).map(found -> new PostSearch(found.stream().map(JsonObject.class::cast)
          .map(items::foundPost).toList(), 1, 0));
    }
    var keyword = run("hashtag", new JsonObject().put("hashtags", new JsonArray().add(topic)).put("keywordSearch", true)
        .put("resultsLimit", limit), 0, limit);
    var hashtag = compact.isEmpty() ? Future.succeededFuture(new JsonArray())
        : run("hashtag", new JsonObject().put("hashtags", new JsonArray().add(compact)).put("resultsLimit", limit), 0, limit);
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
    var runs = new ArrayList<Future<JsonArray>>();
    for (int from = 0; from < handlesOrIds.size(); from += PROFILES_PER_RUN) {
      var batch = handlesOrIds.subList(from, Math.min(handlesOrIds.size(), from + PROFILES_PER_RUN));
      runs.add(run("profile", new JsonObject().put("usernames", new JsonArray(List.copyOf(batch))), 0, batch.size()));
    }
    return Future.all(runs).map(all -> runs.stream().flatMap(r -> r.result().stream()).map(JsonObject.class::cast)
        .filter(item -> !item.containsKey("error")).map(items::profile).toList());
  }

  @Override
  public int profileCalls(int count) {
    return platform == Platform.INSTAGRAM ? (count + PROFILES_PER_RUN - 1) / PROFILES_PER_RUN : count;
  }

  private interface PageConsumer {
    /** Takes one page; true to ask for the next. */
    boolean accept(JsonArray page);
  }

  private Future<Void> pages(String operation, JsonObject input, int max, int offset, PageConsumer consumer) {
    int limit = Math.min(PAGE, max - offset);
    if (limit <= 0) return Future.succeededFuture();
    return run(operation, input, offset, limit).compose(page -> {
      boolean more = consumer.accept(page) && page.size() == limit;
      return more ? pages(operation, input, max, offset + limit, consumer) : Future.succeededFuture();
    });
  }

  private Future<JsonArray> run(String operation, JsonObject input, int offset, int limit) {
    var url = base + "/v2/acts/" + actors.id(platform, operation) + "/run-sync-get-dataset-items";
    var query = Map.of("token", token, "offset", String.valueOf(offset), "limit", String.valueOf(limit));
    return meter.spent(1).compose(v -> http.post(url, query, input)).map(result -> {
      if (result.ok()) return result.array();
      var type = result.errorReason();
      var reason = result.status() == 402 || type.contains("usage") ? PlatformFailure.Reason.QUOTA
          : PlatformFailure.Reason.REJECTED;
      throw new PlatformFailure(reason, "The scraping provider refused the " + platform.title() + " " + operation
          + " request: HTTP " + result.status() + " " + type + " (" + result.errorMessage() + ").");
    });
  }
}
