package io.sigment.accounts.keys;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.api.WireJson;
import io.sigment.common.api.accounts.ApiKeySummary;
import io.sigment.common.api.accounts.KeyCreationSetting;
import io.sigment.common.api.accounts.KeyWorkspace;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/** SQL of {@code accounts.api_keys}. */
public final class ApiKeysStore extends Store<ApiKeysStore> {
    public ApiKeysStore(SqlClient sql) {
        super(sql, ApiKeysStore::new);
    }

    /**
     * Stores a new key's hash for {@code userId}, for every workspace they are a member of now (what a key reached
     * before issue 40: tools, tests and the local demo's key); returns the key id. The app makes keys for one workspace
     * ({@link #insertFor}).
     */
    public Future<String> insert(String userId, String name, String key) {
        var keyId = Ids.random("key_");
        return sql.preparedQuery("WITH k AS (INSERT INTO accounts.api_keys (key_id, user_id, name, key_hash, prefix, "
                        + "last4) VALUES ($1, $2, $3, $4, $5, $6) RETURNING key_id) "
                        + "INSERT INTO accounts.api_key_workspaces (key_id, workspace_id) "
                        + "SELECT k.key_id, m.workspace_id FROM k, accounts.memberships m WHERE m.user_id = $2")
                .execute(Tuple.of(
                        keyId,
                        userId,
                        name,
                        Buffer.buffer(Credentials.sha256(key)),
                        ApiKeyFormat.displayPrefix(key),
                        ApiKeyFormat.last4(key)))
                .map(keyId);
    }

    /**
     * Stores a new key's hash for {@code userId}, acting in {@code workspaceId} only, if they may create one there (a
     * member of it: its owner, or a member while its owner lets members create keys), in one statement; returns the
     * key id, or empty when they may not.
     */
    public Future<Optional<String>> insertFor(String userId, String name, String key, String workspaceId) {
        var keyId = Ids.random("key_");
        return sql.preparedQuery("WITH allowed AS (SELECT 1 FROM accounts.memberships m JOIN accounts.workspaces w "
                        + "USING (workspace_id) WHERE m.user_id = $2 AND m.workspace_id = $7 "
                        + "AND (m.role = 'owner' OR w.members_create_keys)), "
                        + "k AS (INSERT INTO accounts.api_keys (key_id, user_id, name, key_hash, prefix, "
                        + "last4) "
                        + "SELECT $1, $2, $3, $4, $5, $6 FROM allowed RETURNING key_id) "
                        + "INSERT INTO accounts.api_key_workspaces (key_id, workspace_id) SELECT key_id, $7 "
                        + "FROM k RETURNING key_id")
                .execute(Tuple.of(
                        keyId,
                        userId,
                        name,
                        Buffer.buffer(Credentials.sha256(key)),
                        ApiKeyFormat.displayPrefix(key),
                        ApiKeyFormat.last4(key),
                        workspaceId))
                .map(rows -> rows.rowCount() == 1 ? Optional.of(keyId) : Optional.empty());
    }

    /** The person's workspaces, earliest joined first, with their role and whether members may create keys there. */
    public Future<List<KeyCreationSetting>> creationSettings(String userId) {
        return sql.preparedQuery(
                        "SELECT w.workspace_id, w.name, m.role, w.members_create_keys FROM accounts.memberships m "
                                + "JOIN accounts.workspaces w USING (workspace_id) WHERE m.user_id = $1 ORDER BY "
                                + "m.joined_at, w.workspace_id")
                .execute(Tuple.of(userId))
                .map(rows -> {
                    var settings = new ArrayList<KeyCreationSetting>();
                    rows.forEach(row -> settings.add(new KeyCreationSetting(
                            row.getString("workspace_id"),
                            row.getString("name"),
                            row.getString("role"),
                            row.getBoolean("members_create_keys"))));
                    return settings;
                });
    }

    /** Lets members of the workspace create keys, or not, if {@code ownerId} owns it; true if they do. */
    public Future<Boolean> setMembersCreateKeys(String ownerId, String workspaceId, boolean allowed) {
        return sql.preparedQuery("UPDATE accounts.workspaces w SET members_create_keys = $3 WHERE w.workspace_id = $2 "
                        + "AND EXISTS (SELECT 1 FROM accounts.memberships o WHERE o.workspace_id = w.workspace_id "
                        + "AND o.user_id = $1 AND o.role = 'owner')")
                .execute(Tuple.of(ownerId, workspaceId, allowed))
                .map(result -> result.rowCount() == 1);
    }

    /** The key with this SHA-256 (hex), revoked or not. */
    public Future<Optional<StoredKey>> findByHash(String hashHex) {
        var hash = hashOf(hashHex);
        if (hash.isEmpty()) return Future.succeededFuture(Optional.empty());
        return sql.preparedQuery("SELECT key_id, user_id, name, key_hash, prefix, last4, created_at, last_used_at, "
                        + "revoked_at FROM accounts.api_keys WHERE key_hash = $1")
                .execute(Tuple.of(hash.get()))
                .map(rows -> rows.size() == 0
                        ? Optional.empty()
                        : Optional.of(StoredKey.from(rows.iterator().next())));
    }

    /**
     * A key found by its hash, with the workspaces it can act in (empty for a revoked key), those of them its user was
     * removed from or left, and its user's other workspaces ({@code outside}).
     */
    public record Verified(StoredKey key, JsonArray workspaces, JsonArray removedFrom, JsonArray outside) {}

    /** The key's workspace is this one: {@code column} names the workspace. */
    private static String keyReaches(String column) {
        return "EXISTS (SELECT 1 FROM accounts.api_key_workspaces kw WHERE kw.key_id = k.key_id AND kw.workspace_id = "
                + column + ")";
    }

    /**
     * {@code verify_api_key}'s read as one statement: the key with this SHA-256 (hex) and the workspaces of its user it
     * was created for (none for a revoked key). A pure read: the use is recorded apart, in batches ({@link KeyUses}).
     */
    public Future<Optional<Verified>> verify(String hashHex) {
        var hash = hashOf(hashHex);
        if (hash.isEmpty()) return Future.succeededFuture(Optional.empty());
        return sql.preparedQuery("SELECT k.key_id, k.user_id, k.name, k.key_hash, k.prefix, k.last4, k.created_at, "
                        + "k.last_used_at, k.revoked_at, CASE WHEN k.revoked_at IS NULL THEN ("
                        + IdentityStore.workspacesJson("k.user_id") + " AND " + keyReaches("m.workspace_id")
                        + ") ELSE '[]'::json END AS workspaces, ("
                        + IdentityStore.removalsJson("k.user_id") + " AND " + keyReaches("r.workspace_id")
                        + ") AS removed_from, "
                        + "(SELECT COALESCE(json_agg(json_build_object('workspace_id', w.workspace_id, 'name', w.name) "
                        + "ORDER BY m.joined_at, w.workspace_id), '[]'::json) FROM accounts.memberships m "
                        + "JOIN accounts.workspaces w USING (workspace_id) WHERE m.user_id = k.user_id AND NOT "
                        + keyReaches("m.workspace_id") + ") AS outside "
                        + "FROM accounts.api_keys k WHERE k.key_hash = $1")
                .execute(Tuple.of(hash.get()))
                .map(rows -> {
                    if (rows.size() == 0) return Optional.empty();
                    var row = rows.iterator().next();
                    return Optional.of(new Verified(
                            StoredKey.from(row),
                            row.getJsonArray("workspaces"),
                            row.getJsonArray("removed_from"),
                            row.getJsonArray("outside")));
                });
    }

    /** Marks these keys used now, the active ones not marked within the last minute. */
    public Future<Void> markUsed(List<String> keyIds) {
        return sql.preparedQuery("UPDATE accounts.api_keys SET last_used_at = now() WHERE key_id = ANY($1) "
                        + "AND revoked_at IS NULL AND (last_used_at IS NULL OR last_used_at < now() - interval "
                        + "'1 minute')")
                .execute(Tuple.of(keyIds.toArray(String[]::new)))
                .mapEmpty();
    }

    private static Optional<Buffer> hashOf(String hex) {
        try {
            return Optional.of(Buffer.buffer(HexFormat.of().parseHex(hex)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * The keys {@code viewerId} sees, newest first: their own, and every key that can act in a workspace they own (its
     * user a member there), with who made it and the workspaces it acts in that the viewer may see (all, for their own
     * keys; those they own, for another person's).
     */
    public Future<List<ApiKeySummary>> listVisibleTo(String viewerId) {
        return sql.preparedQuery("SELECT k.key_id, k.user_id, k.name, k.key_hash, k.prefix, k.last4, k.created_at, "
                        + "k.last_used_at, k.revoked_at, u.name AS user_name, (SELECT "
                        + "COALESCE(json_agg(json_build_object("
                        + "'workspace_id', w.workspace_id, 'name', w.name) ORDER BY m.joined_at, w.workspace_id), "
                        + "'[]'::json) "
                        + "FROM accounts.api_key_workspaces kw JOIN accounts.workspaces w USING (workspace_id) "
                        + "JOIN accounts.memberships m ON m.workspace_id = kw.workspace_id AND m.user_id = k.user_id "
                        + "WHERE kw.key_id = k.key_id AND (k.user_id = $1 OR " + owns("$1", "kw.workspace_id")
                        + ")) AS workspaces "
                        + "FROM accounts.api_keys k JOIN accounts.users u ON u.user_id = k.user_id "
                        + "WHERE k.user_id = $1 OR " + ownsWorkspaceOf("$1") + " ORDER BY k.created_at DESC, k.key_id")
                .execute(Tuple.of(viewerId))
                .map(rows -> {
                    var keys = new ArrayList<ApiKeySummary>();
                    rows.forEach(row -> {
                        var key = StoredKey.from(row);
                        keys.add(new ApiKeySummary(
                                key.keyId(),
                                key.name(),
                                key.prefix() + "…" + key.last4(),
                                String.valueOf(key.createdAt()),
                                key.lastUsedAt() == null
                                        ? null
                                        : key.lastUsedAt().toString(),
                                key.revoked(),
                                key.userId(),
                                row.getString("user_name"),
                                WireJson.list((JsonArray) row.getJson("workspaces"), KeyWorkspace::fromJson)));
                    });
                    return keys;
                });
    }

    /** The person {@code person} owns the workspace {@code column}. */
    private static String owns(String person, String column) {
        return "EXISTS (SELECT 1 FROM accounts.memberships o WHERE o.workspace_id = " + column + " AND o.user_id = "
                + person + " AND o.role = 'owner')";
    }

    /** The key {@code k} can act in a workspace {@code person} owns: created for it, and its user a member there. */
    private static String ownsWorkspaceOf(String person) {
        return "EXISTS (SELECT 1 FROM accounts.api_key_workspaces kw JOIN accounts.memberships m "
                + "ON m.workspace_id = kw.workspace_id AND m.user_id = k.user_id WHERE kw.key_id = k.key_id AND "
                + owns(person, "kw.workspace_id") + ")";
    }

    /**
     * Revokes the key if {@code revokerId} may: it is theirs, or it can act in a workspace they own (then it is revoked
     * everywhere it acts: a key is one secret). True if it was active.
     */
    public Future<Boolean> revoke(String revokerId, String keyId) {
        return sql.preparedQuery("UPDATE accounts.api_keys k SET revoked_at = now(), revoked_by = $2 "
                        + "WHERE k.key_id = $1 AND k.revoked_at IS NULL AND (k.user_id = $2 OR " + ownsWorkspaceOf("$2")
                        + ")")
                .execute(Tuple.of(keyId, revokerId))
                .map(result -> result.rowCount() == 1);
    }

    public record StoredKey(
            String keyId,
            String userId,
            String name,
            byte[] keyHash,
            String prefix,
            String last4,
            OffsetDateTime createdAt,
            OffsetDateTime lastUsedAt,
            OffsetDateTime revokedAt) {
        static StoredKey from(Row row) {
            return new StoredKey(
                    row.getString("key_id"),
                    row.getString("user_id"),
                    row.getString("name"),
                    row.getBuffer("key_hash").getBytes(),
                    row.getString("prefix"),
                    row.getString("last4"),
                    row.getOffsetDateTime("created_at"),
                    row.getOffsetDateTime("last_used_at"),
                    row.getOffsetDateTime("revoked_at"));
        }

        public boolean revoked() {
            return revokedAt != null;
        }
    }
}
