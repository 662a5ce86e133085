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
 * SQL of {@code scraper.posts}, {@code scraper.people} and {@code scraper.post_engagers}. Rows go in as arrays
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
    return sql.preparedQuery("INSERT INTO scraper.posts (platform, creator_id, platform_post_id, url, published_at, "
            + "impressions, likes, comments, comments_disabled) SELECT $1, $2, * FROM unnest($3::text[], $4::text[], "
            + "$5::timestamptz[], $6::bigint[], $7::bigint[], $8::bigint[], $9::boolean[]) "
            + "ON CONFLICT (platform, platform_post_id) DO UPDATE SET impressions = EXCLUDED.impressions, "
            + "likes = EXCLUDED.likes, comments = EXCLUDED.comments, comments_disabled = EXCLUDED.comments_disabled, "
            + "url = EXCLUDED.url, fetched_at = now() RETURNING platform_post_id, post_id")
        .execute(Tuple.from(new Object[] {platform.key(), creatorId, ids, urls, published, impressions, likes,
            comments, disabled}))
        .map(rows -> {
          var out = new HashMap<String, Long>();
          rows.forEach(row -> out.put(row.getString(0), row.getLong(1)));
          return out;
        });
  }

  /**
   * One index probe per key, whatever the table's statistics: a fresh {@code people} table has none until
   * autovacuum analyzes it, and then {@code platform_person_id = ANY($2)} is planned as a scan of all the
   * platform's people (the platform alone looks selective), which cost ~200 ms per 1,000 keys at 190k people.
   * A correlated subquery on the full primary key is always an index probe.
   */
  private static final String LOOKUP = "(SELECT p.person_id FROM scraper.people p "
      + "WHERE p.platform = $1 AND p.platform_person_id = k.key)";

  /**
   * The dense ids these platform person ids already have, in their order (null: none yet). No lock: ids never
   * change once assigned.
   */
  public Future<Integer[]> knownPersonIds(Platform platform, String[] personIds) {
    return sql.preparedQuery("SELECT k.ord::integer, " + LOOKUP + " FROM unnest($2::text[]) WITH ORDINALITY AS k(key, ord)")
        .execute(Tuple.tuple().addString(platform.key()).addArrayOfString(personIds))
        .map(rows -> {
          var ids = new Integer[personIds.length];
          rows.forEach(row -> ids[row.getInteger(0) - 1] = row.getInteger(1));
          return ids;
        });
  }

  /**
   * Dense ids for these distinct platform person ids, in their order, assigning the next free ids to new people
   * in input order. The counter row's lock serializes assignment per platform (across processes too: the
   * statement after the lock sees every person committed before it), so ids have no gaps and no person gets
   * two. One statement looks every key up, inserts the new people and advances the counter.
   */
  public Future<Assigned> personIds(Platform platform, String[] personIds, String[] handles) {
    return inTransaction(tx -> tx.sql
        .preparedQuery("SELECT next_id FROM scraper.person_ids WHERE platform = $1 FOR UPDATE")
        .execute(Tuple.of(platform.key()))
        .compose(counter -> tx.sql.preparedQuery("WITH k AS (SELECT k.key, k.handle, k.ord, " + LOOKUP + " AS person_id "
                + "FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS k(key, handle, ord)), "
                + "fresh AS (SELECT key, handle, ord, ($4::integer + row_number() OVER (ORDER BY ord) - 1)::integer "
                + "AS person_id FROM k WHERE person_id IS NULL), "
                + "added AS (INSERT INTO scraper.people (platform, person_id, platform_person_id, handle) "
                + "SELECT $1, person_id, key, handle FROM fresh), "
                + "counted AS (UPDATE scraper.person_ids SET next_id = $4::integer + (SELECT count(*) FROM fresh) "
                + "WHERE platform = $1) "
                + "SELECT ord::integer, person_id, false FROM k WHERE person_id IS NOT NULL "
                + "UNION ALL SELECT ord::integer, person_id, true FROM fresh")
            .execute(Tuple.of(platform.key(), personIds, handles, counter.iterator().next().getInteger(0))))
        .map(rows -> {
          var ids = new int[personIds.length];
          int added = 0;
          for (var row : rows) {
            ids[row.getInteger(0) - 1] = row.getInteger(1);
            if (row.getBoolean(2)) added++;
          }
          return new Assigned(ids, added);
        }));
  }

  /** Ids of the keys asked for, in their order; {@code added} of them were assigned just now. */
  public record Assigned(int[] ids, int added) {
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
      sets.add(Tuple.tuple().addLong(p.postId()).addArrayOfInteger(boxed(p.people()))
          .addArrayOfInteger(boxed(p.likes())).addArrayOfInteger(boxed(p.comments())));
    }
    return inTransaction(tx -> tx.sql.preparedQuery("INSERT INTO scraper.post_engagers (post_id, people, likes, "
                + "comments) VALUES ($1, $2, $3, $4) ON CONFLICT (post_id) DO UPDATE SET people = EXCLUDED.people, "
                + "likes = EXCLUDED.likes, comments = EXCLUDED.comments")
        .executeBatch(sets)
        .compose(v -> tx.sql.preparedQuery("UPDATE scraper.posts SET engagers_fetched_at = now() WHERE post_id = ANY($1)")
            .execute(Tuple.tuple().addArrayOfLong(postIds)))
        .compose(v -> tx.sql.preparedQuery("INSERT INTO scraper.scrape_posts (scrape_id, post_id, engagements) "
                + "SELECT * FROM unnest($1::text[], $2::bigint[], $3::integer[]) AS t(s, p, n) WHERE s IS NOT NULL "
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
