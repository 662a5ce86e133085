package io.sigment.scraper.catalog;

import io.sigment.common.Handle;
import io.sigment.common.Platform;
import io.sigment.common.db.Store;
import io.sigment.scraper.platform.Profile;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** SQL of {@code scraper.creators} and {@code scraper.searches}. */
public final class CatalogStore extends Store<CatalogStore> {
    private static final String COLUMNS = "platform, platform_id, handle, name, bio, followers, country, language, "
            + "media_count, url, connected, demographics, fetched_at, connection_checked_at";

    public CatalogStore(SqlClient sql) {
        super(sql, CatalogStore::new);
    }

    /** What the catalog already knows of a creator for a public page: followers, median views of its newest posts. */
    public record Known(String handle, Long followers, Double medianViews) {}

    /**
     * Followers and the median non-zero impressions of the 12 newest stored posts of each of {@code handles} the
     * catalog has (any case); never asks the platform.
     */
    public Future<List<Known>> known(Platform platform, List<String> handles) {
        var lower =
                handles.stream().map(h -> h.toLowerCase(java.util.Locale.ROOT)).toArray(String[]::new);
        return sql.preparedQuery("SELECT c.handle, c.followers, (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY "
                        + "p.impressions) FROM (SELECT impressions FROM scraper.posts WHERE platform = c.platform "
                        + "AND creator_id = c.platform_id AND impressions > 0 ORDER BY published_at DESC LIMIT 12) p) "
                        + "AS median_views "
                        + "FROM scraper.creators c WHERE c.platform = $1 AND lower(c.handle) = ANY($2)")
                .execute(Tuple.of(platform.key()).addArrayOfString(lower))
                .map(rows -> {
                    var known = new ArrayList<Known>();
                    rows.forEach(r -> known.add(
                            new Known(r.getString("handle"), r.getLong("followers"), r.getDouble("median_views"))));
                    return known;
                });
    }

    /** Inserts or refreshes a profile; a handle now owned by another account is released first. */
    public Future<Void> upsert(Profile p) {
        return inTransaction(tx -> tx.sql
                .preparedQuery("UPDATE scraper.creators SET handle = handle || '~' || platform_id "
                        + "WHERE platform = $1 AND lower(handle) = lower($2) AND platform_id <> $3")
                .execute(Tuple.of(p.platform().key(), p.handle(), p.platformId()))
                .compose(v -> tx.sql
                        .preparedQuery("INSERT INTO scraper.creators (platform, platform_id, handle, name, bio, "
                                + "followers, country, language, media_count, url) VALUES ($1, $2, $3, $4, $5, $6, $7, "
                                + "$8, $9, $10) "
                                + "ON CONFLICT (platform, platform_id) DO UPDATE SET handle = EXCLUDED.handle, name = "
                                + "EXCLUDED.name, "
                                + "bio = EXCLUDED.bio, followers = EXCLUDED.followers, country = "
                                + "COALESCE(EXCLUDED.country, creators.country), "
                                + "language = COALESCE(EXCLUDED.language, creators.language), media_count = "
                                + "EXCLUDED.media_count, "
                                + "url = EXCLUDED.url, fetched_at = now()")
                        .execute(Tuple.from(new Object[] {
                            p.platform().key(),
                            p.platformId(),
                            p.handle(),
                            p.name(),
                            p.bio(),
                            p.followers(),
                            p.country(),
                            p.language(),
                            p.mediaCount(),
                            p.url()
                        })))
                .mapEmpty());
    }

    public Future<Void> upsertAll(List<Profile> profiles) {
        Future<Void> chain = Future.succeededFuture();
        for (var p : profiles) chain = chain.compose(v -> upsert(p));
        return chain;
    }

    /** Records whether the creator has connected their account, and the demographics it reports. */
    public Future<Void> setConnected(Platform platform, String platformId, JsonObject demographics) {
        return sql.preparedQuery(
                        "UPDATE scraper.creators SET connected = $3, demographics = $4, connection_checked_at = now() "
                                + "WHERE platform = $1 AND platform_id = $2")
                .execute(Tuple.of(platform.key(), platformId, demographics != null, demographics))
                .mapEmpty();
    }

    /** By the platform's account id, or by handle (with or without {@code @}, any case). */
    public Future<Optional<StoredCreator>> find(Platform platform, String idOrHandle) {
        var handle = Handle.of(idOrHandle).text();
        return sql.preparedQuery("SELECT " + COLUMNS + " FROM scraper.creators WHERE platform = $1 "
                        + "AND (platform_id = $2 OR lower(handle) = lower($3)) ORDER BY (platform_id = $2) "
                        + "DESC LIMIT 1")
                .execute(Tuple.of(platform.key(), idOrHandle, handle))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(StoredCreator.from(rows.iterator().next())));
    }

    /** Creators of {@code platforms} whose handle or name contains the query: exact handle first, then by followers. */
    public Future<List<StoredCreator>> search(List<Platform> platforms, String query, int limit) {
        var q = Handle.keyOf(query);
        var pattern = "%" + likeEscape(q) + "%";
        var compact = "%" + likeEscape(q.replace(" ", "")) + "%";
        var keys = platforms.stream().map(Platform::key).toArray(String[]::new);
        return sql.preparedQuery("SELECT " + COLUMNS + " FROM scraper.creators WHERE platform = ANY($1) "
                        + "AND (lower(handle) LIKE $2 OR lower(handle) LIKE $3 OR lower(name) LIKE $2) "
                        + "ORDER BY (lower(handle) = $4) DESC, (lower(name) = $4) DESC, followers DESC NULLS "
                        + "LAST, handle LIMIT $5")
                .execute(Tuple.of(keys, pattern, compact, q, limit))
                .map(rows -> {
                    var out = new ArrayList<StoredCreator>();
                    rows.forEach(row -> out.add(StoredCreator.from(row)));
                    return out;
                });
    }

    /** True if this query was sent to the platform's search within {@code maxAge}. */
    public Future<Boolean> searchedRecently(Platform platform, String query, Duration maxAge) {
        return sql.preparedQuery("SELECT 1 FROM scraper.searches WHERE platform = $1 AND query = $2 "
                        + "AND searched_at > now() - make_interval(secs => $3)")
                .execute(Tuple.of(platform.key(), query.toLowerCase(Locale.ROOT), (double) maxAge.toSeconds()))
                .map(rows -> rows.size() > 0);
    }

    public Future<Void> markSearched(Platform platform, String query) {
        return sql.preparedQuery("INSERT INTO scraper.searches (platform, query) VALUES ($1, $2) "
                        + "ON CONFLICT (platform, query) DO UPDATE SET searched_at = now()")
                .execute(Tuple.of(platform.key(), query.toLowerCase(Locale.ROOT)))
                .mapEmpty();
    }

    private static String likeEscape(String s) {
        return s.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }

    /** A catalog row. */
    public record StoredCreator(
            Platform platform,
            String platformId,
            String handle,
            String name,
            String bio,
            Long followers,
            String country,
            String language,
            Long mediaCount,
            String url,
            boolean connected,
            JsonObject demographics,
            OffsetDateTime fetchedAt,
            OffsetDateTime connectionCheckedAt) {
        static StoredCreator from(Row row) {
            return new StoredCreator(
                    Platform.valueOf(row.getString("platform").toUpperCase()),
                    row.getString("platform_id"),
                    row.getString("handle"),
                    row.getString("name"),
                    row.getString("bio"),
                    row.getLong("followers"),
                    row.getString("country"),
                    row.getString("language"),
                    row.getLong("media_count"),
                    row.getString("url"),
                    row.getBoolean("connected"),
                    (JsonObject) row.getValue("demographics"),
                    row.getOffsetDateTime("fetched_at"),
                    row.getOffsetDateTime("connection_checked_at"));
        }

        public Profile toProfile() {
            return new Profile(platform, platformId, handle, name, bio, followers, country, language, mediaCount, url);
        }
    }
}
