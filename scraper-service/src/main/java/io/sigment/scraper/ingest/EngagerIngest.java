package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.sigment.scraper.platform.PlatformMetrics;
import io.sigment.scraper.platform.Engager;
import io.vertx.core.Future;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/** Stores the engagers fetched for one post: dense ids for the people, then the post's engager set replaced. */
public final class EngagerIngest {
  private final PersonIds personIds;
  private final EngagementWrites writes;
  private final PlatformMetrics metrics;

  public EngagerIngest(PersonIds personIds, EngagementWrites writes) {
    this(personIds, writes, PlatformMetrics.UNREAD);
  }

  public EngagerIngest(PersonIds personIds, EngagementWrites writes, PlatformMetrics metrics) {
    this.personIds = personIds;
    this.writes = writes;
    this.metrics = metrics;
  }

  /** Replaces the post's engagers with these (a person may be listed more than once); returns its row count. */
  public Future<Integer> replace(Platform platform, String scrapeId, long postId, List<Engager> engagers) {
    var all = engagers.toArray(Engager[]::new);
    var distinct = new HashMap<String, Integer>(all.length * 2);
    var personOf = new int[all.length];
    var keys = new String[all.length];
    var handles = new String[all.length];
    int n = 0;
    for (int i = 0; i < all.length; i++) {
      var known = distinct.putIfAbsent(all[i].personId(), n);
      if (known != null) {
        personOf[i] = known;
      } else {
        personOf[i] = n;
        keys[n] = all[i].personId();
        handles[n++] = all[i].handle();
      }
    }
    int people = n;
    return personIds.of(platform, Arrays.copyOf(keys, people), Arrays.copyOf(handles, people))
        .compose(ids -> {
          for (int i = 0; i < all.length; i++) personOf[i] = ids[personOf[i]];
          var set = PostEngagers.of(scrapeId, postId, all, personOf);
          return writes.replace(set).map(set.rows());
        })
        .onSuccess(rows -> metrics.scraped(platform, people));
  }
}
