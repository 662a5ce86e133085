package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.sigment.scraper.people.DenyList;
import io.sigment.scraper.people.PersonKeys;
import io.sigment.scraper.platform.Engager;
import io.sigment.scraper.platform.OffTheLoop;
import io.sigment.scraper.platform.PlatformMetrics;
import io.vertx.core.Future;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

/**
 * Stores the engagers fetched for one post: each person's platform id becomes their pseudonymous key (people on the
 * deny list are left out), the keys get dense ids, then the post's engager set is replaced. People {@link PersonIds}
 * remembers from earlier posts skip the key and the check. The platform id goes no further than this class and that
 * memory of the process.
 */
public final class EngagerIngest {
    private final PersonKeys keys;
    private final DenyList denied;
    private final PersonIds personIds;
    private final EngagementWrites writes;
    private final PlatformMetrics metrics;

    public EngagerIngest(
            PersonKeys keys, DenyList denied, PersonIds personIds, EngagementWrites writes, PlatformMetrics metrics) {
        this.keys = keys;
        this.denied = denied;
        this.personIds = personIds;
        this.writes = writes;
        this.metrics = metrics;
    }

    /** Replaces the post's engagers with these (a person may be listed more than once); returns its row count. */
    public Future<Integer> replace(Platform platform, String scrapeId, long postId, List<Engager> engagers) {
        // An HMAC per new person, thousands per post: off the event loop.
        return OffTheLoop.compute(() -> keyed(platform, engagers))
                .compose(keyed -> personIds
                        .of(platform, keyed.generation(), keyed.askedIds(), keyed.askedKeys(), keyed.previous())
                        .compose(found -> {
                            for (int k = 0; k < keyed.asked().length; k++) keyed.ids()[keyed.asked()[k]] = found[k];
                            var set = setOf(scrapeId, postId, keyed.all(), keyed.personOf(), keyed.ids());
                            return writes.replace(set).map(set.rows());
                        })
                        .onSuccess(rows -> metrics.scraped(platform, keyed.count())));
    }

    /**
     * A post's engagers with their distinct people: {@code ids} those remembered (or {@link #DENIED}), -1 for those
     * {@code asked} (indexes into {@code ids}) whose platform ids and keys are {@code askedIds}, {@code askedKeys}
     * (and {@code previous} keys during a rotation, else null); {@code count} people not denied.
     */
    private record Keyed(
            Engager[] all,
            int[] personOf,
            int[] ids,
            int generation,
            int[] asked,
            String[] askedIds,
            byte[][] askedKeys,
            byte[][] previous,
            int count) {}

    private Keyed keyed(Platform platform, List<Engager> engagers) {
        var all = engagers.toArray(Engager[]::new);
        var distinct = new HashMap<String, Integer>(all.length * 2);
        var personOf = new int[all.length];
        var people = new String[all.length];
        int n = 0;
        for (int i = 0; i < all.length; i++) {
            var known = distinct.putIfAbsent(all[i].personId(), n);
            if (known != null) {
                personOf[i] = known;
            } else {
                personOf[i] = n;
                people[n++] = all[i].personId();
            }
        }
        // Only people not remembered are keyed and checked: the memory is emptied whenever the deny list grows.
        var remembered = personIds.remembered(platform, Arrays.copyOf(people, n));
        var ids = remembered.ids();
        var asked = new int[n];
        int a = 0;
        int excluded = 0;
        for (int j = 0; j < n; j++) {
            if (ids[j] >= 0) continue;
            if (denied.excludes(platform, people[j])) {
                ids[j] = DENIED;
                excluded++;
            } else {
                asked[a++] = j;
            }
        }
        var askedIds = new String[a];
        var askedKeys = new byte[a][];
        var previous = keys.rotating() ? new byte[a][] : null;
        for (int k = 0; k < a; k++) {
            askedIds[k] = people[asked[k]];
            askedKeys[k] = keys.key(platform, askedIds[k]);
            if (previous != null)
                previous[k] = keys.previousKey(platform, askedIds[k]).orElseThrow();
        }
        return new Keyed(
                all,
                personOf,
                ids,
                remembered.generation(),
                Arrays.copyOf(asked, a),
                askedIds,
                askedKeys,
                previous,
                n - excluded);
    }

    /** The id of a person on the deny list: left out of the set. */
    private static final int DENIED = -2;

    /** The post's engager set: engagement i is by the person of dense id {@code ids[personOf[i]]}. */
    private static PostEngagers setOf(String scrapeId, long postId, Engager[] all, int[] personOf, int[] ids) {
        int kept = 0;
        for (int i = 0; i < all.length; i++) if (ids[personOf[i]] != DENIED) kept++;
        var listed = new Engager[kept];
        var dense = new int[kept];
        kept = 0;
        for (int i = 0; i < all.length; i++) {
            int id = ids[personOf[i]];
            if (id == DENIED) continue;
            listed[kept] = all[i];
            dense[kept++] = id;
        }
        return PostEngagers.of(scrapeId, postId, listed, dense);
    }
}
