package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Dense person ids. People this process has already seen come from memory, other known people are looked up
 * without a lock, and new people are assigned in group commits: assignment is serialized per platform (see
 * {@link EngagementStore#personIds}), so while one transaction runs, the new people of every other post in
 * flight queue up and go together in the next one. While most people a platform's lookups meet are new, the
 * lock-free lookup is skipped: assignment looks every key up anyway, so for a new person it was a wasted probe.
 */
public final class PersonIds {
  /**
   * People remembered across posts, all platforms together (about 35 MB at most). An id never changes once
   * committed, so a remembered one is never stale; only committed ids are remembered. When full, the memory is
   * emptied and refills.
   */
  static final int REMEMBERED = 250_000;

  private record Request(String[] keys, String[] handles, Promise<int[]> promise) {
  }

  private final EngagementStore store;
  private final Map<Platform, List<Request>> queued = new EnumMap<>(Platform.class);
  private final Map<Platform, Boolean> busy = new EnumMap<>(Platform.class);
  private final Map<Platform, Map<String, Integer>> remembered = new ConcurrentHashMap<>();
  /** Platforms whose last lookup or assignment found most of its people new. */
  private final Set<Platform> mostlyNew = ConcurrentHashMap.newKeySet();

  public PersonIds(EngagementStore store) {
    this.store = store;
  }

  /** The ids of these distinct platform person ids, in their order, assigning new ones (handles in the same order). */
  public Future<int[]> of(Platform platform, String[] keys, String[] handles) {
    var memory = remembered.computeIfAbsent(platform, p -> new ConcurrentHashMap<>());
    var ids = new int[keys.length];
    var unknown = new int[keys.length];
    int u = 0;
    for (int i = 0; i < keys.length; i++) {
      var id = memory.get(keys[i]);
      if (id != null) ids[i] = id;
      else unknown[u++] = i;
    }
    if (u == 0) return Future.succeededFuture(ids);
    var unknownKeys = pick(keys, unknown, u);
    var lookup = mostlyNew.contains(platform) ? Future.succeededFuture(new Integer[u])
        : store.knownPersonIds(platform, unknownKeys);
    return lookup.compose(known -> {
      int fresh = 0;
      for (int j = 0; j < known.length; j++) {
        if (known[j] == null) unknown[fresh++] = unknown[j];
        else ids[unknown[j]] = known[j];
      }
      if (2 * fresh > known.length) mostlyNew.add(platform);
      makeRoom(known.length);
      for (int j = 0; j < known.length; j++) {
        if (known[j] != null) memory.put(unknownKeys[j], known[j]);
      }
      if (fresh == 0) return Future.succeededFuture(ids);
      var added = unknown;
      return assign(platform, pick(keys, added, fresh), pick(handles, added, fresh)).map(assigned -> {
        for (int j = 0; j < assigned.length; j++) ids[added[j]] = assigned[j];
        return ids;
      });
    });
  }

  private static String[] pick(String[] values, int[] indexes, int count) {
    var out = new String[count];
    for (int j = 0; j < count; j++) out[j] = values[indexes[j]];
    return out;
  }

  /** Empties the memory if {@code more} ids would overfill it. */
  private void makeRoom(int more) {
    int size = more;
    for (var platform : remembered.values()) size += platform.size();
    if (size > REMEMBERED) remembered.values().forEach(Map::clear);
  }

  private Future<int[]> assign(Platform platform, String[] keys, String[] handles) {
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
    // The batch's distinct keys in first-seen order; a request's key i is merged key at[i].
    var index = new HashMap<String, Integer>();
    var keys = new ArrayList<String>();
    var handles = new ArrayList<String>();
    var positions = new ArrayList<int[]>(batch.size());
    for (var r : batch) {
      var at = new int[r.keys().length];
      for (int i = 0; i < at.length; i++) {
        var merged = index.putIfAbsent(r.keys()[i], keys.size());
        if (merged == null) {
          at[i] = keys.size();
          keys.add(r.keys()[i]);
          handles.add(r.handles()[i]);
        } else {
          at[i] = merged;
        }
      }
      positions.add(at);
    }
    var mergedKeys = keys.toArray(String[]::new);
    store.personIds(platform, mergedKeys, handles.toArray(String[]::new)).onComplete(result -> {
      if (result.succeeded()) {
        makeRoom(mergedKeys.length);
        var memory = remembered.get(platform);
        for (int i = 0; i < mergedKeys.length; i++) memory.put(mergedKeys[i], result.result().ids()[i]);
        if (2 * result.result().added() > mergedKeys.length) mostlyNew.add(platform);
        else mostlyNew.remove(platform);
      }
      for (int b = 0; b < batch.size(); b++) {
        var r = batch.get(b);
        if (result.failed()) {
          r.promise().fail(result.cause());
          continue;
        }
        var at = positions.get(b);
        var ids = new int[at.length];
        for (int i = 0; i < at.length; i++) ids[i] = result.result().ids()[at[i]];
        r.promise().complete(ids);
      }
      runNext(platform);
    });
  }
}
