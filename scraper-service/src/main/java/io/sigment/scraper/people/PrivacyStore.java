package io.sigment.scraper.people;

import io.sigment.common.Platform;
import io.sigment.common.db.Store;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

/**
 * SQL of a person's data on request: what is held under their key, erasing it (key, engager-set entries; their deny
 * key added), the deny list, and the audit of requests ({@code scraper.privacy_requests}, without the person).
 */
public final class PrivacyStore extends Store<PrivacyStore> {
    /** Removes the person at position {@code k} of a post's three arrays. */
    private static final String REMOVE = "people = e.people[:x.k - 1] || e.people[x.k + 1:], "
            + "likes = e.likes[:x.k - 1] || e.likes[x.k + 1:], comments = e.comments[:x.k - 1] || e.comments[x.k + 1:]";

    public PrivacyStore(SqlClient sql) {
        super(sql, PrivacyStore::new);
    }

    public Future<Long> deniedCount() {
        return sql.query("SELECT count(*) FROM scraper.denied_people")
                .execute()
                .map(rows -> rows.iterator().next().getLong(0));
    }

    public Future<List<byte[]>> denied() {
        return sql.query("SELECT deny_key FROM scraper.denied_people").execute().map(rows -> {
            var out = new ArrayList<byte[]>();
            rows.forEach(row -> out.add(row.getBuffer(0).getBytes()));
            return out;
        });
    }

    /** The dense id held under one of these keys (the current secret's, and the previous one's), or null. */
    public Future<Integer> personId(Platform platform, List<byte[]> keys) {
        return sql.preparedQuery("SELECT person_id FROM scraper.people WHERE platform = $1 AND person_key = ANY($2)")
                .execute(Tuple.tuple().addString(platform.key()).addArrayOfBuffer(buffers(keys)))
                .map(rows -> rows.size() == 0 ? null : rows.iterator().next().getInteger(0));
    }

    /** One creator's posts whose engager sets hold a person: how many, their likes and comments, when fetched. */
    public record HeldOn(
            String creatorHandle,
            int posts,
            long likes,
            long comments,
            OffsetDateTime firstFetched,
            OffsetDateTime lastFetched) {}

    /** The engager sets of the platform's posts that hold {@code personId}, per creator. */
    public Future<List<HeldOn>> heldOn(Platform platform, int personId) {
        return sql.preparedQuery("SELECT c.handle, count(*)::integer, sum(e.likes[array_position(e.people, $2)]), "
                        + "sum(e.comments[array_position(e.people, $2)]), min(p.engagers_fetched_at), "
                        + "max(p.engagers_fetched_at) "
                        + "FROM scraper.post_engagers e JOIN scraper.posts p ON p.post_id = e.post_id "
                        + "JOIN scraper.creators c ON c.platform = p.platform AND c.platform_id = p.creator_id "
                        + "WHERE p.platform = $1 AND e.people @> ARRAY[$2::integer] GROUP BY c.handle ORDER BY "
                        + "c.handle")
                .execute(Tuple.of(platform.key(), personId))
                .map(rows -> {
                    var out = new ArrayList<HeldOn>();
                    rows.forEach(r -> out.add(new HeldOn(
                            r.getString(0),
                            r.getInteger(1),
                            r.getLong(2),
                            r.getLong(3),
                            r.getOffsetDateTime(4),
                            r.getOffsetDateTime(5))));
                    return out;
                });
    }

    public Future<Boolean> isDenied(byte[] denyKey) {
        return sql.preparedQuery("SELECT 1 FROM scraper.denied_people WHERE deny_key = $1")
                .execute(Tuple.of(Buffer.buffer(denyKey)))
                .map(rows -> rows.size() > 0);
    }

    /**
     * In one transaction: the person's deny key goes on the list, their key is deleted and their dense id is recorded
     * ({@code erased_ids}) with a sweep of the platform's engager sets to do ({@link #sweepErased}). Returns the id, or
     * null when no key was held.
     */
    public Future<Integer> eraseKey(Platform platform, List<byte[]> keys, byte[] denyKey, Clock clock) {
        var now = StoredTime.now(clock);
        return inTransaction(tx -> tx.sql
                .preparedQuery("INSERT INTO scraper.denied_people (deny_key, added_at) "
                        + "VALUES ($1, $2) ON CONFLICT (deny_key) DO NOTHING")
                .execute(Tuple.of(Buffer.buffer(denyKey), now))
                .compose(v -> tx.sql
                        .preparedQuery("DELETE FROM scraper.people WHERE platform = $1 AND person_key = ANY($2) "
                                + "RETURNING person_id")
                        .execute(Tuple.tuple().addString(platform.key()).addArrayOfBuffer(buffers(keys))))
                .compose(deleted -> {
                    if (deleted.size() == 0) return Future.succeededFuture((Integer) null);
                    int personId = deleted.iterator().next().getInteger(0);
                    return tx.sql
                            .preparedQuery(
                                    "INSERT INTO scraper.erased_ids (platform, person_id, erased_at, sweep_after) "
                                            + "VALUES ($1, $2, $3, 0) ON CONFLICT (platform, person_id) DO UPDATE SET "
                                            + "erased_at = "
                                            + "EXCLUDED.erased_at, sweep_after = 0")
                            .execute(Tuple.of(platform.key(), personId, now))
                            .map(personId);
                }));
    }

    /**
     * One batch of an erasure's sweep: how many engager sets held the person, whether the sweep is done, and whether
     * the batch was skipped because another process is sweeping this erasure.
     */
    public record Swept(int engagerSets, boolean done, boolean skipped) {}

    /**
     * One bounded transaction of an erasure's sweep: the next {@code posts} posts of the platform (by post id, after
     * where the last batch stopped) lose the erased person from their engager sets, and the erasure remembers where to
     * continue. An erasure another replica is sweeping is skipped (done = false, nothing swept); a finished one answers
     * done. Posts fetched after the erasure started are covered too: by this walk, or by the aftermath sweep of sets
     * written since the erasure ({@link #removeFromEngagers} with a time).
     */
    public Future<Swept> sweepErased(Platform platform, int personId, int posts) {
        return inTransaction(tx -> tx.sql
                .preparedQuery("SELECT sweep_after FROM scraper.erased_ids "
                        + "WHERE platform = $1 AND person_id = $2 FOR UPDATE SKIP LOCKED")
                .execute(Tuple.of(platform.key(), personId))
                .compose(rows -> {
                    if (rows.size() == 0) return Future.succeededFuture(new Swept(0, false, true));
                    var after = rows.iterator().next().getLong(0);
                    if (after == null) return Future.succeededFuture(new Swept(0, true, false));
                    return tx.sql
                            .preparedQuery("WITH batch AS (SELECT post_id FROM scraper.posts WHERE platform = $1 "
                                    + "AND post_id > $3 ORDER BY post_id LIMIT $4), "
                                    + "x AS (SELECT e.post_id, array_position(e.people, $2) AS k FROM "
                                    + "scraper.post_engagers e "
                                    + "WHERE e.post_id IN (SELECT post_id FROM batch) AND e.people @> "
                                    + "ARRAY[$2::integer]), "
                                    + "removed AS (UPDATE scraper.post_engagers e SET " + REMOVE + " FROM x "
                                    + "WHERE e.post_id = x.post_id AND e.people[x.k] = $2 RETURNING "
                                    + "e.post_id), "
                                    + "cursor AS (UPDATE scraper.erased_ids SET sweep_after = CASE WHEN "
                                    + "(SELECT count(*) FROM batch) < $4 "
                                    + "THEN NULL ELSE (SELECT max(post_id) FROM batch) END WHERE platform = $1 "
                                    + "AND person_id = $2 "
                                    + "RETURNING sweep_after) "
                                    + "SELECT (SELECT count(*) FROM removed)::integer, (SELECT sweep_after IS "
                                    + "NULL FROM cursor)")
                            .execute(Tuple.of(platform.key(), personId, after, posts))
                            .map(r -> new Swept(
                                    r.iterator().next().getInteger(0),
                                    r.iterator().next().getBoolean(1),
                                    false));
                }));
    }

    /**
     * Sweeps an erasure batch after batch until it is done, or another process holds it (it finishes it then). Returns
     * the engager sets the person was removed from here, and whether the sweep is done.
     */
    public Future<Swept> sweepAll(Platform platform, int personId, int posts) {
        return sweepAll(platform, personId, posts, 0);
    }

    private Future<Swept> sweepAll(Platform platform, int personId, int posts, int sofar) {
        return sweepErased(platform, personId, posts)
                .compose(batch -> batch.done() || batch.skipped()
                        ? Future.succeededFuture(new Swept(sofar + batch.engagerSets(), batch.done(), batch.skipped()))
                        : sweepAll(platform, personId, posts, sofar + batch.engagerSets()));
    }

    /** Erasures whose sweep of the engager sets has not finished (interrupted, or running elsewhere). */
    public Future<List<RecentErasure>> unswept() {
        return sql.query("SELECT platform, person_id, erased_at FROM scraper.erased_ids WHERE sweep_after IS NOT NULL")
                .execute()
                .map(PrivacyStore::erasures);
    }

    /**
     * Removes {@code personId} from the platform's engager sets fetched at or after {@code since} that hold it (an
     * erasure's aftermath: sets a scrape running at the moment of the erasure wrote). Returns how many sets held it.
     */
    public Future<Integer> removeFromEngagers(Platform platform, int personId, OffsetDateTime since) {
        return sql.preparedQuery("UPDATE scraper.post_engagers e SET " + REMOVE + " FROM (SELECT e2.post_id, "
                        + "array_position(e2.people, $2) AS k FROM scraper.post_engagers e2 JOIN scraper.posts p ON "
                        + "p.post_id = e2.post_id "
                        + "WHERE p.platform = $1 AND p.engagers_fetched_at >= $3 "
                        + "AND e2.people @> ARRAY[$2::integer]) x WHERE e.post_id = x.post_id AND e.people[x.k] = $2")
                .execute(Tuple.of(platform.key(), personId, since))
                .map(rows -> rows.rowCount());
    }

    /** Erasures of the last day whose ids a scrape running at that moment may have written again. */
    public record RecentErasure(Platform platform, int personId, OffsetDateTime erasedAt) {}

    /** Forgets swept erasures older than {@code before}, and answers the others. */
    public Future<List<RecentErasure>> recentErasures(OffsetDateTime before) {
        return sql.preparedQuery("DELETE FROM scraper.erased_ids WHERE erased_at < $1 AND sweep_after IS NULL")
                .execute(Tuple.of(before))
                .compose(v -> sql.query("SELECT platform, person_id, erased_at FROM scraper.erased_ids")
                        .execute())
                .map(PrivacyStore::erasures);
    }

    private static List<RecentErasure> erasures(RowSet<Row> rows) {
        var out = new ArrayList<RecentErasure>();
        rows.forEach(r ->
                out.add(new RecentErasure(Platform.parse(r.getString(0)), r.getInteger(1), r.getOffsetDateTime(2))));
        return out;
    }

    /** The audit record of one request: what was done, never whom it was about. */
    public Future<Void> audit(String action, Platform platform, boolean keyHeld, int engagerSets, Clock clock) {
        return sql.preparedQuery("INSERT INTO scraper.privacy_requests (action, platform, key_held, engager_sets, "
                        + "requested_at) VALUES ($1, $2, $3, $4, $5)")
                .execute(Tuple.of(action, platform.key(), keyHeld, engagerSets, StoredTime.now(clock)))
                .mapEmpty();
    }

    /** Erasures recorded, per platform. */
    public Future<java.util.Map<Platform, Long>> erasures() {
        return sql.query("SELECT platform, count(*) FROM scraper.privacy_requests WHERE action = 'erase' GROUP BY "
                        + "platform")
                .execute()
                .map(rows -> {
                    var out = new java.util.EnumMap<Platform, Long>(Platform.class);
                    rows.forEach(r -> out.put(Platform.parse(r.getString(0)), r.getLong(1)));
                    return out;
                });
    }

    /** Keys held now, per platform (the gauge of people keys). */
    public Future<java.util.Map<Platform, Long>> keysHeld() {
        return sql.query("SELECT platform, count(*) FROM scraper.people GROUP BY platform")
                .execute()
                .map(rows -> {
                    var out = new java.util.EnumMap<Platform, Long>(Platform.class);
                    rows.forEach(r -> out.put(Platform.parse(r.getString(0)), r.getLong(1)));
                    return out;
                });
    }

    private static Buffer[] buffers(List<byte[]> keys) {
        var out = new Buffer[keys.size()];
        for (int i = 0; i < out.length; i++) out[i] = Buffer.buffer(keys.get(i));
        return out;
    }
}
