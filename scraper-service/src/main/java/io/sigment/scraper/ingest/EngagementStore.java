package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.sigment.common.db.Store;
import io.sigment.common.db.StoredTime;
import io.sigment.scraper.platform.PostInfo;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * SQL of {@code scraper.posts} and {@code scraper.post_engagers} (people: {@link PeopleStore}). Rows go in as arrays
 * through {@code unnest}, one statement per batch; a post's engagers are one row of arrays.
 */
public final class EngagementStore extends Store<EngagementStore> {
    public EngagementStore(SqlClient sql) {
        super(sql, EngagementStore::new);
    }

    /** Inserts or refreshes the creator's posts; returns platform post id → our post id. */
    public Future<Map<String, Long>> upsertPosts(Platform platform, String creatorId, List<PostInfo> posts) {
        int n = posts.size();
        var ids = new String[n];
        var urls = new String[n];
        var published = new OffsetDateTime[n];
        var impressions = new Long[n];
        var likes = new Long[n];
        var comments = new Long[n];
        var disabled = new Boolean[n];
        for (int i = 0; i < n; i++) {
            var p = posts.get(i);
            ids[i] = p.platformPostId();
            urls[i] = p.url();
            published[i] = StoredTime.of(p.publishedAt());
            impressions[i] = p.impressions();
            likes[i] = p.likes() == PostInfo.UNKNOWN ? null : p.likes();
            comments[i] = p.comments() == PostInfo.UNKNOWN ? null : p.comments();
            disabled[i] = p.commentsDisabled();
        }
        return sql.preparedQuery(
                        "INSERT INTO scraper.posts (platform, creator_id, platform_post_id, url, published_at, "
                                + "impressions, likes, comments, comments_disabled) SELECT $1, $2, * FROM "
                                + "unnest($3::text[], $4::text[], "
                                + "$5::timestamptz[], $6::bigint[], $7::bigint[], $8::bigint[], $9::boolean[]) "
                                + "ON CONFLICT (platform, platform_post_id) DO UPDATE SET impressions = "
                                + "EXCLUDED.impressions, "
                                + "likes = EXCLUDED.likes, comments = EXCLUDED.comments, comments_disabled = "
                                + "EXCLUDED.comments_disabled, "
                                + "url = EXCLUDED.url, fetched_at = now() RETURNING platform_post_id, post_id")
                .execute(Tuple.from(new Object[] {
                    platform.key(), creatorId, ids, urls, published, impressions, likes, comments, disabled
                }))
                .map(rows -> {
                    var out = new HashMap<String, Long>();
                    rows.forEach(row -> out.put(row.getString(0), row.getLong(1)));
                    return out;
                });
    }

    /**
     * Replaces each post's engager set and marks it done for its scrape, all in one transaction: a crash leaves
     * either the old set or the new one. Post ids must be distinct.
     */
    public Future<Void> replaceEngagers(List<PostEngagers> posts) {
        var postIds = new Long[posts.size()];
        var scrapeIds = new String[posts.size()];
        var rows = new Integer[posts.size()];
        var sets = new ArrayList<Tuple>(posts.size());
        for (int i = 0; i < posts.size(); i++) {
            var p = posts.get(i);
            postIds[i] = p.postId();
            scrapeIds[i] = p.scrapeId();
            rows[i] = p.rows();
            sets.add(Tuple.tuple()
                    .addLong(p.postId())
                    .addArrayOfInteger(boxed(p.people()))
                    .addArrayOfInteger(boxed(p.likes()))
                    .addArrayOfInteger(boxed(p.comments())));
        }
        return inTransaction(tx -> tx.sql
                .preparedQuery("INSERT INTO scraper.post_engagers (post_id, people, likes, "
                        + "comments) VALUES ($1, $2, $3, $4) ON CONFLICT (post_id) DO UPDATE SET people = "
                        + "EXCLUDED.people, "
                        + "likes = EXCLUDED.likes, comments = EXCLUDED.comments")
                .executeBatch(sets)
                .compose(v -> tx.sql
                        .preparedQuery("UPDATE scraper.posts SET engagers_fetched_at = now() WHERE post_id = ANY($1)")
                        .execute(Tuple.tuple().addArrayOfLong(postIds)))
                .compose(v -> tx.sql
                        .preparedQuery("INSERT INTO scraper.scrape_posts (scrape_id, post_id, engagements) "
                                + "SELECT * FROM unnest($1::text[], $2::bigint[], $3::integer[]) AS t(s, p, n) WHERE s "
                                + "IS NOT NULL "
                                + "ON CONFLICT (scrape_id, post_id) DO UPDATE SET engagements = EXCLUDED.engagements")
                        .execute(Tuple.of(scrapeIds, postIds, rows)))
                .mapEmpty());
    }

    private static Integer[] boxed(int[] values) {
        var out = new Integer[values.length];
        for (int i = 0; i < values.length; i++) out[i] = values[i];
        return out;
    }
}
