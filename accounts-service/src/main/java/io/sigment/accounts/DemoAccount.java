package io.sigment.accounts;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.keys.ApiKeyFormat;
import io.sigment.accounts.keys.ApiKeysStore;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.util.Optional;

/**
 * The local stack's demo user, workspace and API key. Idempotent: a key known from an earlier start is
 * kept while it is still active; otherwise a new one is issued.
 */
public final class DemoAccount {
  public static final String USER_ID = "usr_demo";
  public static final String EMAIL = "demo@sigment.local";
  public static final String WORKSPACE_ID = "ws_demo";

  private DemoAccount() {
  }

  /** Ensures the demo account exists and returns an active API key of the demo user. */
  public static Future<String> ensure(Pool pool, Optional<String> knownKey) {
    return pool.withTransaction(sql -> {
      var identity = new IdentityStore(sql);
      return identity.ensureUser(USER_ID, EMAIL, "Demo User")
          .compose(v -> identity.ensureWorkspace(WORKSPACE_ID, "Demo workspace"))
          .compose(v -> identity.ensureMember(WORKSPACE_ID, USER_ID, "owner"));
    }).compose(v -> {
      var keys = new ApiKeysStore(pool);
      var stillValid = knownKey.filter(ApiKeyFormat::looksLikeKey)
          .map(key -> keys.findByHash(ApiKeyFormat.hashHex(key))
              .map(found -> found.filter(k -> !k.revoked() && k.userId().equals(USER_ID)).map(k -> key)))
          .orElse(Future.succeededFuture(Optional.empty()));
      return stillValid.compose(valid -> {
        if (valid.isPresent()) return Future.succeededFuture(valid.get());
        var key = ApiKeyFormat.newKey();
        return keys.insert(USER_ID, "demo", key).map(key);
      });
    });
  }
}
