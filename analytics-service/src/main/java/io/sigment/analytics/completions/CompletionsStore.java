package io.sigment.analytics.completions;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * SQL of the completion values analytics owns, each over {@code workspaceIds} only: handles, analysis ids and names,
 * snapshot ids and discovery topics that start with a prefix (ignoring case; ids exactly), at most {@code limit}.
 */
public final class CompletionsStore extends Store<CompletionsStore> {
    /**
     * How many of the newest analyses are named (names are made from handles, so they are matched here, not in SQL).
     */
    static final int NAMED_ANALYSES = 1000;

    public CompletionsStore(SqlClient sql) {
        super(sql, CompletionsStore::new);
    }

    public Future<List<String>> handles(String[] workspaceIds, String prefix, int limit) {
        return sql.preparedQuery("SELECT DISTINCT h FROM analytics.analyses a, unnest(a.handles) h "
                        + "WHERE a.workspace_id = ANY($1) AND starts_with(lower(h), lower($2)) ORDER BY h LIMIT $3")
                .execute(Tuple.tuple()
                        .addArrayOfString(workspaceIds)
                        .addString(prefix)
                        .addInteger(limit))
                .map(rows -> column(rows, row -> row.getString(0)));
    }

    /** Analysis ids (of {@code platform} when not null), newest first. */
    public Future<List<String>> analysisIds(String[] workspaceIds, String platform, String prefix, int limit) {
        return sql.preparedQuery("SELECT analysis_id FROM analytics.analyses WHERE workspace_id = ANY($1) "
                        + "AND ($2::text IS NULL OR platform = $2) AND starts_with(analysis_id, $3) "
                        + "ORDER BY created_at DESC, analysis_id LIMIT $4")
                .execute(Tuple.tuple()
                        .addArrayOfString(workspaceIds)
                        .addString(platform)
                        .addString(prefix)
                        .addInteger(limit))
                .map(rows -> column(rows, row -> row.getString(0)));
    }

    /** The newest analyses' handles, to name them. */
    public Future<List<List<String>>> newestHandles(String[] workspaceIds) {
        return sql.preparedQuery("SELECT handles FROM analytics.analyses WHERE workspace_id = ANY($1) "
                        + "ORDER BY created_at DESC, analysis_id LIMIT $2")
                .execute(Tuple.tuple().addArrayOfString(workspaceIds).addInteger(NAMED_ANALYSES))
                .map(rows -> column(rows, row -> List.of(row.getArrayOfStrings(0))));
    }

    /** The snapshot ids of one analysis in {@code workspaceIds}, newest first. */
    public Future<List<String>> snapshotIds(String[] workspaceIds, String analysisId, String prefix, int limit) {
        return sql.preparedQuery("SELECT s.snapshot_id FROM analytics.snapshots s "
                        + "JOIN analytics.analyses a ON a.analysis_id = s.analysis_id "
                        + "WHERE a.workspace_id = ANY($1) AND a.analysis_id = $2 AND starts_with(s.snapshot_id, $3) "
                        + "ORDER BY s.created_at DESC, s.snapshot_id LIMIT $4")
                .execute(Tuple.tuple()
                        .addArrayOfString(workspaceIds)
                        .addString(analysisId)
                        .addString(prefix)
                        .addInteger(limit))
                .map(rows -> column(rows, row -> row.getString(0)));
    }

    /** Topics of past discoveries, each once, the most recently discovered first. */
    public Future<List<String>> topics(String[] workspaceIds, String prefix, int limit) {
        return sql.preparedQuery("SELECT topic FROM analytics.discoveries WHERE workspace_id = ANY($1) "
                        + "AND starts_with(lower(topic), lower($2)) GROUP BY topic ORDER BY max(created_at) "
                        + "DESC, topic LIMIT $3")
                .execute(Tuple.tuple()
                        .addArrayOfString(workspaceIds)
                        .addString(prefix)
                        .addInteger(limit))
                .map(rows -> column(rows, row -> row.getString(0)));
    }

    private static <T> List<T> column(RowSet<Row> rows, Function<Row, T> read) {
        var values = new ArrayList<T>();
        rows.forEach(row -> values.add(read.apply(row)));
        return values;
    }
}
