package io.sigment.analytics.discovery;

import io.sigment.analytics.engine.CreatorSample;
import io.sigment.analytics.samples.ScraperSamples;
import io.sigment.common.Caller;
import io.sigment.common.Platform;
import io.sigment.common.api.jobs.JobId;
import io.sigment.common.api.scraper.ScraperAction;
import io.sigment.common.bus.ServiceClient;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * The platform side of a discovery, through scraper-service: {@code search_topic} on each platform, then a light
 * engagement sample of the candidates ({@code scrape} of their {@value #POSTS} newest posts, up to
 * {@value #ENGAGERS_PER_POST} people each, 50 creators a scrape), read back with {@code samples}; then a deeper
 * sample ({@value #DEEP_POSTS} newest posts) of the few creators whose overlaps are refined.
 */
final class DiscoverySampling {
  static final int POSTS = 3;
  static final int DEEP_POSTS = 20;
  static final int ENGAGERS_PER_POST = 5000;
  static final int SCRAPE_BATCH = 50;
  static final int SAMPLES_IN_FLIGHT = 4;
  /** Candidates searched per platform: enough for every subtopic group to fill its limit. */
  static final int CANDIDATES_PER_GROUP_LIMIT = 8;
  static final int MAX_CANDIDATES = 150;
  /** Posts per search: YouTube pays 100 quota units a page of 50, so it reads fewer. */
  static final int POSTS_SEARCHED = 1000;
  static final int YOUTUBE_VIDEOS_SEARCHED = 500;

  private final ServiceClient scraper;

  DiscoverySampling(ServiceClient scraper) {
    this.scraper = scraper;
  }

  /** Searches and samples one platform: {@code {"candidates": [...], "scrape_ids": [...], "quota_units", "platform_calls"}}. */
  Future<JsonObject> collect(Caller caller, String discoveryId, Platform platform, String topic, int minFollowers,
                             int perSubtopicLimit) {
    var args = new JsonObject().put("platform", platform.key()).put("topic", topic).put("min_followers", minFollowers)
        .put("max_candidates", Math.min(MAX_CANDIDATES, CANDIDATES_PER_GROUP_LIMIT * perSubtopicLimit))
        .put("post_limit", platform == Platform.YOUTUBE ? YOUTUBE_VIDEOS_SEARCHED : POSTS_SEARCHED);
    var search = scraper.requestWatched(ScraperAction.SEARCH_TOPIC, caller, args, scraper.defaultTimeout());
    return search.compose(found -> {
      var candidates = found.getJsonArray("candidates");
      var handles = candidates.stream().map(c -> ((JsonObject) c).getString("handle")).toList();
      var cost = plus(new JsonObject(), found.getJsonObject("cost"));
      return scrape(caller, JobId.of(JobId.DISCOVERY, discoveryId), platform.key() + "-", platform, handles, POSTS, cost)
          .map(scrapeIds -> new JsonObject().put("candidates", candidates).put("scrape_ids", scrapeIds)
              .put("posts_found", found.getInteger("posts_found")).put("quota_units", found.getInteger("quota_units"))
              .put("platform_calls", found.getInteger("platform_calls")).put("cost", cost));
    });
  }

  /**
   * The deeper sample of {@code handles} (a refinement of their overlaps): their {@value #DEEP_POSTS} newest posts,
   * scrape ids {@code discovery:<id>#<platform>-deep-<n>} (a retry resumes). Reply {@code refined_handles},
   * {@code refined_scrape_ids}, {@code refined_cost}.
   */
  Future<JsonObject> deepen(Caller caller, String discoveryId, Platform platform, List<String> handles) {
    var cost = new JsonObject();
    return scrape(caller, JobId.of(JobId.DISCOVERY, discoveryId), platform.key() + "-deep-", platform, handles, DEEP_POSTS,
            cost)
        .map(scrapeIds -> new JsonObject().put("refined_handles", new JsonArray(List.copyOf(handles)))
            .put("refined_scrape_ids", scrapeIds).put("refined_cost", cost));
  }

  /**
   * Adds {@code more} (a scrape's or search's {@code cost}: provider runs and results, YouTube units) to
   * {@code total}; returns {@code total}.
   */
  static JsonObject plus(JsonObject total, JsonObject more) {
    for (var field : List.of("provider_runs", "provider_results", "youtube_units")) {
      total.put(field, total.getLong(field, 0L) + (more == null ? 0L : more.getLong(field, 0L)));
    }
    return total;
  }

  /**
   * Scrapes the {@code posts} newest posts of {@code handles}, {@value #SCRAPE_BATCH} creators a scrape, one after
   * the other, with scrape ids {@code JobId.scrape(jobId, part + n)} (a retry resumes them), adding what they cost
   * to {@code cost}.
   * Reply: the scrape ids, in order.
   */
  private Future<JsonArray> scrape(Caller caller, String jobId, String part, Platform platform, List<String> handles,
                                   int posts, JsonObject cost) {
    var scrapeIds = new JsonArray();
    Future<Void> chain = Future.succeededFuture();
    for (int from = 0; from < handles.size(); from += SCRAPE_BATCH) {
      var batch = handles.subList(from, Math.min(handles.size(), from + SCRAPE_BATCH));
      var scrapeId = JobId.scrape(jobId, part + from / SCRAPE_BATCH);
      scrapeIds.add(scrapeId);
      chain = chain.compose(v -> scraper.requestWatched(ScraperAction.SCRAPE, caller, new JsonObject()
          .put("platform", platform.key()).put("handles", new JsonArray(List.copyOf(batch)))
          .put("posts_per_creator", posts).put("engagers_per_post", ENGAGERS_PER_POST).put("scrape_id", scrapeId),
          scraper.defaultTimeout()).map(done -> {
            plus(cost, done.getJsonObject("cost"));
            return null;
          }));
    }
    return chain.map(v -> scrapeIds);
  }

  /** The light engagement samples of a platform's candidates, from the scrapes {@link #collect} ran. */
  Future<List<CreatorSample>> samples(Caller caller, Platform platform, JsonObject collected) {
    var handles = collected.getJsonArray("candidates").stream().map(c -> ((JsonObject) c).getString("handle")).toList();
    return samples(caller, platform, handles, collected.getJsonArray("scrape_ids"));
  }

  /** The deeper samples {@link #deepen} scraped ({@code collected} holds its reply), none if there were none. */
  Future<List<CreatorSample>> deepSamples(Caller caller, Platform platform, JsonObject collected) {
    if (!collected.containsKey("refined_handles")) return Future.succeededFuture(List.of());
    var handles = collected.getJsonArray("refined_handles").stream().map(String::valueOf).toList();
    return samples(caller, platform, handles, collected.getJsonArray("refined_scrape_ids"));
  }

  /** Samples of {@code handles}, the i-th from scrape {@code scrapeIds[i / SCRAPE_BATCH]}, a few at a time. */
  private Future<List<CreatorSample>> samples(Caller caller, Platform platform, List<String> handles,
                                              JsonArray scrapeIds) {
    var out = new ArrayList<CreatorSample>();
    Future<Void> chain = Future.succeededFuture();
    for (int from = 0; from < handles.size(); from += SAMPLES_IN_FLIGHT) {
      int start = from;
      chain = chain.compose(v -> {
        var requests = new ArrayList<Future<List<CreatorSample>>>();
        for (int i = start; i < Math.min(handles.size(), start + SAMPLES_IN_FLIGHT); i++) {
          requests.add(scraper.requestWatched(ScraperAction.SAMPLES, caller, new JsonObject()
              .put("platform", platform.key()).put("handle", handles.get(i))
              .put("scrape_id", scrapeIds.getString(i / SCRAPE_BATCH)), scraper.defaultTimeout())
              .map(ScraperSamples::decode));
        }
        return Future.all(requests).map(all -> {
          requests.forEach(r -> r.result().stream().filter(s -> !s.posts().isEmpty()).forEach(out::add));
          return null;
        });
      });
    }
    return chain.map(v -> out);
  }
}
