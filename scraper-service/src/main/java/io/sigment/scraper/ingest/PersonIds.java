package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Dense person ids. Known people are looked up without a lock; new people are assigned in group commits:
 * assignment is serialized per platform (see {@link EngagementStore#personIds}), so while one transaction
 * runs, the new people of every other post in flight queue up and go together in the next one.
 */
public final class PersonIds {
  private record Request(String[] keys, String[] handles, Promise<Map<String, Integer>> promise) {
  }

  private final EngagementStore store;
  private final Map<Platform, List<Request>> queued = new EnumMap<>(Platform.class);
  private final Map<Platform, Boolean> busy = new EnumMap<>(Platform.class);

  public PersonIds(EngagementStore store) {
    this.store = store;
  }

  public Future<Map<String, Integer>> of(Platform platform, String[] keys, String[] handles) {
    return store.knownPersonIds(platform, keys).compose(known -> {
      if (known.size() == keys.length) return Future.succeededFuture(known);
      var newKeys = new ArrayList<String>();
      var newHandles = new ArrayList<String>();
      for (int i = 0; i < keys.length; i++) {
        if (!known.containsKey(keys[i])) {
          newKeys.add(keys[i]);
          newHandles.add(handles[i]);
        }
      }
      return assign(platform, newKeys.toArray(String[]::new), newHandles.toArray(String[]::new)).map(added -> {
        known.putAll(added);
        return known;
      });
    });
  }

  private Future<Map<String, Integer>> assign(Platform platform, String[] keys, String[] handles) {
    var request = new Request(keys, handles, Promise.promise());
    boolean start;
    synchronized (this) {
      queued.computeIfAbsent(platform, p -> new ArrayList<>()).add(request);
      start = !busy.getOrDefault(platform, false);
      if (start) busy.put(platform, true);
    }
    if (start) runNext(platform);
    return request.promise().future();
  }

  private void runNext(Platform platform) {
    List<Request> batch;
    synchronized (this) {
      batch = queued.remove(platform);
      if (batch == null || batch.isEmpty()) {
        busy.put(platform, false);
        return;
      }
    }
    var merged = new LinkedHashMap<String, String>();
    for (var r : batch) for (int i = 0; i < r.keys().length; i++) merged.putIfAbsent(r.keys()[i], r.handles()[i]);
    store.personIds(platform, merged.keySet().toArray(String[]::new), merged.values().toArray(String[]::new))
        .onComplete(result -> {
          for (var r : batch) {
            if (result.failed()) {
              r.promise().fail(result.cause());
              continue;
            }
            var ids = new HashMap<String, Integer>(r.keys().length * 2);
            for (var key : r.keys()) ids.put(key, result.result().get(key));
            r.promise().complete(ids);
          }
          runNext(platform);
        });
  }
}
