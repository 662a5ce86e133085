package io.sigment.lists.sharelinks;

import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/** SQL of {@code lists.share_links}. */
public final class ShareLinksStore extends Store<ShareLinksStore> {
    private static final String COLUMNS =
            "link_id, token_sha256, workspace_id, list_id, analysis_id, snapshot_id, platform, "
                    + "created_at, expires_at, revoked_at";
    private static final String ACTIVE = "revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $%d)";

    public ShareLinksStore(SqlClient sql) {
        super(sql, ShareLinksStore::new);
    }

    /** A link and whether this call created it. */
    public record Shared(ShareLink link, boolean created) {}

    /**
     * The active link to {@code candidate}'s target (its list, or its workspace's analysis and snapshot), else
     * {@code candidate} inserted. An active link whose URL cannot be shown again ({@code showable} refuses it: made
     * under another share secret) is reused with a new token hash, {@code hashFor} its id; its earlier hashes still
     * open it. A transaction-scoped advisory lock on the target makes concurrent shares of one target agree on one
     * link.
     */
    public Future<Shared> activeOrInsert(
            ShareLink candidate, OffsetDateTime now, Predicate<ShareLink> showable, Function<String, String> hashFor) {
        var target = candidate.isListLink()
                ? "list:" + candidate.listId()
                : "analysis:" + candidate.workspaceId() + ":" + candidate.analysisId() + ":" + candidate.snapshotId();
        return inTransaction(tx -> tx.sql
                .preparedQuery("SELECT pg_advisory_xact_lock(hashtext($1))")
                .execute(Tuple.of("sigment.share." + target))
                .compose(locked -> active(tx.sql, candidate, now))
                .compose(found -> {
                    if (found.isEmpty()) return insert(tx.sql, candidate).map(v -> new Shared(candidate, true));
                    var link = found.get();
                    if (showable.test(link)) return Future.succeededFuture(new Shared(link, false));
                    var rehashed = link.withTokenSha256(hashFor.apply(link.linkId()));
                    return tx.sql
                            .preparedQuery("UPDATE lists.share_links SET earlier_token_sha256 = "
                                    + "array_append(earlier_token_sha256, token_sha256), token_sha256 = $2 "
                                    + "WHERE link_id = $1")
                            .execute(Tuple.of(link.linkId(), rehashed.tokenSha256()))
                            .map(v -> new Shared(rehashed, false));
                }));
    }

    private static Future<Optional<ShareLink>> active(SqlClient sql, ShareLink target, OffsetDateTime now) {
        if (target.isListLink()) {
            return sql.preparedQuery("SELECT " + COLUMNS + " FROM lists.share_links "
                            + "WHERE list_id = $1 AND workspace_id = $2 AND " + ACTIVE.formatted(3))
                    .execute(Tuple.of(target.listId(), target.workspaceId(), now))
                    .map(ShareLinksStore::first);
        }
        return sql.preparedQuery("SELECT " + COLUMNS + " FROM lists.share_links "
                        + "WHERE workspace_id = $1 AND analysis_id = $2 AND snapshot_id IS NOT DISTINCT FROM $3 AND "
                        + ACTIVE.formatted(4) + " ORDER BY created_at DESC LIMIT 1")
                .execute(Tuple.of(target.workspaceId(), target.analysisId(), target.snapshotId(), now))
                .map(ShareLinksStore::first);
    }

    private static Future<Void> insert(SqlClient sql, ShareLink link) {
        return sql.preparedQuery("INSERT INTO lists.share_links (" + COLUMNS + ") "
                        + "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)")
                .execute(Tuple.from(new Object[] {
                    link.linkId(),
                    link.tokenSha256(),
                    link.workspaceId(),
                    link.listId(),
                    link.analysisId(),
                    link.snapshotId(),
                    link.platform(),
                    link.createdAt(),
                    link.expiresAt(),
                    link.revokedAt()
                }))
                .mapEmpty();
    }

    /** The active links, newest first, of one list or one analysis (any snapshot) in one of {@code workspaceIds}. */
    public Future<List<ShareLink>> activeOf(
            String listId, String analysisId, String[] workspaceIds, OffsetDateTime now) {
        return sql.preparedQuery("SELECT " + COLUMNS + " FROM lists.share_links WHERE workspace_id = ANY($1) "
                        + "AND (list_id = $2 OR analysis_id = $3) AND " + ACTIVE.formatted(4)
                        + " ORDER BY created_at DESC")
                .execute(Tuple.tuple()
                        .addArrayOfString(workspaceIds)
                        .addValue(listId)
                        .addValue(analysisId)
                        .addValue(now))
                .map(rows -> {
                    var links = new ArrayList<ShareLink>();
                    rows.forEach(row -> links.add(link(row)));
                    return links;
                });
    }

    /** A revoked link and whether it had been revoked before this call. */
    public record Revoked(ShareLink link, boolean already) {}

    /** Revokes the link if it is in one of {@code workspaceIds}; a revoked link keeps its first revocation time. */
    public Future<Optional<Revoked>> revoke(String linkId, String[] workspaceIds, OffsetDateTime at) {
        return sql.preparedQuery("WITH target AS (SELECT link_id, revoked_at AS was FROM lists.share_links "
                        + "WHERE link_id = $1 AND workspace_id = ANY($2) FOR UPDATE) "
                        + "UPDATE lists.share_links l SET revoked_at = COALESCE(t.was, $3) FROM target t "
                        + "WHERE l.link_id = t.link_id RETURNING " + qualified("l") + ", t.was IS NOT NULL AS already")
                .execute(Tuple.of(linkId).addArrayOfString(workspaceIds).addValue(at))
                .map(rows -> first(rows)
                        .map(link -> new Revoked(link, rows.iterator().next().getBoolean("already"))));
    }

    /** Revokes every unrevoked link of the list and returns their ids. */
    public Future<List<String>> revokeAllOfList(String listId, String workspaceId, OffsetDateTime at) {
        return sql.preparedQuery("UPDATE lists.share_links SET revoked_at = $3 "
                        + "WHERE list_id = $1 AND workspace_id = $2 AND revoked_at IS NULL RETURNING link_id")
                .execute(Tuple.of(listId, workspaceId, at))
                .map(rows -> {
                    var ids = new ArrayList<String>();
                    rows.forEach(row -> ids.add(row.getString("link_id")));
                    return ids;
                });
    }

    /**
     * The link whose token (or an earlier one) has this SHA-256, whatever its state. Not scoped by workspace: the token
     * itself is the
     * access right.
     */
    public Future<Optional<ShareLink>> findByTokenHash(String tokenSha256) {
        return sql.preparedQuery("SELECT " + COLUMNS + " FROM lists.share_links "
                        + "WHERE token_sha256 = $1 OR earlier_token_sha256 @> ARRAY[$1]")
                .execute(Tuple.of(tokenSha256))
                .map(ShareLinksStore::first);
    }

    private static String qualified(String alias) {
        return alias + "." + COLUMNS.replace(", ", ", " + alias + ".");
    }

    private static Optional<ShareLink> first(RowSet<Row> rows) {
        return rows.size() == 0
                ? Optional.empty()
                : Optional.of(link(rows.iterator().next()));
    }

    private static ShareLink link(Row row) {
        return new ShareLink(
                row.getString("link_id"),
                row.getString("token_sha256"),
                row.getString("workspace_id"),
                row.getString("list_id"),
                row.getString("analysis_id"),
                row.getString("snapshot_id"),
                row.getString("platform"),
                row.getOffsetDateTime("created_at"),
                row.getOffsetDateTime("expires_at"),
                row.getOffsetDateTime("revoked_at"));
    }
}
