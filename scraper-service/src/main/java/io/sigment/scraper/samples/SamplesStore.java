package io.sigment.scraper.samples;

import io.sigment.common.Platform;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;

/** Reads a creator's scraped posts with each engaged person's total engagements (all kinds added up). */
public final class SamplesStore extends Store<SamplesStore> {
  public SamplesStore(SqlClient sql) {
    super(sql, SamplesStore::new);
  }

  /**
   * A post with its engagers ascending by person id and their engagement counts, and the like and comment totals
   * the platform reported for it (null: not reported).
   */
  public record StoredPost(String postId, long impressions, OffsetDateTime publishedAt, int[] people, int[] counts,
                           Long likes, Long comments) {
  }

  /**
   * Posts of the creator whose engagers were fetched at or after {@code since} (or by scrape {@code scrapeId}
   * when given), newest first.
   */
  public Future<List<StoredPost>> posts(Platform platform, String creatorId, OffsetDateTime since, String scrapeId) {
    return sql.preparedQuery("SELECT p.platform_post_id, p.impressions, p.published_at, e.people, e.likes, e.comments, "
            + "p.likes, p.comments "
            + "FROM scraper.posts p LEFT JOIN scraper.post_engagers e ON e.post_id = p.post_id "
            + "WHERE p.platform = $1 AND p.creator_id = $2 AND p.engagers_fetched_at IS NOT NULL "
            + "AND p.engagers_fetched_at >= $3 "
            + "AND ($4::text IS NULL OR p.post_id IN (SELECT post_id FROM scraper.scrape_posts WHERE scrape_id = $4)) "
            + "ORDER BY p.published_at DESC, p.post_id")
        .execute(Tuple.of(platform.key(), creatorId, since, scrapeId))
        .map(rows -> {
          var out = new ArrayList<StoredPost>();
          rows.forEach(r -> out.add(new StoredPost(r.getString(0), r.getLong(1), r.getOffsetDateTime(2),
              ints(r.getArrayOfIntegers(3)), totals(r.getArrayOfIntegers(4), r.getArrayOfIntegers(5)), r.getLong(6),
              r.getLong(7))));
          return out;
        });
  }

  private static int[] ints(Integer[] values) {
    if (values == null) return new int[0];
    var out = new int[values.length];
    for (int i = 0; i < values.length; i++) out[i] = values[i];
    return out;
  }

  /** Each person's engagements with the post, all kinds added up. */
  private static int[] totals(Integer[] likes, Integer[] comments) {
    var out = ints(likes);
    for (int i = 0; i < out.length; i++) out[i] += comments[i];
    return out;
  }
}
