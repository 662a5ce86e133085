package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.sigment.scraper.people.DenyList;
import io.sigment.scraper.people.PersonKeys;
import io.sigment.scraper.platform.Engager;
import io.sigment.scraper.platform.PlatformMetrics;
import io.vertx.core.Future;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * Stores the engagers fetched for one post: each person's platform id becomes their pseudonymous key (people on the
 * deny list are left out), the keys get dense ids, then the post's engager set is replaced. The platform id goes no
 * further than this class.
 */
public final class EngagerIngest {
  private final PersonKeys keys;
  private final DenyList denied;
  private final PersonIds personIds;
  private final EngagementWrites writes;
  private final PlatformMetrics metrics;

  public EngagerIngest(PersonKeys keys, DenyList denied, PersonIds personIds, EngagementWrites writes,
                       PlatformMetrics metrics) {
    this.keys = keys;
    this.denied = denied;
    this.personIds = personIds;
    this.writes = writes;
    this.metrics = metrics;
  }

  /** Replaces the post's engagers with these (a person may be listed more than once); returns its row count. */
  public Future<Integer> replace(Platform platform, String scrapeId, long postId, List<Engager> engagers) {
    var all = new Engager[engagers.size()];
    var distinct = new HashMap<String, Integer>(all.length * 2);
    var personOf = new int[all.length];
    var people = new byte[all.length][];
    var previous = keys.rotating() ? new byte[all.length][] : null;
    int kept = 0;
    int n = 0;
    for (var engager : engagers) {
      var known = distinct.get(engager.personId());
      if (known == null) {
        if (denied.excludes(platform, engager.personId())) continue;
        known = n;
        distinct.put(engager.personId(), n);
        people[n] = keys.key(platform, engager.personId());
        if (previous != null) previous[n] = keys.previousKey(platform, engager.personId()).orElseThrow();
        n++;
      }
      personOf[kept] = known;
      all[kept++] = engager;
    }
    int count = n;
    var listed = Arrays.copyOf(all, kept);
    return personIds.of(platform, Arrays.copyOf(people, count), previous == null ? null : Arrays.copyOf(previous, count))
        .compose(ids -> {
          var dense = new int[listed.length];
          for (int i = 0; i < dense.length; i++) dense[i] = ids[personOf[i]];
          var set = PostEngagers.of(scrapeId, postId, listed, dense);
          return writes.replace(set).map(set.rows());
        })
        .onSuccess(rows -> metrics.scraped(platform, count));
  }
}
