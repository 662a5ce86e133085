package io.sigment.analytics.analyses;

import io.sigment.common.Handle;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** SQL of {@code analytics.analyses} and {@code analytics.snapshots}: every query and transaction of them. */
public final class AnalysesStore extends Store<AnalysesStore> {
    private static final String ANALYSIS = "a.analysis_id, a.workspace_id, a.platform, a.handles, a.created_at";
    private static final String SNAPSHOT = "s.snapshot_id, s.analysis_id AS snapshot_of, s.job_id, s.status, s.error, "
            + "s.creators, s.headline, s.created_at AS snapshot_created_at, s.finished_at";

    public AnalysesStore(SqlClient sql) {
        super(sql, AnalysesStore::new);
    }

    /** A snapshot with the analysis it belongs to. */
    public record Measured(Analysis analysis, Snapshot snapshot) {}

    /**
     * Creates {@code analysis} unless it exists, and {@code snapshot} of it unless it exists; one transaction,
     * the analysis row locked. Empty when the analysis exists outside {@code workspaceIds} or on another platform,
     * or the snapshot id belongs to another analysis.
     */
    public Future<Optional<Measured>> open(Analysis analysis, Snapshot snapshot, String[] workspaceIds) {
        return inTransaction(tx -> tx.sql
                .preparedQuery("INSERT INTO analytics.analyses "
                        + "(analysis_id, workspace_id, platform, handles, created_at) VALUES ($1, $2, $3, $4, $5) "
                        + "ON CONFLICT (analysis_id) DO NOTHING")
                .execute(Tuple.of(
                        analysis.analysisId(),
                        analysis.workspaceId(),
                        analysis.platform(),
                        analysis.handles().toArray(String[]::new),
                        analysis.createdAt()))
                .compose(v -> tx.sql
                        .preparedQuery("SELECT " + ANALYSIS + " FROM analytics.analyses a "
                                + "WHERE a.analysis_id = $1 FOR UPDATE")
                        .execute(Tuple.of(analysis.analysisId())))
                .compose(rows -> {
                    var found = analysis(rows.iterator().next());
                    if (!Arrays.asList(workspaceIds).contains(found.workspaceId())
                            || !found.platform().equals(analysis.platform())) {
                        return Future.succeededFuture(Optional.<Measured>empty());
                    }
                    return tx.sql
                            .preparedQuery("INSERT INTO analytics.snapshots (snapshot_id, analysis_id, job_id, status, "
                                    + "created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (snapshot_id) DO NOTHING")
                            .execute(Tuple.of(
                                    snapshot.snapshotId(),
                                    found.analysisId(),
                                    snapshot.jobId(),
                                    snapshot.status(),
                                    snapshot.createdAt()))
                            .compose(inserted -> measured(tx.sql, snapshot.snapshotId()))
                            .map(stored ->
                                    stored.filter(m -> m.analysis().analysisId().equals(found.analysisId())));
                }));
    }

    /** The snapshot and its analysis, whatever the workspace (internal actions name snapshots jobs-service made). */
    public Future<Optional<Measured>> measured(String snapshotId) {
        return measured(sql, snapshotId);
    }

    private static Future<Optional<Measured>> measured(SqlClient sql, String snapshotId) {
        return sql.preparedQuery("SELECT " + ANALYSIS + ", " + SNAPSHOT + " FROM analytics.snapshots s "
                        + "JOIN analytics.analyses a USING (analysis_id) WHERE s.snapshot_id = $1")
                .execute(Tuple.of(snapshotId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(new Measured(
                                analysis(rows.iterator().next()),
                                snapshot(rows.iterator().next()))));
    }

    /** The analysis if it is in one of {@code workspaceIds}. */
    public Future<Optional<Analysis>> analysis(String analysisId, String[] workspaceIds) {
        return sql.preparedQuery("SELECT " + ANALYSIS + " FROM analytics.analyses a "
                        + "WHERE a.analysis_id = $1 AND a.workspace_id = ANY($2)")
                .execute(Tuple.of(analysisId).addArrayOfString(workspaceIds))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(analysis(rows.iterator().next())));
    }

    /** The analysis's snapshots, newest first. */
    public Future<List<Snapshot>> snapshots(String analysisId) {
        return sql.preparedQuery("SELECT " + SNAPSHOT + " FROM analytics.snapshots s WHERE s.analysis_id = $1 "
                        + "ORDER BY s.created_at DESC, s.snapshot_id")
                .execute(Tuple.of(analysisId))
                .map(rows -> {
                    var snapshots = new ArrayList<Snapshot>();
                    rows.forEach(row -> snapshots.add(snapshot(row)));
                    return snapshots;
                });
    }

    /** The workspace's analyses on {@code platform}, newest first, each with its newest snapshot (if any). */
    public Future<List<Measured>> list(String workspaceId, String platform, int limit) {
        return sql.preparedQuery("SELECT " + ANALYSIS + ", " + SNAPSHOT + " FROM analytics.analyses a "
                        + "LEFT JOIN LATERAL (SELECT * FROM analytics.snapshots x WHERE x.analysis_id = "
                        + "a.analysis_id "
                        + "ORDER BY x.created_at DESC, x.snapshot_id LIMIT 1) s ON true "
                        + "WHERE a.workspace_id = $1 AND a.platform = $2 ORDER BY a.created_at DESC, "
                        + "a.analysis_id LIMIT $3")
                .execute(Tuple.of(workspaceId, platform, limit))
                .map(rows -> {
                    var analyses = new ArrayList<Measured>();
                    rows.forEach(row -> analyses.add(
                            new Measured(analysis(row), row.getString("snapshot_id") == null ? null : snapshot(row))));
                    return analyses;
                });
    }

    public Future<Set<String>> frozenHandles(String snapshotId) {
        return sql.preparedQuery("SELECT handle FROM analytics.snapshot_samples WHERE snapshot_id = $1")
                .execute(Tuple.of(snapshotId))
                .map(rows -> {
                    var handles = new HashSet<String>();
                    rows.forEach(row -> handles.add(row.getString(0)));
                    return handles;
                });
    }

    /** Keeps a creator's sample with the snapshot; a sample frozen before stays as it was. */
    public Future<Void> freeze(String snapshotId, FrozenSample sample) {
        return freeze(snapshotId, List.of(sample));
    }

    /** Freezes {@code samples} (those not frozen yet) in one batch: one round trip, not one per creator. */
    public Future<Void> freeze(String snapshotId, List<FrozenSample> samples) {
        if (samples.isEmpty()) return Future.succeededFuture();
        var rows = samples.stream()
                .map(sample -> Tuple.of(
                        snapshotId,
                        sample.handle(),
                        Handle.keyOf(sample.handle()),
                        sample.creatorId(),
                        sample.postsJson()))
                .toList();
        return sql.preparedQuery("INSERT INTO analytics.snapshot_samples (snapshot_id, handle, handle_key, creator_id, "
                        + "posts) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (snapshot_id, handle) DO NOTHING")
                .executeBatch(rows)
                .mapEmpty();
    }

    public Future<List<FrozenSample>> frozenSamples(String snapshotId) {
        return sql.preparedQuery("SELECT handle, creator_id, posts FROM analytics.snapshot_samples "
                        + "WHERE snapshot_id = $1 ORDER BY handle")
                .execute(Tuple.of(snapshotId))
                .map(AnalysesStore::samples);
    }

    /**
     * The newest frozen sample of each creator the workspace analyzed on {@code platform} (completed snapshots),
     * other than those of {@code exceptKeys}; at most {@code limit} creators, most recently analyzed first.
     */
    public Future<List<FrozenSample>> workspaceSamples(
            String workspaceId, String platform, String[] exceptKeys, int limit) {
        return sql.preparedQuery("SELECT handle, creator_id, posts FROM (SELECT DISTINCT ON (f.handle_key) f.handle, "
                        + "f.creator_id, f.posts, s.finished_at FROM analytics.snapshot_samples f "
                        + "JOIN analytics.snapshots s USING (snapshot_id) JOIN analytics.analyses a USING "
                        + "(analysis_id) "
                        + "WHERE a.workspace_id = $1 AND a.platform = $2 AND s.status = 'completed' "
                        + "AND NOT (f.handle_key = ANY($3)) ORDER BY f.handle_key, s.finished_at DESC) latest "
                        + "ORDER BY finished_at DESC, handle LIMIT $4")
                .execute(Tuple.of(workspaceId, platform)
                        .addArrayOfString(exceptKeys)
                        .addValue(limit))
                .map(AnalysesStore::samples);
    }

    /** Stores the result and marks the snapshot completed, in one transaction; a completed snapshot stays as it was. */
    public Future<Void> complete(
            String snapshotId, String result, JsonObject headline, JsonArray creators, OffsetDateTime at) {
        return inTransaction(tx -> tx.sql
                        .preparedQuery("INSERT INTO analytics.snapshot_results "
                                + "(snapshot_id, result) VALUES ($1, $2) ON CONFLICT (snapshot_id) DO NOTHING")
                        .execute(Tuple.of(snapshotId, result))
                        .compose(v -> tx.sql
                                .preparedQuery("UPDATE analytics.snapshots SET status = 'completed', headline = $2, "
                                        + "creators = $3, finished_at = $4, error = NULL WHERE snapshot_id = "
                                        + "$1 AND status = 'running'")
                                .execute(Tuple.of(snapshotId, headline, creators, at))))
                .mapEmpty();
    }

    /** Marks a running snapshot failed; a finished one stays as it was. */
    public Future<Void> fail(String snapshotId, String error, OffsetDateTime at) {
        return sql.preparedQuery("UPDATE analytics.snapshots SET status = 'failed', error = $2, finished_at = $3 "
                        + "WHERE snapshot_id = $1 AND status = 'running'")
                .execute(Tuple.of(snapshotId, error, at))
                .mapEmpty();
    }

    public Future<Optional<String>> result(String snapshotId) {
        return sql.preparedQuery("SELECT result FROM analytics.snapshot_results WHERE snapshot_id = $1")
                .execute(Tuple.of(snapshotId))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(rows.iterator().next().getString(0)));
    }

    /**
     * Those of {@code handleKeys} in a snapshot of the workspace on {@code platform} completed at or after {@code
     * since}.
     */
    public Future<Set<String>> analyzedSince(
            String workspaceId, String platform, String[] handleKeys, OffsetDateTime since) {
        return sql.preparedQuery("SELECT DISTINCT f.handle_key FROM analytics.snapshot_samples f "
                        + "JOIN analytics.snapshots s USING (snapshot_id) JOIN analytics.analyses a USING "
                        + "(analysis_id) "
                        + "WHERE a.workspace_id = $1 AND a.platform = $2 AND s.status = 'completed' AND s.finished_at "
                        + ">= $4 "
                        + "AND f.handle_key = ANY($3)")
                .execute(Tuple.of(workspaceId, platform)
                        .addArrayOfString(handleKeys)
                        .addValue(since))
                .map(rows -> {
                    var keys = new HashSet<String>();
                    rows.forEach(row -> keys.add(row.getString(0)));
                    return keys;
                });
    }

    private static List<FrozenSample> samples(RowSet<Row> rows) {
        var samples = new ArrayList<FrozenSample>();
        rows.forEach(row -> samples.add(
                new FrozenSample(row.getString("handle"), row.getString("creator_id"), row.getString("posts"))));
        return samples;
    }

    private static Analysis analysis(Row row) {
        return new Analysis(
                row.getString("analysis_id"),
                row.getString("workspace_id"),
                row.getString("platform"),
                List.of(row.getArrayOfStrings("handles")),
                row.getOffsetDateTime("created_at"));
    }

    private static Snapshot snapshot(Row row) {
        return new Snapshot(
                row.getString("snapshot_id"),
                row.getString("snapshot_of"),
                row.getString("job_id"),
                row.getString("status"),
                row.getString("error"),
                (JsonArray) row.getValue("creators"),
                (JsonObject) row.getValue("headline"),
                row.getOffsetDateTime("snapshot_created_at"),
                row.getOffsetDateTime("finished_at"));
    }
}
