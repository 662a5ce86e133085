package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.vertx.core.Future;
import io.vertx.core.Promise;
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
import java.util.function.IntFunction;

/**
 * Dense person ids of pseudonymous person keys. People this process has already seen today come from memory, by their
 * platform id (so a person met again costs neither an HMAC nor a deny-list check: the memory is emptied whenever the
 * deny list grows); other known people are looked up by key without a lock (and marked seen today, once a day each),
 * and new people are assigned in group commits: assignment is serialized per platform (see {@link PeopleStore#assign}),
 * so while one transaction runs, the new people of every other post in flight queue up and go together in the next
 * one. While most people a platform's lookups meet are new, the lock-free lookup is skipped: assignment looks every
 * key up anyway, so for a new person it was a wasted probe. During a key rotation, people not found under their key
 * are looked for under their previous one and re-keyed before anyone is taken for new.
 */
public final class PersonIds {
    /**
     * People remembered across posts by platform id, all platforms together (about 30 MB at most; process memory only,
     * never written anywhere). An id never changes once committed, so a remembered one is never stale; only committed
     * ids are remembered. When full, on a new day (everyone in memory was marked seen on the day they were remembered),
     * or when the deny list grows, the memory is emptied and refills.
     */
    static final int REMEMBERED = 250_000;

    private record Request(String[] platformIds, byte[][] keys, int generation, Promise<int[]> promise) {}

    private final PeopleStore store;
    private final Clock clock;
    private final Map<Platform, List<Request>> queued = new EnumMap<>(Platform.class);
    private final Map<Platform, Boolean> busy = new EnumMap<>(Platform.class);
    private final Map<Platform, Map<String, Integer>> remembered = new ConcurrentHashMap<>();
    private volatile LocalDate rememberedOn;
    /** Counts the times the memory was emptied: ids looked up before the last time are not remembered. */
    private int generation;
    /** Platforms whose last lookup or assignment found most of its people new. */
    private final Set<Platform> mostlyNew = ConcurrentHashMap.newKeySet();

    public PersonIds(PeopleStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    /**
     * The ids remembered for these people (by platform id), in their order (-1 where none is), and the memory's
     * generation to pass to {@link #of} for the others.
     */
    public record Remembered(int[] ids, int generation) {}

    public Remembered remembered(Platform platform, String[] platformIds) {
        var today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        if (!today.equals(rememberedOn)) forget(today);
        int since = generation();
        var memory = remembered.computeIfAbsent(platform, p -> new ConcurrentHashMap<>());
        var ids = new int[platformIds.length];
        for (int i = 0; i < ids.length; i++) {
            var id = memory.get(platformIds[i]);
            ids[i] = id == null ? -1 : id;
        }
        return new Remembered(ids, since);
    }

    /**
     * The ids of these distinct people, not {@link #remembered} (their platform ids, their keys), in their order,
     * assigning new ones; {@code previousKeys} (null unless a rotation is under way) are the same people's keys under
     * the previous secret. The ids are remembered by platform id once committed, unless the memory was emptied after
     * {@code generation} (that of {@link #remembered}, asked before the people were checked against the deny list).
     */
    public Future<int[]> of(
            Platform platform, int generation, String[] platformIds, byte[][] keys, byte[][] previousKeys) {
        var today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        if (!today.equals(rememberedOn)) forget(today);
        var ids = new int[keys.length];
        int u = keys.length;
        if (u == 0) return Future.succeededFuture(ids);
        var unknown = new int[u];
        for (int i = 0; i < u; i++) unknown[i] = i;
        var lookup = mostlyNew.contains(platform)
                ? Future.succeededFuture(new PeopleStore.Known(new Integer[u], new boolean[u]))
                : store.known(platform, keys, today).compose(known -> touch(platform, keys, known, today));
        return lookup.compose(known -> {
            int fresh = 0;
            for (int j = 0; j < known.ids().length; j++) {
                if (known.ids()[j] == null) unknown[fresh++] = unknown[j];
                else ids[unknown[j]] = known.ids()[j];
            }
            if (2 * fresh > known.ids().length) mostlyNew.add(platform);
            remember(platform, generation, platformIds, i -> known.ids()[i]);
            if (fresh == 0) return Future.succeededFuture(ids);
            int newPeople = fresh;
            var added = unknown;
            return rekeyed(platform, keys, previousKeys, added, newPeople, ids, today)
                    .compose(left -> left.length == 0
                            ? Future.succeededFuture(ids)
                            : assign(platform, pick(platformIds, left), pick(keys, left, left.length), generation)
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
        generation++;
    }

    /** {@link #of} for people checked against the deny list now. */
    public Future<int[]> of(Platform platform, String[] platformIds, byte[][] keys, byte[][] previousKeys) {
        return of(platform, generation(), platformIds, keys, previousKeys);
    }

    private synchronized int generation() {
        return generation;
    }

    /**
     * Remembers committed ids (null: none) of these people, unless the memory was emptied since they were looked up:
     * a person the deny list gained meanwhile must not come back from memory unchecked.
     */
    private synchronized void remember(Platform platform, int since, String[] platformIds, IntFunction<Integer> ids) {
        if (generation != since) return;
        makeRoom(platformIds.length);
        var memory = remembered.computeIfAbsent(platform, p -> new ConcurrentHashMap<>());
        for (int i = 0; i < platformIds.length; i++) {
            var id = ids.apply(i);
            if (id != null) memory.put(platformIds[i], id);
        }
    }

    private Future<PeopleStore.Known> touch(
            Platform platform, byte[][] keys, PeopleStore.Known known, LocalDate today) {
        var stale = new ArrayList<byte[]>();
        for (int j = 0; j < keys.length; j++) if (known.stale()[j]) stale.add(keys[j]);
        return store.seen(platform, stale.toArray(byte[][]::new), today).map(known);
    }

    /**
     * Of the people at {@code indexes[0..count)} not found under their key, those found under their previous key are
     * re-keyed and get their ids in {@code ids}; returns the indexes of those still new.
     */
    private Future<int[]> rekeyed(
            Platform platform,
            byte[][] keys,
            byte[][] previousKeys,
            int[] indexes,
            int count,
            int[] ids,
            LocalDate today) {
        var asked = java.util.Arrays.copyOf(indexes, count);
        if (previousKeys == null) return Future.succeededFuture(asked);
        return store.rekey(platform, pick(previousKeys, asked, count), pick(keys, asked, count), today)
                .map(found -> {
                    var left = new int[count];
                    int n = 0;
                    for (int j = 0; j < count; j++) {
                        if (found[j] == null) left[n++] = asked[j];
                        else ids[asked[j]] = found[j];
                    }
                    return java.util.Arrays.copyOf(left, n);
                });
    }

    private static String[] pick(String[] values, int[] indexes) {
        var out = new String[indexes.length];
        for (int j = 0; j < indexes.length; j++) out[j] = values[indexes[j]];
        return out;
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

    private Future<int[]> assign(Platform platform, String[] platformIds, byte[][] keys, int generation) {
        var request = new Request(platformIds, keys, generation, Promise.promise());
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
        // The batch's distinct people in first-seen order; a request's person i is merged person at[i].
        var index = new HashMap<String, Integer>();
        var keys = new ArrayList<byte[]>();
        var positions = new ArrayList<int[]>(batch.size());
        for (var r : batch) {
            var at = new int[r.keys().length];
            for (int i = 0; i < at.length; i++) {
                var merged = index.putIfAbsent(r.platformIds()[i], keys.size());
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
                remember(platform, r.generation(), r.platformIds(), i -> ids[i]);
                r.promise().complete(ids);
            }
            runNext(platform);
        });
    }
}
