package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;

/**
 * SQL of {@code scraper.people}: a person's pseudonymous key ({@code person_key}, see
 * {@link io.sigment.scraper.people.PersonKeys}) → their dense id, and the day they were last seen in an engager
 * set, by which retention drops the keys of people no longer seen.
 */
public final class PeopleStore extends Store<PeopleStore> {
    public PeopleStore(SqlClient sql) {
        super(sql, PeopleStore::new);
    }

    /**
     * One index probe per key, whatever the table's statistics: a fresh {@code people} table has none until
     * autovacuum analyzes it, and then {@code person_key = ANY($2)} is planned as a scan of all the platform's people
     * (the platform alone looks selective), which cost ~200 ms per 1,000 keys at 190k people. A correlated subquery
     * on the full primary key is always an index probe.
     */
    private static final String LOOKUP =
            "(SELECT p.person_id FROM scraper.people p " + "WHERE p.platform = $1 AND p.person_key = k.key)";

    /** A person known already: their dense id, and whether their last-seen day is before the one asked about. */
    public record Known(Integer[] ids, boolean[] stale) {}

    /**
     * The dense ids these keys already have, in their order (null: none yet), and which of them were last seen before
     * {@code today}. No lock: ids never change once assigned.
     */
    public Future<Known> known(Platform platform, byte[][] keys, LocalDate today) {
        return sql.preparedQuery("SELECT k.ord::integer, p.person_id, p.last_seen < $3 FROM unnest($2::bytea[]) "
                        + "WITH ORDINALITY AS k(key, ord) LEFT JOIN LATERAL (SELECT person_id, last_seen FROM "
                        + "scraper.people p "
                        + "WHERE p.platform = $1 AND p.person_key = k.key) p ON true")
                .execute(Tuple.of(platform.key(), buffers(keys), today))
                .map(rows -> {
                    var ids = new Integer[keys.length];
                    var stale = new boolean[keys.length];
                    rows.forEach(row -> {
                        int i = row.getInteger(0) - 1;
                        ids[i] = row.getInteger(1);
                        stale[i] = Boolean.TRUE.equals(row.getBoolean(2));
                    });
                    return new Known(ids, stale);
                });
    }

    /** Marks these people seen {@code today} (retention keeps a person's key while they are seen). */
    public Future<Void> seen(Platform platform, byte[][] keys, LocalDate today) {
        if (keys.length == 0) return Future.succeededFuture();
        return sql.preparedQuery("UPDATE scraper.people p SET last_seen = $3 FROM unnest($2::bytea[]) AS k(key) "
                        + "WHERE p.platform = $1 AND p.person_key = k.key AND p.last_seen < $3")
                .execute(Tuple.of(platform.key(), buffers(keys), today))
                .mapEmpty();
    }

    /**
     * During a rotation: the people found under their key of the previous secret get their key under the current one
     * (and are seen today). Returns their dense ids in the keys' order, null where no one had the old key.
     */
    public Future<Integer[]> rekey(Platform platform, byte[][] previousKeys, byte[][] keys, LocalDate today) {
        return sql.preparedQuery("UPDATE scraper.people p SET person_key = k.key, last_seen = $4 "
                        + "FROM unnest($2::bytea[], $3::bytea[]) WITH ORDINALITY AS k(old, key, ord) "
                        + "WHERE p.platform = $1 AND p.person_key = k.old RETURNING k.ord::integer, p.person_id")
                .execute(Tuple.of(platform.key(), buffers(previousKeys), buffers(keys), today))
                .map(rows -> {
                    var ids = new Integer[keys.length];
                    rows.forEach(row -> ids[row.getInteger(0) - 1] = row.getInteger(1));
                    return ids;
                });
    }

    /**
     * Dense ids for these distinct keys, in their order, assigning the next free ids to new people in input order. The
     * counter row's lock serializes assignment per platform (across processes too: the statement after the lock sees
     * every person committed before it), so ids have no gaps and no person gets two. One statement looks every key
     * up, inserts the new people (seen {@code today}), marks the known ones seen and advances the counter.
     */
    public Future<Assigned> assign(Platform platform, byte[][] keys, LocalDate today) {
        return inTransaction(tx -> tx.sql
                .preparedQuery("SELECT next_id FROM scraper.person_ids WHERE platform = $1 FOR UPDATE")
                .execute(Tuple.of(platform.key()))
                .compose(counter -> tx.sql
                        .preparedQuery("WITH k AS (SELECT k.key, k.ord, " + LOOKUP + " AS person_id "
                                + "FROM unnest($2::bytea[]) WITH ORDINALITY AS k(key, ord)), "
                                + "fresh AS (SELECT key, ord, ($3::integer + row_number() OVER (ORDER BY ord) - "
                                + "1)::integer "
                                + "AS person_id FROM k WHERE person_id IS NULL), "
                                + "added AS (INSERT INTO scraper.people (platform, person_id, person_key, last_seen) "
                                + "SELECT $1, person_id, key, $4 FROM fresh), "
                                + "touched AS (UPDATE scraper.people p SET last_seen = $4 FROM k WHERE k.person_id IS "
                                + "NOT NULL "
                                + "AND p.platform = $1 AND p.person_key = k.key AND p.last_seen < $4), "
                                + "counted AS (UPDATE scraper.person_ids SET next_id = $3::integer + (SELECT count(*) "
                                + "FROM fresh) "
                                + "WHERE platform = $1) "
                                + "SELECT ord::integer, person_id, false FROM k WHERE person_id IS NOT NULL "
                                + "UNION ALL SELECT ord::integer, person_id, true FROM fresh")
                        .execute(Tuple.of(
                                platform.key(),
                                buffers(keys),
                                counter.iterator().next().getInteger(0),
                                today)))
                .map(rows -> {
                    var ids = new int[keys.length];
                    int added = 0;
                    for (var row : rows) {
                        ids[row.getInteger(0) - 1] = row.getInteger(1);
                        if (row.getBoolean(2)) added++;
                    }
                    return new Assigned(ids, added);
                }));
    }

    /** Ids of the keys asked for, in their order; {@code added} of them were assigned just now. */
    public record Assigned(int[] ids, int added) {}

    static Buffer[] buffers(byte[][] keys) {
        var out = new Buffer[keys.length];
        for (int i = 0; i < keys.length; i++) out[i] = Buffer.buffer(keys[i]);
        return out;
    }
}
