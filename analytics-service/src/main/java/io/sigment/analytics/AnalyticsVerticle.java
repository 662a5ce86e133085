package io.sigment.analytics;

import io.sigment.common.Config;
import io.sigment.common.bus.ServiceAddress;
import io.sigment.common.db.Postgres;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.util.Map;

/** Binds {@code sigment.analytics}: maps actions to handlers, nothing else. */
public final class AnalyticsVerticle extends VerticleBase {
  private final Config config;
  private Pool pool;

  public AnalyticsVerticle(Config config) {
    this.config = config;
  }

  @Override
  public Future<?> start() {
    pool = Postgres.pool(vertx, config, "analytics");
    return ServiceAddress.ANALYTICS.bind(vertx, Map.of());
  }

  @Override
  public Future<?> stop() {
    return pool.close();
  }
}
