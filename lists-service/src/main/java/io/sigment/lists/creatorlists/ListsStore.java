package io.sigment.lists.creatorlists;

import io.sigment.common.Platform;
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

/**
 * SQL of {@code lists.creator_lists} and {@code lists.list_members}. Lookups by id search the caller's
 * workspaces; member statements name the list's workspace too, so no statement reaches another's data.
 */
public final class ListsStore extends Store<ListsStore> {
    private static final String COLUMNS = "l.list_id, l.workspace_id, l.name, l.platform, l.description, "
            + "l.created_at, l.updated_at, "
            + "(SELECT count(*) FROM lists.list_members m WHERE m.list_id = l.list_id)::int AS member_count";

    public ListsStore(SqlClient sql) {
        super(sql, ListsStore::new);
    }

    public Future<Void> insert(CreatorList list) {
        return sql.preparedQuery("INSERT INTO lists.creator_lists "
                        + "(list_id, workspace_id, name, platform, description, created_at, updated_at) "
                        + "VALUES ($1, $2, $3, $4, $5, $6, $7)")
                .execute(Tuple.of(
                        list.listId(),
                        list.workspaceId(),
                        list.name(),
                        list.platform().key(),
                        list.description(),
                        list.createdAt(),
                        list.updatedAt()))
                .mapEmpty();
    }

    /**
     * Inserts {@code list} unless its workspace holds {@code max} lists already (false then). Creations in one
     * workspace take a transaction-scoped advisory lock on it, so parallel ones cannot pass the cap together.
     */
    public Future<Boolean> insertBelow(CreatorList list, int max) {
        return inTransaction(tx -> tx.sql
                .preparedQuery("SELECT pg_advisory_xact_lock(hashtextextended('lists:' || $1, 0))")
                .execute(Tuple.of(list.workspaceId()))
                .compose(locked -> tx.countIn(list.workspaceId()))
                .compose(count -> count >= max
                        ? Future.succeededFuture(false)
                        : tx.insert(list).map(v -> true)));
    }

    /** How many lists the workspace holds. */
    public Future<Integer> countIn(String workspaceId) {
        return sql.preparedQuery("SELECT count(*)::int AS n FROM lists.creator_lists WHERE workspace_id = $1")
                .execute(Tuple.of(workspaceId))
                .map(rows -> rows.iterator().next().getInteger("n"));
    }

    /** At most {@code limit} lists of one workspace, most recently changed first. */
    public Future<List<CreatorList>> listsIn(String workspaceId, int limit) {
        return sql.preparedQuery("SELECT " + COLUMNS + " FROM lists.creator_lists l "
                        + "WHERE l.workspace_id = $1 ORDER BY l.updated_at DESC, l.list_id LIMIT $2")
                .execute(Tuple.of(workspaceId, limit))
                .map(ListsStore::lists);
    }

    /**
     * The names of the lists in {@code workspaceIds} and the handles on them that start with {@code prefix} (ignoring
     * case), each once, in order, at most {@code limit}.
     */
    public Future<List<String>> namesAndHandles(String[] workspaceIds, String prefix, int limit) {
        return sql.preparedQuery("SELECT value FROM (SELECT l.name AS value FROM lists.creator_lists l "
                        + "WHERE l.workspace_id = ANY($1) AND starts_with(lower(l.name), lower($2)) "
                        + "UNION SELECT m.handle FROM lists.list_members m JOIN lists.creator_lists l ON "
                        + "l.list_id = m.list_id "
                        + "WHERE l.workspace_id = ANY($1) AND starts_with(lower(m.handle), lower($2))) v ORDER "
                        + "BY value LIMIT $3")
                .execute(Tuple.tuple()
                        .addArrayOfString(workspaceIds)
                        .addString(prefix)
                        .addInteger(limit))
                .map(rows -> {
                    var values = new ArrayList<String>();
                    rows.forEach(row -> values.add(row.getString("value")));
                    return values;
                });
    }

    /** The list if it is in one of {@code workspaceIds}. */
    public Future<Optional<CreatorList>> find(String listId, String[] workspaceIds) {
        return sql.preparedQuery("SELECT " + COLUMNS + " FROM lists.creator_lists l "
                        + "WHERE l.list_id = $1 AND l.workspace_id = ANY($2)")
                .execute(Tuple.of(listId).addArrayOfString(workspaceIds))
                .map(rows -> lists(rows).stream().findFirst());
    }

    /** Like {@link #find}, holding the list's row until the transaction ends: changes to one list run one at a time. */
    public Future<Optional<CreatorList>> lock(String listId, String[] workspaceIds) {
        return sql.preparedQuery("SELECT " + COLUMNS + " FROM lists.creator_lists l "
                        + "WHERE l.list_id = $1 AND l.workspace_id = ANY($2) FOR NO KEY UPDATE OF l")
                .execute(Tuple.of(listId).addArrayOfString(workspaceIds))
                .map(rows -> lists(rows).stream().findFirst());
    }

    /** At most {@code limit} of the list's members, first added first, skipping the first {@code offset}. */
    public Future<List<CreatorList.Member>> members(CreatorList list, int offset, int limit) {
        return sql.preparedQuery("SELECT m.handle, m.added_at FROM lists.list_members m "
                        + "JOIN lists.creator_lists l ON l.list_id = m.list_id "
                        + "WHERE m.list_id = $1 AND l.workspace_id = $2 ORDER BY m.added_at, m.handle OFFSET "
                        + "$3 LIMIT $4")
                .execute(Tuple.of(list.listId(), list.workspaceId(), offset, limit))
                .map(rows -> {
                    var members = new ArrayList<CreatorList.Member>();
                    rows.forEach(row -> members.add(
                            new CreatorList.Member(row.getString("handle"), row.getOffsetDateTime("added_at"))));
                    return members;
                });
    }

    /** Adds the handles not yet on the list and returns those it added. */
    public Future<List<String>> addMembers(CreatorList list, List<String> handles, OffsetDateTime at) {
        return sql.preparedQuery("INSERT INTO lists.list_members (list_id, handle, added_at) "
                        + "SELECT l.list_id, h.handle, $3 FROM lists.creator_lists l, unnest($2::text[]) AS h(handle) "
                        + "WHERE l.list_id = $1 AND l.workspace_id = $4 "
                        + "ON CONFLICT (list_id, handle) DO NOTHING RETURNING handle")
                .execute(Tuple.of(list.listId())
                        .addArrayOfString(handles.toArray(String[]::new))
                        .addValue(at)
                        .addValue(list.workspaceId()))
                .map(ListsStore::handles);
    }

    /** Removes every member not in {@code keep} and returns those it removed. */
    public Future<List<String>> removeMembersNotIn(CreatorList list, List<String> keep) {
        return sql.preparedQuery("DELETE FROM lists.list_members m USING lists.creator_lists l "
                        + "WHERE m.list_id = l.list_id AND l.list_id = $1 AND l.workspace_id = $3 "
                        + "AND m.handle <> ALL($2::text[]) RETURNING m.handle")
                .execute(Tuple.of(list.listId())
                        .addArrayOfString(keep.toArray(String[]::new))
                        .addValue(list.workspaceId()))
                .map(ListsStore::handles);
    }

    /** Marks the list changed at {@code at}; a non-null {@code description} replaces the old one. */
    public Future<Void> touch(CreatorList list, OffsetDateTime at, String description) {
        return sql.preparedQuery(
                        "UPDATE lists.creator_lists SET updated_at = $3, description = COALESCE($4, description) "
                                + "WHERE list_id = $1 AND workspace_id = $2")
                .execute(Tuple.of(list.listId(), list.workspaceId(), at, description))
                .mapEmpty();
    }

    private static List<CreatorList> lists(RowSet<Row> rows) {
        var lists = new ArrayList<CreatorList>();
        rows.forEach(row -> lists.add(new CreatorList(
                row.getString("list_id"),
                row.getString("workspace_id"),
                row.getString("name"),
                Platform.find(row.getString("platform")).orElseThrow(),
                row.getString("description"),
                row.getOffsetDateTime("created_at"),
                row.getOffsetDateTime("updated_at"),
                row.getInteger("member_count"))));
        return lists;
    }

    private static List<String> handles(RowSet<Row> rows) {
        var handles = new ArrayList<String>();
        rows.forEach(row -> handles.add(row.getString("handle")));
        return handles;
    }
}
