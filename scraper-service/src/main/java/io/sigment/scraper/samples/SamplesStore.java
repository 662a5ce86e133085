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
    public record StoredPost(
            String postId,
            long impressions,
            OffsetDateTime publishedAt,
            int[] people,
            int[] counts,
            Long likes,
            Long comments) {}

    /**
     * Posts of the creator whose engagers were fetched at or after {@code since}, newest first.
     */
    public Future<List<StoredPost>> posts(Platform platform, String creatorId, OffsetDateTime since) {
        return sql.preparedQuery(
                        "SELECT p.platform_post_id, p.impressions, p.published_at, e.people, e.likes, e.comments, "
                                + "p.likes, p.comments "
                                + "FROM scraper.posts p LEFT JOIN scraper.post_engagers e ON e.post_id = p.post_id "
                                + "WHERE p.platform = $1 AND p.creator_id = $2 AND p.engagers_fetched_at IS NOT NULL "
                                + "AND p.engagers_fetched_at >= $3 "
                                + "ORDER BY p.published_at DESC, p.post_id")
                .execute(Tuple.of(platform.key(), creatorId, since))
                .map(rows -> {
                    var out = new ArrayList<StoredPost>();
                    rows.forEach(r -> out.add(new StoredPost(
                            r.getString(0),
                            r.getLong(1),
                            r.getOffsetDateTime(2),
                            ints(r.getArrayOfIntegers(3)),
                            totals(r.getArrayOfIntegers(4), r.getArrayOfIntegers(5)),
                            r.getLong(6),
                            r.getLong(7))));
                    return out;
                });
    }

    /**
     * A creator of a scrape with one of its posts in that scrape ({@code post} null: none), or with no creator id:
     * unknown.
     */
    public record ScrapeRow(String handle, String creatorId, StoredPost post) {}

    /**
     * The creators of scrape {@code scrapeId} ({@code handles} of them, or all when empty) with the posts whose
     * engagers the scrape fetched, per creator newest first: one query for the whole scrape.
     */
    public Future<List<ScrapeRow>> ofScrape(Platform platform, String scrapeId, List<String> handles) {
        return sql.preparedQuery("SELECT c.handle, c.creator_id, p.platform_post_id, p.impressions, p.published_at, "
                        + "e.people, e.likes, e.comments, p.likes, p.comments "
                        + "FROM scraper.scrape_creators c "
                        + "LEFT JOIN (scraper.scrape_posts sp JOIN scraper.posts p ON p.post_id = sp.post_id "
                        + "  AND p.engagers_fetched_at IS NOT NULL AND p.platform = $2) "
                        + "  ON sp.scrape_id = c.scrape_id AND p.creator_id = c.creator_id "
                        + "LEFT JOIN scraper.post_engagers e ON e.post_id = p.post_id "
                        + "WHERE c.scrape_id = $1 AND (cardinality($3::text[]) = 0 OR c.handle = ANY($3::text[])) "
                        + "ORDER BY c.handle, p.published_at DESC, p.post_id")
                .execute(Tuple.of(scrapeId, platform.key(), handles.toArray(String[]::new)))
                .map(rows -> {
                    var out = new ArrayList<ScrapeRow>();
                    rows.forEach(r -> out.add(new ScrapeRow(
                            r.getString(0),
                            r.getString(1),
                            r.getString(2) == null
                                    ? null
                                    : new StoredPost(
                                            r.getString(2),
                                            r.getLong(3),
                                            r.getOffsetDateTime(4),
                                            ints(r.getArrayOfIntegers(5)),
                                            totals(r.getArrayOfIntegers(6), r.getArrayOfIntegers(7)),
                                            r.getLong(8),
                                            r.getLong(9)))));
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
