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
import java.util.concurrent.ConcurrentHashMap;

/**
 * Dense person ids. People this process has already seen come from memory, other known people are looked up
 * without a lock, and new people are assigned in group commits: assignment is serialized per platform (see
 * {@link EngagementStore#personIds}), so while one transaction runs, the new people of every other post in
 * flight queue up and go together in the next one.
 */
public final class PersonIds {
  /**
   * People remembered across posts, all platforms together (about 35 MB at most). An id never changes once
   * committed, so a remembered one is never stale; only committed ids are remembered. When full, the memory is
   * emptied and refills.
   */
  static final int REMEMBERED = 250_000;

  private record Request(String[] keys, String[] handles, Promise<Map<String, Integer>> promise) {
  }

  private final EngagementStore store;
  private final Map<Platform, List<Request>> queued = new EnumMap<>(Platform.class);
  private final Map<Platform, Boolean> busy = new EnumMap<>(Platform.class);
  private final Map<Platform, Map<String, Integer>> remembered = new ConcurrentHashMap<>();

  public PersonIds(EngagementStore store) {
    this.store = store;
  }

  /** The ids of these distinct platform person ids, assigning new ones (handles in the same order). */
  public Future<Map<String, Integer>> of(Platform platform, String[] keys, String[] handles) {
    var memory = remembered.computeIfAbsent(platform, p -> new ConcurrentHashMap<>());
    var ids = new HashMap<String, Integer>(keys.length * 2);
    var unknownKeys = new ArrayList<String>();
    var unknownHandles = new ArrayList<String>();
    for (int i = 0; i < keys.length; i++) {
      var id = memory.get(keys[i]);
      if (id != null) {
        ids.put(keys[i], id);
      } else {
        unknownKeys.add(keys[i]);
        unknownHandles.add(handles[i]);
      }
    }
    if (unknownKeys.isEmpty()) return Future.succeededFuture(ids);
    return store.knownPersonIds(platform, unknownKeys.toArray(String[]::new)).compose(known -> {
      remember(memory, known);
      ids.putAll(known);
      if (known.size() == unknownKeys.size()) return Future.succeededFuture(ids);
      var newKeys = new ArrayList<String>();
      var newHandles = new ArrayList<String>();
      for (int i = 0; i < unknownKeys.size(); i++) {
        if (!known.containsKey(unknownKeys.get(i))) {
          newKeys.add(unknownKeys.get(i));
          newHandles.add(unknownHandles.get(i));
        }
      }
      return assign(platform, newKeys.toArray(String[]::new), newHandles.toArray(String[]::new)).map(added -> {
        ids.putAll(added);
        return ids;
      });
    });
  }

  private void remember(Map<String, Integer> memory, Map<String, Integer> ids) {
    int size = ids.size();
    for (var platform : remembered.values()) size += platform.size();
    if (size > REMEMBERED) remembered.values().forEach(Map::clear);
    memory.putAll(ids);
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
          if (result.succeeded()) remember(remembered.get(platform), result.result());
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
