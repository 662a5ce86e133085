package io.sigment.analytics.discovery;

import io.sigment.common.TopicKey;
import io.sigment.common.db.Store;
import io.sigment.common.db.StoredTime;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The {@code analytics.discoveries} table: the only class that knows its SQL. */
public final class DiscoveryStore extends Store<DiscoveryStore> {
    private static final String COLUMNS =
            "discovery_id, workspace_id, topic, platforms, min_followers, per_subtopic_limit, "
                    + "status, message, collected, result, groups_found, creators_found, reused_from, created_at, "
                    + "completed_at";

    /**
     * {@link #COLUMNS} without the two large ones a list's summaries never read (the collected candidates and the
     * result, each up to hundreds of kilobytes of JSON), read as nulls: a list of 50 would otherwise fetch and decode
     * them all.
     */
    private static final String SUMMARY_COLUMNS =
            "discovery_id, workspace_id, topic, platforms, min_followers, per_subtopic_limit, "
                    + "status, message, NULL::jsonb AS collected, NULL::jsonb AS result, groups_found, creators_found, "
                    + "reused_from, created_at, completed_at";

    /** The most catalog rows read to learn generic terms (every topic's creators, a few thousand topics). */
    private static final int TOPIC_TERMS_READ = 200_000;

    public DiscoveryStore(SqlClient sql) {
        super(sql, DiscoveryStore::new);
    }

    /** Records a running discovery; false if the id exists already (a retry). */
    public Future<Boolean> create(
            String discoveryId,
            String workspaceId,
            String topic,
            List<String> platforms,
            int minFollowers,
            int perSubtopicLimit) {
        return sql.preparedQuery(
                        "INSERT INTO analytics.discoveries (discovery_id, workspace_id, topic, topic_key, platforms, "
                                + "min_followers, per_subtopic_limit, status) VALUES ($1, $2, $3, $4, $5, $6, $7, "
                                + "'running') "
                                + "ON CONFLICT (discovery_id) DO NOTHING")
                .execute(Tuple.of(
                        discoveryId,
                        workspaceId,
                        topic,
                        TopicKey.of(topic),
                        platforms.toArray(String[]::new),
                        minFollowers,
                        perSubtopicLimit))
                .map(rows -> rows.rowCount() == 1);
    }

    public Future<Void> saveCollected(String discoveryId, JsonObject collected) {
        return sql.preparedQuery("UPDATE analytics.discoveries SET collected = $2 WHERE discovery_id = $1")
                .execute(Tuple.of(discoveryId, collected))
                .mapEmpty();
    }

    public Future<Void> complete(
            String discoveryId, JsonObject result, int groups, int creators, String message, String reusedFrom) {
        return sql.preparedQuery(
                        "UPDATE analytics.discoveries SET status = 'completed', result = $2, groups_found = $3, "
                                + "creators_found = $4, message = $5, reused_from = $6, completed_at = now() WHERE "
                                + "discovery_id = $1")
                .execute(Tuple.of(discoveryId, result, groups, creators, message, reusedFrom))
                .mapEmpty();
    }

    public Future<Void> fail(String discoveryId, String message) {
        return sql.preparedQuery(
                        "UPDATE analytics.discoveries SET status = 'failed', message = $2, completed_at = now() "
                                + "WHERE discovery_id = $1 AND status = 'running'")
                .execute(Tuple.of(discoveryId, message))
                .mapEmpty();
    }

    public Future<Optional<DiscoveryRecord>> find(String discoveryId, String[] workspaceIds) {
        return sql.preparedQuery("SELECT " + COLUMNS
                        + " FROM analytics.discoveries WHERE discovery_id = $1 AND workspace_id = ANY($2)")
                .execute(Tuple.of(discoveryId).addArrayOfString(workspaceIds))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(record(rows.iterator().next())));
    }

    /** The workspace's newest discoveries, without their collected candidates and result (both null). */
    public Future<List<DiscoveryRecord>> list(String workspaceId, int limit) {
        return sql.preparedQuery("SELECT " + SUMMARY_COLUMNS + " FROM analytics.discoveries WHERE workspace_id = $1 "
                        + "ORDER BY created_at DESC, discovery_id DESC LIMIT $2")
                .execute(Tuple.of(workspaceId, limit))
                .map(DiscoveryStore::records);
    }

    /**
     * The newest discovery of the same topic (normalized) in the workspace started after {@code since} and
     * completed (not itself a re-run) whose platforms include {@code platforms}, other than {@code exceptId}. A run of
     * more platforms qualifies only with its collected candidates kept (a re-run answers the asked platforms alone).
     */
    public Future<Optional<DiscoveryRecord>> sameTopicSince(
            String workspaceId, String topic, List<String> platforms, Instant since, String exceptId) {
        return sql.preparedQuery(
                        "SELECT " + COLUMNS + " FROM analytics.discoveries WHERE workspace_id = $1 AND topic_key = $2 "
                                + "AND status = 'completed' AND reused_from IS NULL AND created_at > $5 "
                                + "AND platforms @> $3 AND (platforms <@ $3 OR collected IS NOT NULL) AND discovery_id "
                                + "<> $4 "
                                + "ORDER BY created_at DESC LIMIT 1")
                .execute(Tuple.of(
                        workspaceId,
                        TopicKey.of(topic),
                        platforms.toArray(String[]::new),
                        exceptId == null ? "" : exceptId,
                        StoredTime.of(since)))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(record(rows.iterator().next())));
    }

    /** The catalog {@link GenericTerms} learns from: each topic's creators and their top terms, newest first. */
    Future<List<GenericTerms.TopicCreator>> topicTerms() {
        return sql.preparedQuery("SELECT topic_key, creator_key, top_terms FROM analytics.topic_terms "
                        + "ORDER BY updated_at DESC LIMIT $1")
                .execute(Tuple.of(TOPIC_TERMS_READ))
                .map(rows -> {
                    var out = new ArrayList<GenericTerms.TopicCreator>();
                    rows.forEach(row -> out.add(new GenericTerms.TopicCreator(
                            row.getString("topic_key"),
                            row.getString("creator_key"),
                            Arrays.asList(row.getArrayOfStrings("top_terms")))));
                    return out;
                });
    }

    /** Adds (or refreshes) a completed discovery's candidates and their top terms under its topic. */
    Future<Void> saveTopicTerms(String topic, Map<String, List<String>> termsByCreator) {
        if (termsByCreator.isEmpty()) return Future.succeededFuture();
        var key = TopicKey.of(topic);
        var batch = new ArrayList<Tuple>();
        termsByCreator.forEach((creator, terms) -> batch.add(Tuple.of(key, creator, terms.toArray(String[]::new))));
        return sql.preparedQuery(
                        "INSERT INTO analytics.topic_terms (topic_key, creator_key, top_terms) VALUES ($1, $2, $3) "
                                + "ON CONFLICT (topic_key, creator_key) DO UPDATE SET top_terms = EXCLUDED.top_terms, "
                                + "updated_at = now()")
                .executeBatch(batch)
                .mapEmpty();
    }

    private static List<DiscoveryRecord> records(Iterable<Row> rows) {
        var out = new ArrayList<DiscoveryRecord>();
        rows.forEach(row -> out.add(record(row)));
        return out;
    }

    private static DiscoveryRecord record(Row row) {
        return new DiscoveryRecord(
                row.getString("discovery_id"),
                row.getString("workspace_id"),
                row.getString("topic"),
                Arrays.asList(row.getArrayOfStrings("platforms")),
                row.getInteger("min_followers"),
                row.getInteger("per_subtopic_limit"),
                row.getString("status"),
                row.getString("message"),
                (JsonObject) row.getJson("collected"),
                (JsonObject) row.getJson("result"),
                row.getInteger("groups_found"),
                row.getInteger("creators_found"),
                row.getString("reused_from"),
                row.getOffsetDateTime("created_at"),
                row.getOffsetDateTime("completed_at"));
    }
}
