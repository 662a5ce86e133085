package io.sigment.scraper.ingest;

import io.sigment.common.Platform;
import io.sigment.common.api.scraper.PlatformCost;
import io.sigment.common.api.scraper.ScrapeRequest;
import io.sigment.common.api.scraper.ScrapedCreator;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** SQL of {@code scraper.scrapes}, {@code scrape_creators} and {@code scrape_posts}: what a scrape has done. */
public final class ScrapeStore extends Store<ScrapeStore> {
    public ScrapeStore(SqlClient sql) {
        super(sql, ScrapeStore::new);
    }

    /** Records a new scrape, or finds the existing one with this id (its stored parameters win). */
    public Future<ScrapeRequest> begin(ScrapeRequest request) {
        return sql.preparedQuery("INSERT INTO scraper.scrapes (scrape_id, platform, handles, posts_per_creator, "
                        + "engagers_per_post) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (scrape_id) DO UPDATE "
                        + "SET status = 'running', error = NULL, updated_at = now() "
                        + "RETURNING platform, handles, posts_per_creator, engagers_per_post")
                .execute(Tuple.of(
                        request.scrapeId(),
                        request.platform().key(),
                        request.handles().toArray(String[]::new),
                        request.postsPerCreator(),
                        request.engagersPerPost()))
                .map(rows -> {
                    var row = rows.iterator().next();
                    return new ScrapeRequest(
                            request.scrapeId(),
                            Platform.parse(row.getString("platform")),
                            List.of(row.getArrayOfStrings("handles")),
                            row.getInteger("posts_per_creator"),
                            row.getInteger("engagers_per_post"));
                });
    }

    /** Handles already finished by this scrape, with their outcome. */
    public Future<Map<String, ScrapedCreator>> finishedCreators(String scrapeId) {
        return sql.preparedQuery("SELECT c.handle, c.status, c.creator_id, c.posts, "
                        + "(SELECT COALESCE(sum(p.engagements), 0) FROM scraper.scrape_posts p JOIN scraper.posts po "
                        + "USING (post_id) "
                        + " WHERE p.scrape_id = c.scrape_id AND po.creator_id = c.creator_id) AS engagements "
                        + "FROM scraper.scrape_creators c WHERE c.scrape_id = $1")
                .execute(Tuple.of(scrapeId))
                .map(rows -> {
                    var out = new HashMap<String, ScrapedCreator>();
                    rows.forEach(r -> out.put(
                            r.getString("handle"),
                            new ScrapedCreator(
                                    r.getString("handle"),
                                    r.getString("status"),
                                    r.getString("creator_id"),
                                    r.getInteger("posts"),
                                    r.getLong("engagements"),
                                    null)));
                    return out;
                });
    }

    public Future<Set<Long>> donePosts(String scrapeId) {
        return sql.preparedQuery("SELECT post_id FROM scraper.scrape_posts WHERE scrape_id = $1")
                .execute(Tuple.of(scrapeId))
                .map(rows -> {
                    var out = new HashSet<Long>();
                    rows.forEach(r -> out.add(r.getLong(0)));
                    return out;
                });
    }

    public Future<Void> finishCreator(String scrapeId, ScrapedCreator outcome) {
        return sql.preparedQuery("INSERT INTO scraper.scrape_creators (scrape_id, handle, status, creator_id, posts) "
                        + "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (scrape_id, handle) DO UPDATE SET status = "
                        + "EXCLUDED.status, "
                        + "creator_id = EXCLUDED.creator_id, posts = EXCLUDED.posts")
                .execute(Tuple.of(scrapeId, outcome.handle(), outcome.status(), outcome.creatorId(), outcome.posts()))
                .mapEmpty();
    }

    public Future<Void> finish(String scrapeId, String status, String error) {
        return sql.preparedQuery(
                        "UPDATE scraper.scrapes SET status = $2, error = $3, updated_at = now() WHERE scrape_id = $1")
                .execute(Tuple.of(scrapeId, status, error))
                .mapEmpty();
    }

    /** Adds spending to the scrape's totals. */
    public Future<Void> addCost(String scrapeId, PlatformCost spend) {
        if (spend.providerRuns() == 0 && spend.providerResults() == 0 && spend.youtubeUnits() == 0) {
            return Future.succeededFuture();
        }
        return sql.preparedQuery("UPDATE scraper.scrapes SET provider_runs = provider_runs + $2, "
                        + "provider_results = provider_results + $3, youtube_units = youtube_units + $4 WHERE "
                        + "scrape_id = $1")
                .execute(Tuple.of(scrapeId, spend.providerRuns(), spend.providerResults(), spend.youtubeUnits()))
                .mapEmpty();
    }

    /** What the scrape cost over all its attempts. */
    public Future<PlatformCost> cost(String scrapeId) {
        return sql.preparedQuery("SELECT provider_runs, provider_results, youtube_units FROM scraper.scrapes "
                        + "WHERE scrape_id = $1")
                .execute(Tuple.of(scrapeId))
                .map(rows -> {
                    var row = rows.iterator().next();
                    return new PlatformCost(row.getLong(0), row.getLong(1), row.getLong(2));
                });
    }

    /** The post ids (ours) of a scrape, per creator id. */
    public Future<Map<String, List<Long>>> postsOf(String scrapeId) {
        return sql.preparedQuery("SELECT po.creator_id, p.post_id FROM scraper.scrape_posts p "
                        + "JOIN scraper.posts po USING (post_id) WHERE p.scrape_id = $1")
                .execute(Tuple.of(scrapeId))
                .map(rows -> {
                    var out = new HashMap<String, List<Long>>();
                    rows.forEach(r -> out.computeIfAbsent(r.getString(0), k -> new ArrayList<>())
                            .add(r.getLong(1)));
                    return out;
                });
    }
}
