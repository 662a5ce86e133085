package io.sigment.scraper.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.Config;
import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.common.db.Migrations;
import io.sigment.common.db.Postgres;
import io.sigment.common.testing.TestDatabase;
import io.sigment.scraper.people.PersonKeys;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Dense person ids assigned by two {@link PersonIds} at once on one database, as two scraper processes would:
 * overlapping people, many posts in flight each. Every person gets exactly one id, ids are 0..n-1, and both
 * processes (each with its own memory of ids) agree on every id.
 */
class PersonIdsTest {
    private static final Vertx VERTX = Vertx.vertx();
    private static final PersonKeys KEYS = PersonKeys.of(Config.of(Map.of()));
    private static Pool first;
    private static Pool second;

    @BeforeAll
    static void database() {
        var url = TestDatabase.fresh();
        Migrations.migrate(url, "scraper");
        var config = Config.of(Map.of()).with(Setting.PG_URL, url.toUrl()).with(Setting.PG_POOL_SIZE, 4);
        first = Postgres.pool(VERTX, config, "first");
        second = Postgres.pool(VERTX, config, "second");
    }

    @AfterAll
    static void close() {
        VERTX.close().await();
    }

    @Test
    void two_processes_assigning_overlapping_people_agree_on_dense_ids() {
        var processes = List.of(
                new PersonIds(new PeopleStore(first), Clock.systemUTC()),
                new PersonIds(new PeopleStore(second), Clock.systemUTC()));
        var random = new SplittableRandom(7);
        var posts = new ArrayList<String[]>();
        for (int i = 0; i < 60; i++) {
            posts.add(random.ints(0, 3000)
                    .distinct()
                    .limit(200)
                    .mapToObj(k -> "p" + k)
                    .toArray(String[]::new));
        }
        // Every post twice, once per process, all in flight at once.
        var calls = new ArrayList<Future<int[]>>();
        var asked = new ArrayList<String[]>();
        for (var keys : posts) {
            for (var process : processes) {
                calls.add(process.of(Platform.TIKTOK, keys, personKeys(keys), null));
                asked.add(keys);
            }
        }
        Future.all(calls).await();

        var seen = new HashMap<String, Integer>();
        for (int c = 0; c < calls.size(); c++) {
            var keys = asked.get(c);
            var ids = calls.get(c).result();
            assertThat(ids).hasSameSizeAs(keys);
            for (int k = 0; k < keys.length; k++) {
                var before = seen.putIfAbsent(keys[k], ids[k]);
                if (before != null) assertThat(ids[k]).as("id of %s", keys[k]).isEqualTo(before);
            }
        }
        var stored = first.query("SELECT count(*), count(DISTINCT person_id), min(person_id), max(person_id) "
                        + "FROM scraper.people WHERE platform = 'tiktok'")
                .execute()
                .await()
                .iterator()
                .next();
        assertThat(stored.getLong(0)).isEqualTo(seen.size());
        assertThat(stored.getLong(1)).isEqualTo(seen.size());
        assertThat(stored.getInteger(2)).isZero();
        assertThat(stored.getInteger(3)).isEqualTo(seen.size() - 1);
        var counter = first.query("SELECT next_id FROM scraper.person_ids WHERE platform = 'tiktok'")
                .execute()
                .await();
        assertThat(counter.iterator().next().getInteger(0)).isEqualTo(seen.size());

        // Asked again (from memory or the database), the same ids come back and nothing new is assigned.
        for (var keys : posts.subList(0, 5)) {
            var again = processes
                    .get(1)
                    .of(Platform.TIKTOK, keys, personKeys(keys), null)
                    .await();
            assertThat(processes.get(1).remembered(Platform.TIKTOK, keys).ids())
                    .as("remembered by platform id")
                    .containsExactly(again);
            for (int k = 0; k < keys.length; k++) assertThat(again[k]).isEqualTo(seen.get(keys[k]));
        }
        var restarted = new PersonIds(new PeopleStore(second), Clock.systemUTC());
        var fresh = restarted
                .of(Platform.TIKTOK, posts.get(0), personKeys(posts.get(0)), null)
                .await();
        for (int k = 0; k < fresh.length; k++) assertThat(fresh[k]).isEqualTo(seen.get(posts.get(0)[k]));
        assertThat(first.query("SELECT count(*) FROM scraper.people WHERE platform = 'tiktok'")
                        .execute()
                        .await()
                        .iterator()
                        .next()
                        .getLong(0))
                .isEqualTo(seen.size());
    }

    @Test
    void ids_looked_up_before_the_memory_was_emptied_are_not_remembered() {
        var personIds = new PersonIds(new PeopleStore(first), Clock.systemUTC());
        var people = new String[] {"m1", "m2"};
        var asked = personIds.remembered(Platform.YOUTUBE, people);
        assertThat(asked.ids()).containsExactly(-1, -1);
        // The deny list grew while these people were being checked and looked up.
        personIds.forget();
        var ids = personIds
                .of(Platform.YOUTUBE, asked.generation(), people, keys(KEYS, people), null)
                .await();
        assertThat(personIds.remembered(Platform.YOUTUBE, people).ids())
                .as("not remembered")
                .containsExactly(-1, -1);

        var again = personIds.remembered(Platform.YOUTUBE, people);
        personIds
                .of(Platform.YOUTUBE, again.generation(), people, keys(KEYS, people), null)
                .await();
        assertThat(personIds.remembered(Platform.YOUTUBE, people).ids())
                .as("remembered")
                .containsExactly(ids);
    }

    @Test
    void a_rotation_finds_people_under_the_previous_secret_and_rekeys_them() {
        var oldSecret = "rotation-test-old-secret-of-at-least-32-chars";
        var newSecret = "rotation-test-new-secret-of-at-least-32-chars";
        var before = new PersonKeys(oldSecret, "");
        var during = new PersonKeys(newSecret, oldSecret);
        var people = new String[] {"r1", "r2", "r3"};
        var store = new PeopleStore(first);
        var oldIds = new PersonIds(store, Clock.systemUTC())
                .of(Platform.YOUTUBE, people, keys(before, people), null)
                .await();

        // A new process under the new secret: r1..r3 are found under their old keys and keep their ids; r4 is new.
        var asked = new String[] {"r1", "r2", "r3", "r4"};
        var previous = new byte[asked.length][];
        for (int i = 0; i < asked.length; i++)
            previous[i] = during.previousKey(Platform.YOUTUBE, asked[i]).orElseThrow();
        var ids = new PersonIds(store, Clock.systemUTC())
                .of(Platform.YOUTUBE, asked, keys(during, asked), previous)
                .await();

        assertThat(java.util.Arrays.copyOf(ids, 3)).containsExactly(oldIds);
        assertThat(ids[3]).isNotIn(oldIds[0], oldIds[1], oldIds[2]);
        var stored = first.preparedQuery(
                        "SELECT person_key FROM scraper.people WHERE platform = 'youtube' " + "ORDER BY person_id")
                .execute(io.vertx.sqlclient.Tuple.tuple())
                .await();
        var held = new ArrayList<String>();
        stored.forEach(row ->
                held.add(java.util.HexFormat.of().formatHex(row.getBuffer(0).getBytes())));
        var expected = new ArrayList<String>();
        for (var person : asked) expected.add(java.util.HexFormat.of().formatHex(during.key(Platform.YOUTUBE, person)));
        assertThat(held)
                .as("every key now under the new secret, none left under the old")
                .containsExactlyElementsOf(expected);
    }

    private static byte[][] keys(PersonKeys keys, String[] platformIds) {
        var out = new byte[platformIds.length][];
        for (int i = 0; i < out.length; i++) out[i] = keys.key(Platform.YOUTUBE, platformIds[i]);
        return out;
    }

    private static byte[][] personKeys(String[] platformIds) {
        var keys = new byte[platformIds.length][];
        for (int i = 0; i < keys.length; i++) keys[i] = KEYS.key(Platform.TIKTOK, platformIds[i]);
        return keys;
    }
}
