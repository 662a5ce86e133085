package io.sigment.scraper.people;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.time.OffsetDateTime;

/** SQL of the retention sweep: posts' engager sets past the window, and the keys of people no longer seen. */
public final class RetentionStore extends Store<RetentionStore> {
    public RetentionStore(SqlClient sql) {
        super(sql, RetentionStore::new);
    }

    /**
     * Deletes the engager sets of at most {@code limit} posts fetched before {@code cutoff}, and marks those posts not
     * fetched (a scrape that needs them fetches them again; their old scrapes no longer list them). Posts another
     * replica's batch holds are skipped. Returns how many engager sets were deleted.
     */
    public Future<Integer> expireEngagers(OffsetDateTime cutoff, int limit) {
        return sql.preparedQuery("WITH expired AS (SELECT post_id FROM scraper.posts WHERE engagers_fetched_at < $1 "
                        + "ORDER BY engagers_fetched_at LIMIT $2 FOR UPDATE SKIP LOCKED), "
                        + "sets AS (DELETE FROM scraper.post_engagers WHERE post_id IN (SELECT post_id FROM expired) "
                        + "RETURNING post_id), "
                        + "listed AS (DELETE FROM scraper.scrape_posts WHERE post_id IN (SELECT post_id FROM "
                        + "expired)), "
                        + "unfetched AS (UPDATE scraper.posts SET engagers_fetched_at = NULL WHERE post_id IN (SELECT "
                        + "post_id FROM expired)) "
                        + "SELECT count(*)::integer FROM sets")
                .execute(Tuple.of(cutoff, limit))
                .map(rows -> rows.iterator().next().getInteger(0));
    }

    /** Pages of {@code scraper.people} (8 kB each) the sweep walks, in ranges. */
    public Future<Long> peoplePages() {
        return sql.query("SELECT pg_relation_size('scraper.people') / current_setting('block_size')::bigint")
                .execute()
                .map(rows -> rows.iterator().next().getLong(0));
    }

    /** Deletes the keys of people last seen before {@code seenBefore} stored in pages [from, to). */
    public Future<Integer> dropUnseen(LocalDate seenBefore, long from, long to) {
        return sql.preparedQuery("DELETE FROM scraper.people WHERE ctid >= format('(%s,0)', $2::bigint)::tid "
                        + "AND ctid < format('(%s,0)', $3::bigint)::tid AND last_seen < $1")
                .execute(Tuple.of(seenBefore, from, to))
                .map(rows -> rows.rowCount());
    }
}
