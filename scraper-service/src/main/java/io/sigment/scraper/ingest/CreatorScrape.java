package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.sigment.scraper.catalog.CatalogStore;
import io.sigment.scraper.platform.PlatformSource;
import io.sigment.scraper.platform.PostInfo;
import io.sigment.scraper.platform.Profile;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/** Scrapes one handle within a scrape: profile, newest posts, then the engagers of each post not yet done. */
final class CreatorScrape {
  private final ScrapeRequest request;
  private final PlatformSource source;
  private final CatalogStore catalog;
  private final EngagementStore engagements;
  private final EngagerIngest ingest;
  private final ScrapeStore store;
  private final ScrapeProgress progress;
  private final Set<Long> donePosts;

  CreatorScrape(ScrapeRequest request, PlatformSource source, CatalogStore catalog, EngagementStore engagements,
                EngagerIngest ingest, ScrapeStore store, ScrapeProgress progress, Set<Long> donePosts) {
    this.request = request;
    this.source = source;
    this.catalog = catalog;
    this.engagements = engagements;
    this.ingest = ingest;
    this.store = store;
    this.progress = progress;
    this.donePosts = donePosts;
  }

  Future<Void> scrape(String handle) {
    return catalog.find(request.platform(), handle)
        .map(stored -> stored.map(s -> request.platform() == Platform.YOUTUBE ? s.platformId() : s.handle()).orElse(handle))
        .compose(source::profile)
        .compose(profile -> {
          if (profile.isEmpty()) {
            var outcome = new CreatorOutcome(handle, CreatorOutcome.UNKNOWN, null, 0, 0, "No " + request.platform().title()
                + " account has this handle.");
            progress.publish("creator_unknown", new JsonObject().put("handle", handle));
            return store.finishCreator(request.scrapeId(), outcome);
          }
          return scrapeCreator(handle, profile.get());
        });
  }

  private Future<Void> scrapeCreator(String handle, Profile profile) {
    return catalog.upsert(profile)
        .compose(v -> source.recentPosts(profile, request.postsPerCreator()))
        .map(CreatorScrape::distinct)
        .compose(posts -> engagements.upsertPosts(request.platform(), profile.platformId(), posts).compose(ids -> {
          var done = new AtomicInteger();
          var todo = new ArrayList<Future<Void>>();
          for (var post : posts) {
            long postId = ids.get(post.platformPostId());
            if (donePosts.contains(postId)) {
              done.incrementAndGet();
              continue;
            }
            todo.add(scrapePost(post, postId).onSuccess(count ->
                progress.postDone(handle, post.platformPostId(), count, done.incrementAndGet(), posts.size())).mapEmpty());
          }
          return Future.join(todo).map(posts.size());
        }))
        .compose(postCount -> {
          progress.publish("creator_done", new JsonObject().put("handle", handle).put("creator_id", profile.platformId())
              .put("posts", postCount));
          return store.finishCreator(request.scrapeId(),
              new CreatorOutcome(handle, CreatorOutcome.SCRAPED, profile.platformId(), postCount, 0, null));
        });
  }

  /** Fetches and stores one post's engagers; returns how many engagement rows it has. */
  private Future<Integer> scrapePost(PostInfo post, long postId) {
    return source.engagers(post, request.engagersPerPost())
        .compose(list -> ingest.replace(request.platform(), request.scrapeId(), postId, list));
  }

  /** A provider may list a post twice (its pages shift while it runs); one upsert may not touch a row twice. */
  private static List<PostInfo> distinct(List<PostInfo> posts) {
    var byId = new LinkedHashMap<String, PostInfo>();
    for (var p : posts) byId.putIfAbsent(p.platformPostId(), p);
    return new ArrayList<>(byId.values());
  }
}
