package io.sigment.accounts.keys;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.common.Credentials;
import io.sigment.common.Ids;
import io.sigment.common.api.accounts.ApiKeySummary;
import io.sigment.common.db.Store;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlClient;
import io.vertx.sqlclient.Tuple;
import java.time.OffsetDateTime;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/** SQL of {@code accounts.api_keys}. */
public final class ApiKeysStore extends Store<ApiKeysStore> {
  public ApiKeysStore(SqlClient sql) {
    super(sql, ApiKeysStore::new);
  }

  /** Stores a new key's hash for {@code userId}; returns the key id. */
  public Future<String> insert(String userId, String name, String key) {
    var keyId = Ids.random("key_");
    return sql.preparedQuery("INSERT INTO accounts.api_keys (key_id, user_id, name, key_hash, prefix, last4) "
            + "VALUES ($1, $2, $3, $4, $5, $6)")
        .execute(Tuple.of(keyId, userId, name, Buffer.buffer(Credentials.sha256(key)),
            ApiKeyFormat.displayPrefix(key), ApiKeyFormat.last4(key)))
        .map(keyId);
  }

  /** The key with this SHA-256 (hex), revoked or not. */
  public Future<Optional<StoredKey>> findByHash(String hashHex) {
    var hash = hashOf(hashHex);
    if (hash.isEmpty()) return Future.succeededFuture(Optional.empty());
    return sql.preparedQuery("SELECT key_id, user_id, name, key_hash, prefix, last4, created_at, last_used_at, "
            + "revoked_at FROM accounts.api_keys WHERE key_hash = $1")
        .execute(Tuple.of(hash.get()))
        .map(rows -> rows.size() == 0 ? Optional.empty() : Optional.of(StoredKey.from(rows.iterator().next())));
  }

  /** A key found by its hash, with its user's workspaces (empty for a revoked key) and those they were removed from. */
  public record Verified(StoredKey key, JsonArray workspaces, JsonArray removedFrom) {
  }

  /**
   * {@code verify_api_key}'s read as one statement: the key with this SHA-256 (hex) and its user's workspaces (none
   * for a revoked key). A pure read: the use is recorded apart, in batches ({@link KeyUses}).
   */
  public Future<Optional<Verified>> verify(String hashHex) {
    var hash = hashOf(hashHex);
    if (hash.isEmpty()) return Future.succeededFuture(Optional.empty());
    return sql.preparedQuery("SELECT k.key_id, k.user_id, k.name, k.key_hash, k.prefix, k.last4, k.created_at, "
            + "k.last_used_at, k.revoked_at, CASE WHEN k.revoked_at IS NULL THEN ("
            + IdentityStore.workspacesJson("k.user_id") + ") ELSE '[]'::json END AS workspaces, ("
            + IdentityStore.removalsJson("k.user_id") + ") AS removed_from "
            + "FROM accounts.api_keys k WHERE k.key_hash = $1")
        .execute(Tuple.of(hash.get()))
        .map(rows -> {
          if (rows.size() == 0) return Optional.empty();
          var row = rows.iterator().next();
          return Optional.of(new Verified(StoredKey.from(row), row.getJsonArray("workspaces"),
              row.getJsonArray("removed_from")));
        });
  }

  /** Marks these keys used now, the active ones not marked within the last minute. */
  public Future<Void> markUsed(List<String> keyIds) {
    return sql.preparedQuery("UPDATE accounts.api_keys SET last_used_at = now() WHERE key_id = ANY($1) "
            + "AND revoked_at IS NULL AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')")
        .execute(Tuple.of(keyIds.toArray(String[]::new))).mapEmpty();
  }

  private static Optional<Buffer> hashOf(String hex) {
    try {
      return Optional.of(Buffer.buffer(HexFormat.of().parseHex(hex)));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  public Future<List<StoredKey>> listForUser(String userId) {
    return sql.preparedQuery("SELECT key_id, user_id, name, key_hash, prefix, last4, created_at, last_used_at, "
            + "revoked_at FROM accounts.api_keys WHERE user_id = $1 ORDER BY created_at DESC")
        .execute(Tuple.of(userId))
        .map(rows -> {
          var keys = new java.util.ArrayList<StoredKey>();
          rows.forEach(row -> keys.add(StoredKey.from(row)));
          return keys;
        });
  }

  /** Revokes the user's key; true if it was active. */
  public Future<Boolean> revoke(String userId, String keyId) {
    return sql.preparedQuery("UPDATE accounts.api_keys SET revoked_at = now() "
            + "WHERE key_id = $1 AND user_id = $2 AND revoked_at IS NULL")
        .execute(Tuple.of(keyId, userId))
        .map(result -> result.rowCount() == 1);
  }

  public record StoredKey(String keyId, String userId, String name, byte[] keyHash, String prefix, String last4,
                          OffsetDateTime createdAt, OffsetDateTime lastUsedAt, OffsetDateTime revokedAt) {
    static StoredKey from(Row row) {
      return new StoredKey(row.getString("key_id"), row.getString("user_id"), row.getString("name"),
          row.getBuffer("key_hash").getBytes(), row.getString("prefix"), row.getString("last4"),
          row.getOffsetDateTime("created_at"), row.getOffsetDateTime("last_used_at"),
          row.getOffsetDateTime("revoked_at"));
    }

    public boolean revoked() {
      return revokedAt != null;
    }

    /** What a user may see of a key after its creation. */
    public ApiKeySummary summary() {
      return new ApiKeySummary(keyId, name, prefix + "…" + last4, String.valueOf(createdAt),
          lastUsedAt == null ? null : lastUsedAt.toString(), revoked());
    }
  }
}
