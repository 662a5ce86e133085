package io.sigment.accounts;

import io.sigment.accounts.identity.IdentityStore;
import io.sigment.accounts.keys.ApiKeys;
import io.sigment.accounts.keys.ApiKeysStore;
import io.sigment.common.Config;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.db.Postgres;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.util.Map;

/** Binds {@code sigment.accounts}: maps actions to handlers, nothing else. */
public final class AccountsVerticle extends VerticleBase {
  private final Config config;
  private Pool pool;

  public AccountsVerticle(Config config) {
    this.config = config;
  }

  @Override
  public Future<?> start() {
    pool = Postgres.pool(vertx, config, "accounts");
    var apiKeys = new ApiKeys(new ApiKeysStore(pool), new IdentityStore(pool), vertx.eventBus());
    return ServiceAddress.ACCOUNTS.bind(vertx, Map.of(
        "verify_api_key", apiKeys::verify,
        "create_api_key", apiKeys::create,
        "list_api_keys", apiKeys::list,
        "revoke_api_key", apiKeys::revoke));
  }

  @Override
  public Future<?> stop() {
    return pool.close();
  }
}
