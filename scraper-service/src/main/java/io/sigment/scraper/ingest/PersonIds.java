package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.nio.ByteBuffer;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Dense person ids of pseudonymous person keys. People this process has already seen today come from memory, other
 * known people are looked up without a lock (and marked seen today, once a day each), and new people are assigned in
 * group commits: assignment is serialized per platform (see {@link PeopleStore#assign}), so while one transaction
 * runs, the new people of every other post in flight queue up and go together in the next one. While most people a
 * platform's lookups meet are new, the lock-free lookup is skipped: assignment looks every key up anyway, so for a
 * new person it was a wasted probe. During a key rotation, people not found under their key are looked for under
 * their previous one and re-keyed before anyone is taken for new.
 */
public final class PersonIds {
  /**
   * People remembered across posts, all platforms together (about 40 MB at most). An id never changes once
   * committed, so a remembered one is never stale; only committed ids are remembered. When full, or on a new day
   * (everyone in memory was marked seen on the day they were remembered), the memory is emptied and refills.
   */
  static final int REMEMBERED = 250_000;

  private record Request(byte[][] keys, Promise<int[]> promise) {
  }

  private final PeopleStore store;
  private final Clock clock;
  private final Map<Platform, List<Request>> queued = new EnumMap<>(Platform.class);
  private final Map<Platform, Boolean> busy = new EnumMap<>(Platform.class);
  private final Map<Platform, Map<Held, Integer>> remembered = new ConcurrentHashMap<>();
  private volatile LocalDate rememberedOn;
  /** Platforms whose last lookup or assignment found most of its people new. */
  private final Set<Platform> mostlyNew = ConcurrentHashMap.newKeySet();

  public PersonIds(PeopleStore store, Clock clock) {
    this.store = store;
    this.clock = clock;
  }

  /**
   * The ids of these distinct person keys, in their order, assigning new ones; {@code previousKeys} (null unless a
   * rotation is under way) are the same people's keys under the previous secret.
   */
  public Future<int[]> of(Platform platform, byte[][] keys, byte[][] previousKeys) {
    var today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
    if (!today.equals(rememberedOn)) forget(today);
    var memory = remembered.computeIfAbsent(platform, p -> new ConcurrentHashMap<>());
    var ids = new int[keys.length];
    var unknown = new int[keys.length];
    int u = 0;
    for (int i = 0; i < keys.length; i++) {
      var id = memory.get(held(keys[i]));
      if (id != null) ids[i] = id;
      else unknown[u++] = i;
    }
    if (u == 0) return Future.succeededFuture(ids);
    var unknownKeys = pick(keys, unknown, u);
    var lookup = mostlyNew.contains(platform) ? Future.succeededFuture(new PeopleStore.Known(new Integer[u], new boolean[u]))
        : store.known(platform, unknownKeys, today).compose(known -> touch(platform, unknownKeys, known, today));
    return lookup.compose(known -> {
      int fresh = 0;
      for (int j = 0; j < known.ids().length; j++) {
        if (known.ids()[j] == null) unknown[fresh++] = unknown[j];
        else ids[unknown[j]] = known.ids()[j];
      }
      if (2 * fresh > known.ids().length) mostlyNew.add(platform);
      makeRoom(known.ids().length);
      for (int j = 0; j < known.ids().length; j++) {
        if (known.ids()[j] != null) memory.put(held(unknownKeys[j]), known.ids()[j]);
      }
      if (fresh == 0) return Future.succeededFuture(ids);
      int newPeople = fresh;
      var added = unknown;
      return rekeyed(platform, keys, previousKeys, added, newPeople, ids, today)
          .compose(left -> left.length == 0 ? Future.succeededFuture(ids) : assign(platform, pick(keys, left, left.length))
              .map(assigned -> {
                for (int j = 0; j < assigned.length; j++) ids[left[j]] = assigned[j];
                return ids;
              }));
    });
  }

  /** Empties the memory, e.g. after people's keys were erased. */
  public void forget() {
    forget(rememberedOn);
  }

  private synchronized void forget(LocalDate day) {
    remembered.values().forEach(Map::clear);
    rememberedOn = day;
  }

  private Future<PeopleStore.Known> touch(Platform platform, byte[][] keys, PeopleStore.Known known, LocalDate today) {
    var stale = new ArrayList<byte[]>();
    for (int j = 0; j < keys.length; j++) if (known.stale()[j]) stale.add(keys[j]);
    return store.seen(platform, stale.toArray(byte[][]::new), today).map(known);
  }

  /**
   * Of the people at {@code indexes[0..count)} not found under their key, those found under their previous key are
   * re-keyed and get their ids in {@code ids}; returns the indexes of those still new.
   */
  private Future<int[]> rekeyed(Platform platform, byte[][] keys, byte[][] previousKeys, int[] indexes, int count,
                                int[] ids, LocalDate today) {
    var asked = java.util.Arrays.copyOf(indexes, count);
    if (previousKeys == null) return Future.succeededFuture(asked);
    return store.rekey(platform, pick(previousKeys, asked, count), pick(keys, asked, count), today).map(found -> {
      var left = new int[count];
      int n = 0;
      for (int j = 0; j < count; j++) {
        if (found[j] == null) left[n++] = asked[j];
        else ids[asked[j]] = found[j];
      }
      return java.util.Arrays.copyOf(left, n);
    });
  }

  /**
   * A key as a map key: its 32 bytes as four longs. The bytes are an HMAC, uniformly spread, so the first long is a
   * good hash as it is; a String of them had to be made and hashed byte by byte per lookup (the ingest's hottest
   * frames in a profile) and took half again the memory.
   */
  private record Held(long a, long b, long c, long d) {
    @Override
    public int hashCode() {
      return Long.hashCode(a);
    }

    /** Written out: a record's generated equals showed as the ingest's hottest frame. */
    @Override
    public boolean equals(Object other) {
      return other instanceof Held held && a == held.a && b == held.b && c == held.c && d == held.d;
    }
  }

  private static Held held(byte[] key) {
    var bytes = ByteBuffer.wrap(key);
    return new Held(bytes.getLong(0), bytes.getLong(8), bytes.getLong(16), bytes.getLong(24));
  }

  private static byte[][] pick(byte[][] values, int[] indexes, int count) {
    var out = new byte[count][];
    for (int j = 0; j < count; j++) out[j] = values[indexes[j]];
    return out;
  }

  /** Empties the memory if {@code more} ids would overfill it. */
  private void makeRoom(int more) {
    int size = more;
    for (var platform : remembered.values()) size += platform.size();
    if (size > REMEMBERED) remembered.values().forEach(Map::clear);
  }

  private Future<int[]> assign(Platform platform, byte[][] keys) {
    var request = new Request(keys, Promise.promise());
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
    var index = new HashMap<Held, Integer>();
    var keys = new ArrayList<byte[]>();
    var positions = new ArrayList<int[]>(batch.size());
    for (var r : batch) {
      var at = new int[r.keys().length];
      for (int i = 0; i < at.length; i++) {
        var merged = index.putIfAbsent(held(r.keys()[i]), keys.size());
        if (merged == null) {
          at[i] = keys.size();
          keys.add(r.keys()[i]);
        } else {
          at[i] = merged;
        }
      }
      positions.add(at);
    }
    var mergedKeys = keys.toArray(byte[][]::new);
    var today = rememberedOn;
    store.assign(platform, mergedKeys, today).onComplete(result -> {
      if (result.succeeded()) {
        makeRoom(mergedKeys.length);
        var memory = remembered.computeIfAbsent(platform, p -> new ConcurrentHashMap<>());
        for (int i = 0; i < mergedKeys.length; i++) memory.put(held(mergedKeys[i]), result.result().ids()[i]);
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
